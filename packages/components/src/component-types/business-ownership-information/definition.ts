import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import { FRIENDLY_NAME_KEYWORD, specPatterns } from '@huddle/form-engine';
import { entryTableUiSchema } from '../contact-list-question/entry-table-options.ts';
import type { EntryTableOptions } from '../contact-list-question/entry-table-options.ts';

/** spec §9: up to 2 additional owners (legend business). */
export const MAX_OTHER_OWNERS = 2;

/** Name of the RJSF field rendering the Other Owners table. */
export const OWNER_TABLE_FIELD = 'BusinessOwnershipInformation.OwnerTable';

/** spec §2: text of the Other Owners table without entries. */
export const NO_OTHER_OWNERS_TEXT = "No 'Other Owners' Specified";

/** spec §5 "numeric inputs min 1, max 25": ownership percentages are 1 to 25 characters. */
const NUMERIC_MAX_LENGTH = 25;

/** spec §9 'Yes/No legend involved day to day'. */
export const YES_NO = ['Yes', 'No'] as const;

const numeric = (title: string): JsonSchema => ({
  type: 'string',
  title,
  pattern: specPatterns.numeric,
  minLength: 1,
  maxLength: NUMERIC_MAX_LENGTH,
});

/** spec §3 Other owner: ownerNumber (1-based), ownerName, ownerTitle, ownerPercent. */
const ownerSchema: JsonSchema = {
  type: 'object',
  properties: {
    ownerNumber: { type: 'integer', title: 'Owner Number', minimum: 1, maximum: MAX_OTHER_OWNERS },
    ownerName: { type: 'string', title: 'Owner Name', pattern: specPatterns.name, maxLength: 200 },
    ownerTitle: { type: 'string', title: 'Owner Title', pattern: specPatterns.generalText, maxLength: 200 },
    ownerPercent: numeric('Owner %'),
  },
  required: ['ownerNumber', 'ownerName', 'ownerTitle', 'ownerPercent'],
  additionalProperties: false,
};

/**
 * The Other Owners table (spec §2 columns Name, Title, Ownership %, Action;
 * §5 messages "'Owner Name' required", "'Owner Title' required",
 * "'Owner %' required").
 */
export const ownerTableOptions: EntryTableOptions = {
  numberKey: 'ownerNumber',
  columns: [
    {
      name: 'ownerName',
      header: 'Name',
      label: 'Owner Name',
      invalidMessage: "'Owner Name' may contain only letters, spaces and . , ' - _ ( )",
    },
    { name: 'ownerTitle', header: 'Title', label: 'Owner Title', invalidMessage: "'Owner Title' needs at least one letter or digit" },
    {
      name: 'ownerPercent',
      header: 'Ownership %',
      label: 'Owner %',
      invalidMessage: "'Owner %' may contain only digits, hyphens and commas",
    },
  ],
  addLabel: 'Add Owner',
  emptyText: NO_OTHER_OWNERS_TEXT,
  noun: { one: 'other owner', other: 'other owners' },
};

/**
 * BusinessOwnershipInformation (spec §2, Body; no admin configuration): the
 * Legend's ownership percentage (spec §5 numeric: digits, hyphen, comma),
 * whether the Legend is involved day to day (Yes/No), both required, and the
 * Other Owners table: `additionalBusinessOwners`, at most 2 owners (spec §9)
 * `{ ownerNumber, ownerName, ownerTitle, ownerPercent }`, numbered 1..n.
 * Removing an owner renumbers the rest 1..n, so numbers always match rows.
 * Feeds no participant list column.
 */
export const businessOwnershipInformation: ComponentType = {
  name: 'BusinessOwnershipInformation',
  section: 'Body',
  description: "The Legend's ownership share, day-to-day involvement and up to 2 other owners.",
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return {
      type: 'object',
      title: ctx.component.displayName,
      properties: {
        legendsOwnershipPercent: numeric("Legend's Ownership %"),
        legendInvolvedDayToDay: {
          type: 'string',
          title: 'Is the Legend involved in the business day to day?',
          [FRIENDLY_NAME_KEYWORD]: 'Legend Involved Day to Day',
          enum: [...YES_NO],
        },
        additionalBusinessOwners: { type: 'array', title: 'Other Owners', items: ownerSchema, maxItems: MAX_OTHER_OWNERS },
      },
      required: ['legendsOwnershipPercent', 'legendInvolvedDayToDay'],
      unevaluatedProperties: false,
    };
  },
  toUiSchema(): UiSchema {
    return {
      'ui:order': ['legendsOwnershipPercent', 'legendInvolvedDayToDay', 'additionalBusinessOwners', '*'],
      legendsOwnershipPercent: { 'ui:placeholder': 'e.g. 51', 'ui:help': 'Digits, hyphens and commas only, e.g. 51 or 40-50.' },
      legendInvolvedDayToDay: { 'ui:widget': 'radio', 'ui:options': { columns: 2 } },
      additionalBusinessOwners: entryTableUiSchema(OWNER_TABLE_FIELD, ownerTableOptions),
    };
  },
};
