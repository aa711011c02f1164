import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import type { CompileContext } from '@huddle/form-engine';
import type { ContactColumn } from './contact-list-schema.ts';
import {
  DEFAULT_CONTACT_COLUMNS,
  contactListConfigProperties,
  contactListSchema,
  contactListUiSchema,
  readContactListConfig,
} from './contact-list-schema.ts';

/** Admin configuration of ContactListQuestion (spec §3: sectionTitle, other contacts columns and minContacts). */
export interface ContactListQuestionConfig {
  /** Heading of the section and name of the list in the missing-fields list; blank: the component's display name. */
  sectionTitle: string;
  columns: ContactColumn[];
  minContacts: number;
  [key: string]: unknown;
}

/** Answers key of the contacts inside the component's answers object (spec §3 applicant form fields). */
export const ADDITIONAL_CONTACTS_KEY = 'additionalContacts';

const configSchema: JsonSchema = {
  type: 'object',
  properties: {
    sectionTitle: { type: 'string', title: 'Section title', maxLength: 200 },
    ...contactListConfigProperties,
  },
  required: ['sectionTitle', 'columns', 'minContacts'],
};

/** The section title: the configured sectionTitle, else the component's display name. */
export function contactListTitle(config: ContactListQuestionConfig, ctx: CompileContext): string {
  return config.sectionTitle.trim() || ctx.component.displayName;
}

/**
 * ContactListQuestion (spec §2 'other contacts table', Body): a table of
 * other contacts with one input per configured column (spec §3 columns
 * name + caption) and 'Add Contact'. Answers object:
 * `{ additionalContacts: [{ itemNumber: 1, <column>: text, ... }] }`, at
 * least minContacts contacts (spec §4/§5); the list is named by the section
 * title in the missing-fields list. Column names must be unique.
 */
export const contactListQuestion: ComponentType<ContactListQuestionConfig> = {
  name: 'ContactListQuestion',
  section: 'Body',
  description: 'A table of other contacts with configured columns and a minimum number of contacts.',
  configSchema,
  defaultConfiguration: { sectionTitle: '', columns: DEFAULT_CONTACT_COLUMNS, minContacts: 0 },
  toSchema(config, ctx): JsonSchema {
    const list = readContactListConfig(config, 'ContactListQuestion');
    const title = contactListTitle(config, ctx);
    const text = ctx.component.componentText?.trim();
    return {
      type: 'object',
      title,
      ...(text ? { description: text } : {}),
      properties: { [ADDITIONAL_CONTACTS_KEY]: contactListSchema(list, list.minContacts, title) },
      required: list.minContacts > 0 ? [ADDITIONAL_CONTACTS_KEY] : [],
      unevaluatedProperties: false,
    };
  },
  toUiSchema(config, ctx): UiSchema {
    const list = readContactListConfig(config, 'ContactListQuestion');
    const emptyText = `No '${contactListTitle(config, ctx)}' Specified`;
    return { [ADDITIONAL_CONTACTS_KEY]: contactListUiSchema(list, emptyText, { 'ui:label': false }) };
  },
};
