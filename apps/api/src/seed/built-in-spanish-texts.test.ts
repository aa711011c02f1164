import { describe, expect, it } from 'vitest';
import { BUILT_IN_FORM_TEXTS_ES, componentRegistry, formInLanguage } from '@huddle/components/definitions';
import { friendlyQuestionName, lookUpText, type CompiledForm, type JsonSchema } from '@huddle/form-engine';
import { nflClubNames, usStates } from '@huddle/schemas/reference';
import { testDialects } from '../test-support/dialects.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { loadFormDefinition } from '../services/programs/form-definition-service.ts';
import { currentFormVersion } from '../services/programs/form-version-service.ts';

/** UI schema keys holding names the code reads (never shown). */
const STRUCTURAL = new Set(['ui:field', 'ui:widget', 'ui:autocomplete', 'ui:order', 'ui:classNames', 'inputType', 'name', 'numberKey']);

/** Proper names Spanish writes as English does, unless the table says otherwise: states and clubs. */
const PROPER_NAMES = new Set([...usStates.map((state) => state.name), ...nflClubNames]);

/** Every shown text of a compiled form: schema titles, descriptions, friendly names; UI strings outside structural keys. */
function shownTexts(compiled: CompiledForm): Set<string> {
  const texts = new Set<string>();
  const fromSchema = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(fromSchema);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && ['title', 'description', 'x-friendlyName'].includes(key)) texts.add(value);
      else if (key !== 'enum' && key !== 'const') fromSchema(value);
    }
  };
  const fromUi = (node: unknown, key: string): void => {
    if (STRUCTURAL.has(key)) return;
    if (typeof node === 'string') texts.add(node);
    else if (Array.isArray(node)) node.forEach((item) => fromUi(item, key));
    else if (typeof node === 'object' && node !== null) for (const [child, value] of Object.entries(node)) fromUi(value, child);
  };
  fromSchema(compiled.jsonSchema as JsonSchema);
  fromUi(compiled.uiSchema, '');
  return texts;
}

/** Every string value anywhere in `value` (the texts staff wrote into a form definition). */
function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => stringsIn(item, into));
  return into;
}

/** Texts nobody needs in Spanish: no lowercase letter (acronyms, '#', numbers) or a proper name. */
function needsNoTranslation(text: string): boolean {
  return !/\p{Ll}/u.test(text) || PROPER_NAMES.has(text);
}

/**
 * Issues 14.3 and 19.1: on a Spanish form no text a built-in component type
 * wrote stays English. For every seeded program, each shown text of the
 * compiled form that staff did not write (not a string of the program's
 * form definition, nor a spec §5 friendly name cut from one) has a Spanish entry in BUILT_IN_FORM_TEXTS_ES, and the
 * Spanish view (formInLanguage) shows it translated. Fails when a component
 * type gains a text without its Spanish.
 */
describe('the built-in component texts of every seeded form have Spanish', () => {
  it('translates every text staff did not write', async () => {
    const test = await createTestApp(testDialects()[0]!);
    try {
      const programs = await test.db.selectFrom('programs').select('id').orderBy('id').execute();
      const missing = new Set<string>();
      for (const { id } of programs) {
        const version = await currentFormVersion(test.db, id, componentRegistry);
        const staffTexts = stringsIn(await loadFormDefinition(test.db, id));
        for (const text of [...staffTexts]) staffTexts.add(friendlyQuestionName(text));
        const english = [...shownTexts(version.compiled)].filter((text) => !staffTexts.has(text.trim()) && !needsNoTranslation(text));
        for (const text of english) if (lookUpText(BUILT_IN_FORM_TEXTS_ES, text) === undefined) missing.add(text);
        const spanish = shownTexts(formInLanguage(version.compiled, 'es'));
        for (const text of english) {
          const translated = lookUpText(BUILT_IN_FORM_TEXTS_ES, text);
          if (translated !== undefined && translated !== text) expect(spanish.has(text), `${id}: '${text}'`).toBe(false);
        }
      }
      expect([...missing].sort()).toEqual([]);
    } finally {
      await test.close();
    }
  }, 120_000);
});
