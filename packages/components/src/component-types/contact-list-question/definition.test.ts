import { describe, expect, it } from 'vitest';
import { FormConfigError, createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { JsonSchema } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample } from '../../test-support/form-definitions.ts';
import { sampleContactListComponent, sampleContacts } from '../../test-support/sample-contact-list-question.ts';
import { CONTACT_TABLE_FIELD } from './contact-list-schema.ts';

const compile = (configuration: Record<string, unknown> = {}) => compileSample([sampleContactListComponent(configuration)]);
const check = (configuration: Record<string, unknown>, answers: unknown) =>
  createValidator(compile(configuration)).validate({ contactList: answers });
const codes = (configuration: Record<string, unknown>, answers: unknown) =>
  check(configuration, answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();

describe('ContactListQuestion', () => {
  it('compiles the contacts as numbered entries of the configured columns', () => {
    const compiled = compile();
    const section = compiled.jsonSchema.properties?.['contactList'] as JsonSchema;
    expect(section.title).toBe('Other Attendees');
    const items = section.properties?.['additionalContacts']?.items as JsonSchema;
    expect(Object.keys(items.properties ?? {})).toEqual(['itemNumber', 'fullName', 'jobTitle', 'email']);
    expect(items.properties?.['email']?.title).toBe('Email');
    expect(items.required).toEqual(['itemNumber', 'fullName', 'jobTitle', 'email']);
    expect(check({}, { additionalContacts: sampleContacts })).toEqual({ valid: true, errors: [] });
  });

  it('needs at least minContacts contacts and names the list by its section title when short', () => {
    expect(codes({ minContacts: 2 }, { additionalContacts: sampleContacts.slice(0, 1) })).toEqual([
      'contactList.additionalContacts:contains',
    ]);
    expect(missingFieldNames(check({ minContacts: 2 }, { additionalContacts: sampleContacts.slice(0, 1) }))).toEqual(['Other Attendees']);
    expect(missingFieldNames(check({ minContacts: 2 }, {}))).toEqual(['Other Attendees']);
    expect(missingFieldNames(createValidator(compile({ minContacts: 2 })).validate({}))).toEqual(['Other Attendees']);
    expect(check({ minContacts: 2 }, { additionalContacts: sampleContacts }).valid).toBe(true);
  });

  it('falls back to the display name when no section title is configured', () => {
    expect(missingFieldNames(check({ sectionTitle: '  ' }, {}))).toEqual(['Other Contacts']);
  });

  it('lets the list be empty or left out when minContacts is 0', () => {
    const optional = compile({ minContacts: 0 });
    expect(optional.jsonSchema.required).toEqual([]);
    expect(createValidator(optional).validate({}).valid).toBe(true);
    expect(check({ minContacts: 0 }, { additionalContacts: [] }).valid).toBe(true);
  });

  it('needs every column non-blank general text and the contact number', () => {
    const contact = sampleContacts[0]!;
    expect(missingFieldNames(check({}, { additionalContacts: [{ itemNumber: 1, fullName: 'Alex Rivera' }] }))).toEqual([
      'Email',
      'Job Title',
    ]);
    expect(codes({}, { additionalContacts: [{ ...contact, email: '   ' }] })).toEqual(['contactList.additionalContacts.0.email:required']);
    expect(codes({}, { additionalContacts: [{ ...contact, itemNumber: 0 }] })).toEqual([
      'contactList.additionalContacts.0.itemNumber:minimum',
    ]);
    expect(codes({}, { additionalContacts: [{ ...contact, phone: '555' }] })).toEqual([
      'contactList.additionalContacts.0.phone:additionalProperties',
    ]);
    expect(codes({}, { additionalContacts: sampleContacts, notes: 'x' })).toEqual(['contactList.notes:unevaluatedProperties']);
  });

  it('renders the contact table with one input per column, captions as headers', () => {
    const ui = compile().uiSchema['contactList'] as Record<string, Record<string, unknown>>;
    const table = ui['additionalContacts']!;
    expect(table['ui:field']).toBe(CONTACT_TABLE_FIELD);
    const options = (
      table['ui:options'] as {
        entryTable: { columns: { name: string; header: string; label: string }[]; addLabel: string; emptyText: string };
      }
    ).entryTable;
    expect(options.columns).toEqual([
      { name: 'fullName', header: 'Full Name', label: 'Full Name' },
      { name: 'jobTitle', header: 'Job Title', label: 'Job Title' },
      { name: 'email', header: 'Email', label: 'Email' },
    ]);
    expect(options.addLabel).toBe('Add Contact');
    expect(options.emptyText).toBe("No 'Other Attendees' Specified");
  });

  it('has a default configuration that compiles: name, email and phone, no minimum', () => {
    const type = componentRegistry['ContactListQuestion']!;
    expect(type.section).toBe('Body');
    const compiled = compileSample([{ ...sampleContactListComponent(), configuration: {} }]);
    const items = compiled.jsonSchema.properties?.['contactList']?.properties?.['additionalContacts']?.items as JsonSchema;
    expect(Object.keys(items.properties ?? {})).toEqual(['itemNumber', 'contactName', 'contactEmail', 'contactPhone']);
    expect(compiled.jsonSchema.required).toEqual([]);
  });

  it('refuses configurations without columns, with a bad or repeated column name, or a negative minimum', () => {
    expect(() => compile({ columns: [] })).toThrow(FormConfigError);
    expect(() => compile({ columns: [{ name: 'Full Name', caption: 'Full Name' }] })).toThrow(/configuration/);
    expect(() => compile({ columns: [{ name: 'itemNumber', caption: 'Number' }] })).toThrow(FormConfigError);
    expect(() => compile({ columns: [{ name: 'email', caption: ' ' }] })).toThrow(FormConfigError);
    expect(() => compile({ minContacts: -1 })).toThrow(FormConfigError);
    expect(() =>
      compile({
        columns: [
          { name: 'email', caption: 'Email' },
          { name: 'email', caption: 'Work Email' },
        ],
      }),
    ).toThrow(/unique \(repeated: email\)/);
  });

  it('feeds no participant list column', () => {
    const compiled = compile();
    expect(projectAnswers(compiled, { contactList: { additionalContacts: sampleContacts } }, componentRegistry)).toEqual({});
  });
});
