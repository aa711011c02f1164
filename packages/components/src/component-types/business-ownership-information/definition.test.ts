import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { JsonSchema } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample } from '../../test-support/form-definitions.ts';
import {
  sampleBusinessOwnershipComponent,
  sampleOtherOwners,
  validBusinessOwnershipInformation,
} from '../../test-support/sample-business-ownership-information.ts';
import { OWNER_TABLE_FIELD } from './definition.ts';

const compiled = compileSample([sampleBusinessOwnershipComponent()]);
const validate = (answers: Record<string, unknown>) => createValidator(compiled).validate({ businessOwnershipInformation: answers });
const codes = (answers: Record<string, unknown>) =>
  validate(answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();
const schema = compiled.jsonSchema.properties?.['businessOwnershipInformation'] as JsonSchema;

describe('BusinessOwnershipInformation', () => {
  it('is registered for the Body and compiles under its key with the section title', () => {
    expect(componentRegistry['BusinessOwnershipInformation']?.section).toBe('Body');
    expect(componentRegistry['BusinessOwnershipInformation']?.configSchema).toBeUndefined();
    expect(schema.title).toBe('Business Ownership');
    expect(Object.keys(schema.properties ?? {})).toEqual(['legendsOwnershipPercent', 'legendInvolvedDayToDay', 'additionalBusinessOwners']);
    expect(compiled.jsonSchema.required).toEqual(['businessOwnershipInformation']);
  });

  it('accepts the ownership answers with up to 2 other owners, or none', () => {
    expect(validate(validBusinessOwnershipInformation)).toEqual({ valid: true, errors: [] });
    expect(validate({ legendsOwnershipPercent: '100', legendInvolvedDayToDay: 'No' }).valid).toBe(true);
    expect(validate({ legendsOwnershipPercent: '100', legendInvolvedDayToDay: 'No', additionalBusinessOwners: [] }).valid).toBe(true);
  });

  it('requires the ownership percentage and day-to-day involvement (spec §5 ownership set)', () => {
    expect(missingFieldNames(validate({}))).toEqual(['Legend Involved Day to Day', "Legend's Ownership %"]);
    expect(codes({ legendsOwnershipPercent: '', legendInvolvedDayToDay: 'Yes' })).toEqual([
      'businessOwnershipInformation.legendsOwnershipPercent:required',
    ]);
    expect(missingFieldNames(validate({ legendsOwnershipPercent: '', legendInvolvedDayToDay: 'Yes' }))).toEqual(["Legend's Ownership %"]);
  });

  it('takes digits, hyphens and commas as the ownership percentage (spec §5 numeric), 25 characters at most', () => {
    for (const percent of ['51', '40-50', '1,000', ' 51 '])
      expect(validate({ ...validBusinessOwnershipInformation, legendsOwnershipPercent: percent }).valid, percent).toBe(true);
    for (const percent of ['51%', 'fifty', '5.5', '5 1']) {
      expect(codes({ ...validBusinessOwnershipInformation, legendsOwnershipPercent: percent }), percent).toEqual([
        'businessOwnershipInformation.legendsOwnershipPercent:pattern',
      ]);
    }
    expect(codes({ ...validBusinessOwnershipInformation, legendsOwnershipPercent: '1'.repeat(26) })).toEqual([
      'businessOwnershipInformation.legendsOwnershipPercent:maxLength',
    ]);
  });

  it('answers day-to-day involvement Yes or No only', () => {
    expect(schema.properties?.['legendInvolvedDayToDay']?.enum).toEqual(['Yes', 'No']);
    expect(codes({ ...validBusinessOwnershipInformation, legendInvolvedDayToDay: 'Sometimes' })).toEqual([
      'businessOwnershipInformation.legendInvolvedDayToDay:enum',
    ]);
  });

  it('refuses a third other owner (spec §9: up to 2)', () => {
    const third = { ownerNumber: 2, ownerName: 'Lee Park', ownerTitle: 'Investor', ownerPercent: '5' };
    expect(codes({ ...validBusinessOwnershipInformation, additionalBusinessOwners: [...sampleOtherOwners, third] })).toEqual([
      'businessOwnershipInformation.additionalBusinessOwners:maxItems',
    ]);
    expect(
      missingFieldNames(validate({ ...validBusinessOwnershipInformation, additionalBusinessOwners: [...sampleOtherOwners, third] })),
    ).toEqual(['Other Owners']);
  });

  it('needs every owner field, numbered from 1, with the name, text and numeric patterns', () => {
    const owner = sampleOtherOwners[0]!;
    const withOwner = (changes: Record<string, unknown>) => ({
      ...validBusinessOwnershipInformation,
      additionalBusinessOwners: [{ ...owner, ...changes }],
    });
    expect(missingFieldNames(validate(withOwner({ ownerName: undefined, ownerTitle: undefined, ownerPercent: undefined })))).toEqual([
      'Owner %',
      'Owner Name',
      'Owner Title',
    ]);
    expect(codes(withOwner({ ownerNumber: 0 }))).toEqual(['businessOwnershipInformation.additionalBusinessOwners.0.ownerNumber:minimum']);
    expect(codes(withOwner({ ownerNumber: 3 }))).toEqual(['businessOwnershipInformation.additionalBusinessOwners.0.ownerNumber:maximum']);
    expect(codes(withOwner({ ownerName: 'D4na' }))).toEqual(['businessOwnershipInformation.additionalBusinessOwners.0.ownerName:pattern']);
    expect(codes(withOwner({ ownerTitle: '...' }))).toEqual(['businessOwnershipInformation.additionalBusinessOwners.0.ownerTitle:pattern']);
    expect(codes(withOwner({ ownerPercent: '25%' }))).toEqual([
      'businessOwnershipInformation.additionalBusinessOwners.0.ownerPercent:pattern',
    ]);
    expect(codes(withOwner({ ownerEmail: 'dana@example.org' }))).toEqual([
      'businessOwnershipInformation.additionalBusinessOwners.0.ownerEmail:additionalProperties',
    ]);
  });

  it('refuses answers it does not ask for', () => {
    expect(codes({ ...validBusinessOwnershipInformation, ownershipPercentageB: '10' })).toEqual([
      'businessOwnershipInformation.ownershipPercentageB:unevaluatedProperties',
    ]);
  });

  it('renders involvement as a Yes/No radio and the other owners in the owner table with the spec columns', () => {
    const ui = compiled.uiSchema['businessOwnershipInformation'] as Record<string, Record<string, unknown>>;
    expect(ui['legendInvolvedDayToDay']?.['ui:widget']).toBe('radio');
    const table = ui['additionalBusinessOwners']!;
    expect(table['ui:field']).toBe(OWNER_TABLE_FIELD);
    const options = (
      table['ui:options'] as {
        entryTable: { columns: { header: string; label: string }[]; addLabel: string; emptyText: string; numberKey: string };
      }
    ).entryTable;
    expect(options.columns.map((column) => column.header)).toEqual(['Name', 'Title', 'Ownership %']);
    expect(options.columns.map((column) => column.label)).toEqual(['Owner Name', 'Owner Title', 'Owner %']);
    expect(options).toMatchObject({ addLabel: 'Add Owner', emptyText: "No 'Other Owners' Specified", numberKey: 'ownerNumber' });
  });

  it('feeds no participant list column', () => {
    expect(projectAnswers(compiled, { businessOwnershipInformation: validBusinessOwnershipInformation }, componentRegistry)).toEqual({});
  });
});
