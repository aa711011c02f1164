import { t } from '@lingui/core/macro';
import type { EntryTableOptions } from './entry-table-options.ts';
import type { TableEntry } from './entry-table.tsx';

/** Props of EntryTableRows. */
export interface EntryTableRowsProps {
  options: EntryTableOptions;
  entries: readonly TableEntry[];
  /** Show the Remove action of each entry. */
  editable: boolean;
  /** Errors of one stored cell (row index, column name) visible now, if any. */
  cellErrors(row: number, column: string): readonly string[];
  /** Takes out the entry with this number. */
  onRemove(number: unknown): void;
}

/**
 * The body of EntryTable: one row per entry (its number, its texts with the
 * errors of each cell, and a Remove button named after the entry, e.g.
 * 'Remove contact 1: Alex Rivera'), or the empty text across the table.
 */
export function EntryTableRows({ options, entries, editable, cellErrors, onRemove }: EntryTableRowsProps) {
  const { columns, numberKey, noun } = options;
  if (entries.length === 0)
    return (
      <tr>
        <td colSpan={columns.length + (options.numberHeader ? 1 : 0) + (editable ? 1 : 0)} className="entry-table__empty">
          {options.emptyText}
        </td>
      </tr>
    );
  return entries.map((entry, row) => (
    <tr key={`${String(entry[numberKey])}-${row}`}>
      {options.numberHeader ? <td className="entry-table__number">{String(entry[numberKey] ?? '')}</td> : null}
      {columns.map((column) => (
        <td key={column.name}>
          {String(entry[column.name] ?? '')}
          {cellErrors(row, column.name).map((message) => (
            <span key={message} className="entry-table__error">
              {message}
            </span>
          ))}
        </td>
      ))}
      {editable ? (
        <td>
          <button
            type="button"
            className="entry-table__button entry-table__button--remove"
            aria-label={t`Remove ${noun.one} ${String(entry[numberKey] ?? row + 1)}: ${String(entry[columns[0]?.name ?? ''] ?? '')}`}
            onClick={() => onRemove(entry[numberKey])}
          >
            {t`Remove`}
          </button>
        </td>
      ) : null}
    </tr>
  ));
}
