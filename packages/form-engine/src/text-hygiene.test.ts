import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@huddle/schemas';
import { compileForm } from './compile-form.ts';
import type { CompiledForm } from './compiled-form.ts';
import type { ComponentRegistry, ComponentType } from './component-type.ts';
import { createValidator } from './create-validator.ts';
import { specPatterns } from './spec-patterns.ts';
import { textHygienePatterns, withTextHygiene } from './text-hygiene.ts';
import { component } from './test-support/test-registry.ts';

/** 'Essay': a required name (own pattern), a required title, an optional note, a required multi-line story, an email and a choice. */
const essay: ComponentType = {
  name: 'Essay',
  section: 'Body',
  description: 'Free-text answers of every kind.',
  defaultConfiguration: {},
  toSchema: () => ({
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full Name', pattern: specPatterns.name },
      title: { type: 'string', title: 'Essay Title', maxLength: 100 },
      note: { type: 'string', title: 'Note' },
      story: { type: 'string', title: 'Your Story', maxLength: 2000 },
      email: { type: 'string', title: 'Email Address', format: 'email' },
      size: { type: 'string', title: 'Size', enum: ['S', ' M '] },
      tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
    },
    required: ['name', 'title', 'story'],
    if: { properties: { size: { const: 'S' } }, required: ['size'] },
    then: { properties: { reason: { type: 'string', title: 'Reason' } }, required: ['reason'] },
    unevaluatedProperties: false,
  }),
  toUiSchema: () => ({ story: { 'ui:widget': 'textarea' } }),
};
const registry: ComponentRegistry = { Essay: essay };
const definition: FormDefinition = {
  eventId: 1,
  eventYear: 2026,
  fixedRole: null,
  components: [component(1, 'Essay', 'essay', 1)],
  questions: [],
};
const compiled = compileForm(definition, registry);
const validator = createValidator(compiled);

function answersWith(fields: Record<string, unknown>): Record<string, unknown> {
  return { essay: { name: 'Ann Lee', title: 'Summer', story: 'Line one', ...fields } };
}

function errorsOf(fields: Record<string, unknown>) {
  return validator.validate(answersWith(fields)).errors.map(({ path, friendlyName, message }) => ({ path, friendlyName, message }));
}

/** Invisible characters that String.prototype.trim keeps (it removes U+FEFF, see the test of blank answers). */
const INVISIBLE_ONLY = ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\u200E', '\u180E', '\u034F', '\uFE0F', '\u3164', '\u2800'];
const VISIBLE = 'must contain a visible character';
const NO_CONTROLS = 'must not contain control characters, tabs or line breaks';

