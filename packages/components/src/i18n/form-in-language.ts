import { translateCompiledForm, type CompiledForm, type TextTable } from '@huddle/form-engine';
import { BUILT_IN_FORM_TEXTS_ES } from './built-in-form-texts-es.ts';

/** Built-in component texts per interface language other than English. */
const BUILT_IN_TEXTS: Readonly<Record<string, TextTable>> = { es: BUILT_IN_FORM_TEXTS_ES };

const views = new WeakMap<CompiledForm, Map<string, CompiledForm>>();

/**
 * The compiled form as shown in `language` ('en', 'es'; issues 14.3, 19.1):
 * the texts the built-in component types wrote (field titles, spec §5
 * friendly names, help, placeholders, option labels, entry table captions)
 * in that language wherever they are still English; program texts staff
 * wrote stay as given (the API has already applied the program's own
 * translation for the public form). Validity, values and paths are the
 * same (translateCompiledForm). English, or a language without a table,
 * answers `compiled` itself; each view is made once per form object.
 */
export function formInLanguage(compiled: CompiledForm, language: string): CompiledForm {
  const table = BUILT_IN_TEXTS[language];
  if (!table) return compiled;
  let byLanguage = views.get(compiled);
  if (!byLanguage) views.set(compiled, (byLanguage = new Map()));
  let view = byLanguage.get(language);
  if (!view) byLanguage.set(language, (view = translateCompiledForm(compiled, {}, table)));
  return view;
}
