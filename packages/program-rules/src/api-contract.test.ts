import { schemaDocuments } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { PROGRAM_YEAR_RANGE } from './league-year.ts';
import { MAX_PROGRAM_FEE, PROGRAM_FEE_STEP } from './program-fee.ts';
import { questionTypeIds } from './question-types.ts';
import { settingsTextLimits } from './settings-checks.ts';
import { richTextSettingsFields, settingsFields } from './settings-fields.ts';
import { textPatterns } from './text-patterns.ts';

/** A property of a schema document, read as plain JSON. */
type Property = Record<string, unknown>;

function propertyOf(schema: string, property: string): Property {
  const document = schemaDocuments[schema as keyof typeof schemaDocuments] as unknown as { properties: Record<string, Property> };
  return document.properties[property] ?? {};
}

function definitionOf(schema: string, definition: string): Property {
  const document = schemaDocuments[schema as keyof typeof schemaDocuments] as unknown as { $defs: Record<string, Property> };
  return document.$defs[definition] ?? {};
}

/**
 * The API contract (schemas/) states some of the rules for its readers
 * (OpenAPI clients); it must state them as the rules module has them.
 */
describe('the API contract states the program rules as @huddle/program-rules has them', () => {
  const request = 'ProgramSettingsUpdateRequest';

  it('program name, display name, social link and path patterns and lengths', () => {
    expect(propertyOf(request, 'eventName')).toMatchObject({
      pattern: textPatterns.programName,
      maxLength: settingsTextLimits.programName,
    });
    expect(propertyOf(request, 'programDisplayName')).toMatchObject({
      pattern: textPatterns.programDisplayName,
      maxLength: settingsTextLimits.programName,
    });
    for (const field of ['facebookAddress', 'instagramAddress', 'twitterAddress'])
      expect(propertyOf(request, field), field).toMatchObject({
        pattern: textPatterns.webAddress,
        maxLength: settingsTextLimits.webAddress,
      });
    expect(propertyOf(request, 'applicationUrl')).toMatchObject({
      pattern: textPatterns.applicationUrl,
      maxLength: settingsTextLimits.applicationUrl,
    });
    expect(propertyOf('ProgramSettings', 'eventDescription')).toMatchObject({ maxLength: settingsTextLimits.richText });
  });

  it('fee range and step, and the program year range', () => {
    for (const [schema, fee] of [
      [request, propertyOf(request, 'programFee')],
      ['ProgramSettings', propertyOf('ProgramSettings', 'programFee')],
    ] as const)
      expect(fee, schema).toMatchObject({ minimum: 0, maximum: MAX_PROGRAM_FEE, multipleOf: PROGRAM_FEE_STEP });
    expect(propertyOf('PaymentSummaryResponse', 'programFee')).toMatchObject({ minimum: 0, maximum: MAX_PROGRAM_FEE });
    expect(propertyOf(request, 'eventYear')).toMatchObject({ minimum: PROGRAM_YEAR_RANGE.min, maximum: PROGRAM_YEAR_RANGE.max });
  });

  it('settings fields and question types', () => {
    expect(new Set(definitionOf('AdminProgramResponse', 'ProgramSettingsField').enum as string[])).toEqual(new Set(settingsFields));
    expect(Object.keys((schemaDocuments[request] as unknown as { properties: object }).properties).sort()).toEqual(
      [...settingsFields].sort(),
    );
    for (const field of richTextSettingsFields) expect(settingsFields).toContain(field);
    expect(definitionOf('Question', 'QuestionTypeId').enum).toEqual([...questionTypeIds]);
  });
});
