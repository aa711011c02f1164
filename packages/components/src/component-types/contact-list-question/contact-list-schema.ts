import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, FRIENDLY_NAME_KEYWORD, compileCached, specPatterns } from '@huddle/form-engine';
import { entryTableUiSchema } from './entry-table-options.ts';

/** One configured column of an other-contacts table (spec §3: columns (name, caption)). */
export interface ContactColumn {
  /** Answer key of the cell in each contact (lower camel, e.g. 'fullName'). */
  name: string;
  /** Column header and input label; names the input in "'{caption}' required". */
  caption: string;
}

/** spec §3 other-contacts configuration: the columns and the minimum number of contacts. */
export interface ContactListConfig {
  columns: ContactColumn[];
  minContacts: number;
}

/** spec §3 Other contact: each contact's 1-based number. */
export const CONTACT_NUMBER_KEY = 'itemNumber';

/** Name of the RJSF field rendering contact lists (component and question type 6). */
export const CONTACT_TABLE_FIELD = 'ContactListQuestion.ContactTable';

/** Column names: lower camel like component keys, never the number key. */
const COLUMN_NAME_PATTERN = '^[a-z][A-Za-z0-9]*$';

/**
 * JSON Schema of the columns and minContacts keys (spec §3), shared by the
 * ContactListQuestion configSchema and question type 6 configurations.
 * Column names must also be unique (checked by readContactListConfig).
 */
export const contactListConfigProperties: Record<string, JsonSchema> = {
  columns: {
    type: 'array',
    title: 'Columns',
    minItems: 1,
    items: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name', pattern: COLUMN_NAME_PATTERN, maxLength: 100, not: { const: CONTACT_NUMBER_KEY } },
        caption: { type: 'string', title: 'Caption', pattern: '\\S', maxLength: 200 },
      },
      required: ['name', 'caption'],
      additionalProperties: false,
    },
  },
  minContacts: { type: 'integer', title: 'Minimum number of contacts', minimum: 0 },
};

/** Columns of a contact list nobody configured yet: name, email and phone. */
export const DEFAULT_CONTACT_COLUMNS: ContactColumn[] = [
  { name: 'contactName', caption: 'Name' },
  { name: 'contactEmail', caption: 'Email' },
  { name: 'contactPhone', caption: 'Phone' },
];

/** JSON Schema of a question type 6 configuration (`{ columns, minContacts }`), checked by readContactListConfig. */
export const contactListConfigSchema: JsonSchema = {
  type: 'object',
  properties: contactListConfigProperties,
  required: ['columns', 'minContacts'],
};

/**
 * Reads a contact list configuration (question type 6 `configuration`, or the
 * ContactListQuestion component's): `{ columns, minContacts }` checked
 * against contactListConfigProperties, column names unique. A question
 * without configuration (null) gets the default columns and no minimum.
 * Throws an Error naming every problem otherwise (the engine reports it as a
 * FormConfigError of the component).
 */
export function readContactListConfig(raw: unknown, subject: string): ContactListConfig {
  if (raw === null || raw === undefined) return { columns: structuredClone(DEFAULT_CONTACT_COLUMNS), minContacts: 0 };
  const validateConfig = compileCached(contactListConfigSchema);
  if (!validateConfig(raw)) {
    const problems = (validateConfig.errors ?? []).map((error) => `configuration${error.instancePath} ${error.message ?? error.keyword}`);
    throw new Error(`${subject}: ${problems.join('; ')}`);
  }
  const config = raw as ContactListConfig;
  const names = config.columns.map((column) => column.name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`${subject}: column names must be unique (repeated: ${[...new Set(repeated)].join(', ')})`);
  return { columns: config.columns.map(({ name, caption }) => ({ name, caption: caption.trim() })), minContacts: config.minContacts };
}

/**
 * The answer schema of a contact list (spec §3 Other contact, §5 "contact
 * list at least minimum"): an array of `{ itemNumber, <column>: text }`, every
 * column non-blank general text, at least `minimum` contacts.
 * The minimum is expressed as `contains` + `minContains` rather than
 * `minItems`, so the form renderer never pads the list with empty rows; the
 * error still sits on the list and names it by `title` / `friendlyName`.
 */
export function contactListSchema(config: ContactListConfig, minimum: number, title: string, friendlyName?: string): JsonSchema {
  return {
    type: 'array',
    title,
    ...(friendlyName ? { [FRIENDLY_NAME_KEYWORD]: friendlyName } : {}),
    items: {
      type: 'object',
      properties: {
        [CONTACT_NUMBER_KEY]: { type: 'integer', title: 'Contact Number', minimum: 1 },
        ...Object.fromEntries(
          config.columns.map((column) => [
            column.name,
            { type: 'string', title: column.caption, pattern: specPatterns.generalText, maxLength: DEFAULT_TEXT_LIMIT },
          ]),
        ),
      },
      required: [CONTACT_NUMBER_KEY, ...config.columns.map((column) => column.name)],
      additionalProperties: false,
    },
    ...(minimum > 0 ? { contains: { type: 'object' }, minContains: minimum } : {}),
  };
}

/** The uiSchema of a contact list: the contact table with one input per column, captions as headers and labels. */
export function contactListUiSchema(config: ContactListConfig, emptyText: string, extra: UiSchema = {}): UiSchema {
  return entryTableUiSchema(
    CONTACT_TABLE_FIELD,
    {
      numberKey: CONTACT_NUMBER_KEY,
      numberHeader: '#',
      columns: config.columns.map((column) => ({ name: column.name, header: column.caption, label: column.caption })),
      addLabel: 'Add Contact',
      emptyText,
      noun: { one: 'contact', other: 'contacts' },
    },
    extra,
  );
}
