import type { UiSchema } from '@huddle/form-engine';

/**
 * One column of an entry table: the answer key of the cell, the column
 * header, and the label naming the input in messages (spec §5: "'Owner Name'
 * required", "'{caption}' required").
 */
export interface EntryTableColumn {
  /** Property of each entry (e.g. 'ownerName', or a configured contact column name). */
  name: string;
  /** Column header (e.g. 'Name'). */
  header: string;
  /** Label of the new-entry input and name in its messages (e.g. 'Owner Name'). */
  label: string;
  /** Shown under the input when a non-empty value breaks the column's pattern; default "'{label}' is not valid". */
  invalidMessage?: string;
}

/**
 * What the entry table field (BusinessOwnershipInformation.OwnerTable,
 * ContactListQuestion.ContactTable) renders, carried in the uiSchema as
 * `ui:options.entryTable` (plain JSON, so it is part of the compiled form).
 * The value is an array of entries `{ [numberKey]: 1..n, [column]: string }`;
 * the row limit and minimum come from the array schema (maxItems,
 * minContains).
 */
export interface EntryTableOptions {
  /** Property holding the entry's 1-based number ('ownerNumber', 'itemNumber'). */
  numberKey: string;
  columns: EntryTableColumn[];
  /** Text of the add button ('Add Owner', 'Add Contact'). */
  addLabel: string;
  /** Text of the table when it has no entries ("No 'Other Owners' Specified"). */
  emptyText: string;
  /** Header of a column showing the entry number; no number column when absent. */
  numberHeader?: string;
  /** Singular and plural noun of an entry in notes and announcements ('owner', 'owners'). */
  noun: { one: string; other: string };
}

/** Key of the entry table options inside `ui:options`. */
export const ENTRY_TABLE_OPTION = 'entryTable';

/**
 * The uiSchema of an array answered through an entry table field: the field
 * name, its options, and `ui:hideError` (the field shows the list's errors
 * itself, in its own words; see EntryTable).
 */
export function entryTableUiSchema(field: string, options: EntryTableOptions, extra: UiSchema = {}): UiSchema {
  const extraOptions = typeof extra['ui:options'] === 'object' && extra['ui:options'] !== null ? (extra['ui:options'] as UiSchema) : {};
  return {
    ...extra,
    'ui:field': field,
    'ui:hideError': true,
    'ui:options': { ...extraOptions, [ENTRY_TABLE_OPTION]: options },
  };
}
