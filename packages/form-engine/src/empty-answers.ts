import type { CompiledForm } from './compiled-form.ts';
import { SECTION_ORDER } from './definition-order.ts';

/**
 * Initial form data for a compiled form: an empty answers object `{}` under
 * the componentKey of every data component (hasAnswers), in section order.
 * Display-only and unavailable components get nothing.
 */
export function emptyAnswers(compiled: CompiledForm): Record<string, Record<string, unknown>> {
  const answers: Record<string, Record<string, unknown>> = {};
  for (const section of SECTION_ORDER) {
    for (const component of compiled.sections[section]) {
      if (component.hasAnswers) answers[component.componentKey] = {};
    }
  }
  return answers;
}
