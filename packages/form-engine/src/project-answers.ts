import type { ComponentRegistry, ProjectedColumns } from './component-type.ts';
import type { CompiledForm } from './compiled-form.ts';
import { SECTION_ORDER } from './definition-order.ts';
import { lookupComponentType } from './registry-lookup.ts';

/**
 * The list/search columns of a submission (spec §3 participant list row),
 * projected at submit time from validated answers. Each available data
 * component's type `project(answers[componentKey], configuration)` is called
 * in section then component order; for each column the first non-empty value
 * wins (empty: undefined, null, a blank string, a non-finite number, a list
 * without a non-blank entry).
 * Components whose type has no project(), or that the registry no longer
 * knows, feed nothing.
 */
export function projectAnswers(compiled: CompiledForm, answers: Record<string, unknown>, registry: ComponentRegistry): ProjectedColumns {
  const columns: Record<string, unknown> = {};
  for (const section of SECTION_ORDER) {
    for (const component of compiled.sections[section]) {
      if (!component.available || !component.hasAnswers) continue;
      const type = lookupComponentType(registry, component.componentType);
      if (!type?.project) continue;
      const own = Object.hasOwn(answers, component.componentKey) ? answers[component.componentKey] : undefined;
      const projected = type.project(own, component.configuration);
      for (const [column, value] of Object.entries(projected)) {
        if (!isEmpty(value) && isEmpty(columns[column])) columns[column] = value;
      }
    }
  }
  return columns as ProjectedColumns;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isEmpty);
  return false;
}
