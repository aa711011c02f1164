import { describe, expect, it } from 'vitest';
import type { CompiledForm } from './compiled-form.ts';
import { formValidationKey } from './validation-key.ts';

function form(title: string, required: string[], widget?: string): CompiledForm {
  return {
    jsonSchema: {
      type: 'object',
      properties: { about: { type: 'object', title, properties: { story: { type: 'string', title: `${title}?` } }, required } },
    },
    uiSchema: widget === undefined ? {} : { about: { story: { 'ui:widget': widget } } },
    sections: { header: [], body: [], footer: [] },
    fieldIndex: {},
  } as unknown as CompiledForm;
}

describe('formValidationKey', () => {
  it('is the same for forms that differ only in texts, so a draft whose question text changed keeps its validation', () => {
    expect(formValidationKey(form('About you', []))).toBe(formValidationKey(form('Sobre ti', [])));
  });

  it('differs when a rule changes: a required answer, or a text answer becoming multi-line', () => {
    const base = formValidationKey(form('About you', []));
    expect(formValidationKey(form('About you', ['story']))).not.toBe(base);
    expect(formValidationKey(form('About you', [], 'textarea'))).not.toBe(base);
  });
});