describe('text hygiene in the compiled schema', () => {
  it('adds the rules to every free-text answer, next to its own pattern, and to none of the choices', () => {
    const essaySchema = compiled.jsonSchema.properties?.['essay'];
    const single = [{ pattern: textHygienePatterns.visibleCharacter }, { pattern: textHygienePatterns.singleLine }];
    expect(essaySchema?.properties?.['name']).toMatchObject({ pattern: specPatterns.name, allOf: single });
    expect(essaySchema?.properties?.['email']).toMatchObject({ format: 'email', allOf: single });
    expect(essaySchema?.properties?.['story']?.allOf).toEqual([
      { pattern: textHygienePatterns.visibleCharacter },
      { pattern: textHygienePatterns.multiLine },
    ]);
    expect(essaySchema?.properties?.['tags']?.items?.allOf).toEqual(single);
    expect(essaySchema?.then?.properties?.['reason']?.allOf).toEqual(single);
    expect(essaySchema?.properties?.['size']?.allOf).toBeUndefined();
    expect(essaySchema?.if).toEqual({ properties: { size: { const: 'S' } }, required: ['size'] });
  });

  it('is idempotent and leaves its input unchanged', () => {
    const once = withTextHygiene(compiled.jsonSchema, compiled.uiSchema);
    expect(once).toEqual(compiled.jsonSchema);
    const raw = { type: 'object' as const, properties: { a: { type: 'string' as const } } };
    withTextHygiene(raw);
    expect(raw).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
  });

  it('refuses a required answer of spaces only as missing, naming the field', () => {
    expect(errorsOf({ title: '   ' })).toEqual([{ path: 'essay.title', friendlyName: 'Essay Title', message: 'is required' }]);
    expect(errorsOf({ story: ' \n\t ' })).toEqual([{ path: 'essay.story', friendlyName: 'Your Story', message: 'is required' }]);
    expect(errorsOf({ title: '\uFEFF\u00A0\u3000' })).toEqual([
      { path: 'essay.title', friendlyName: 'Essay Title', message: 'is required' },
    ]);
  });

  it('refuses answers made only of zero-width or other invisible characters', () => {
    for (const invisible of INVISIBLE_ONLY) {
      expect(errorsOf({ title: `${invisible}${invisible}` }), JSON.stringify(invisible)).toEqual([
        { path: 'essay.title', friendlyName: 'Essay Title', message: VISIBLE },
      ]);
      expect(errorsOf({ note: ` ${invisible} ` }), JSON.stringify(invisible)).toEqual([
        { path: 'essay.note', friendlyName: 'Note', message: VISIBLE },
      ]);
    }
  });

  it('refuses NUL and other control characters', () => {
    expect(errorsOf({ title: '\u0000' })).toEqual([
      { path: 'essay.title', friendlyName: 'Essay Title', message: VISIBLE },
      { path: 'essay.title', friendlyName: 'Essay Title', message: NO_CONTROLS },
    ]);
    for (const control of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085']) {
      expect(errorsOf({ title: `Sum${control}mer` }), JSON.stringify(control)).toEqual([
        { path: 'essay.title', friendlyName: 'Essay Title', message: NO_CONTROLS },
      ]);
    }
    expect(errorsOf({ story: 'Once\u0000upon' })).toEqual([
      { path: 'essay.story', friendlyName: 'Your Story', message: 'must not contain control characters other than tabs and line breaks' },
    ]);
  });

  it('refuses tabs and line breaks in single-line answers and allows them in multi-line ones', () => {
    expect(errorsOf({ title: 'Sum\tmer' })).toEqual([{ path: 'essay.title', friendlyName: 'Essay Title', message: NO_CONTROLS }]);
    expect(errorsOf({ title: 'Sum\nmer' })).toEqual([{ path: 'essay.title', friendlyName: 'Essay Title', message: NO_CONTROLS }]);
    expect(errorsOf({ story: 'Line one\n\tLine two\r\nLine three' })).toEqual([]);
  });

  it('combines with the answer own pattern: both are checked', () => {
    expect(errorsOf({ title: 'Sum\u200Bmer' })).toEqual([]);
    expect(errorsOf({ name: '\u200B' })).toEqual([
      { path: 'essay.name', friendlyName: 'Full Name', message: VISIBLE },
      { path: 'essay.name', friendlyName: 'Full Name', message: expect.stringContaining('must match pattern') },
    ]);
    expect(errorsOf({ name: 'Ann\tLee' })).toEqual([{ path: 'essay.name', friendlyName: 'Full Name', message: NO_CONTROLS }]);
  });

  it('trims leading and trailing whitespace before validating: "  Ann  " is valid', () => {
    expect(errorsOf({ name: '  Ann  ', title: '\tSummer\n', email: ' ann@example.com ', note: '   ' })).toEqual([]);
    expect(errorsOf({ tags: ['  a  ', '   '] })).toEqual([{ path: 'essay.tags.1', friendlyName: 'tags', message: VISIBLE }]);
  });

  it('adds the rules to forms compiled before them when validating', () => {
    const strip = (schema: unknown): unknown =>
      JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'allOf' ? undefined : value)) as unknown;
    const older = { ...compiled, jsonSchema: strip(compiled.jsonSchema) } as CompiledForm;
    expect(JSON.stringify(older.jsonSchema)).not.toContain('allOf');
    const olderErrors = createValidator(older).validate(answersWith({ title: '\u200B', note: 'a\u0000' })).errors;
    expect(olderErrors.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'essay.title', message: VISIBLE },
      { path: 'essay.note', message: NO_CONTROLS },
    ]);
  });
});
