import type { KeyboardEvent, RefObject } from 'react';
import type { EntryTableColumn } from './entry-table-options.ts';

/** Props of EntryTableNewRow. */
export interface EntryTableNewRowProps {
  /** Base of the element ids (the RJSF field id). */
  id: string;
  columns: readonly EntryTableColumn[];
  /** The number the new entry gets, shown first when the table has a number column. */
  nextNumber?: number;
  draft: Readonly<Record<string, string>>;
  /** The refusal under each input that has one ('{label}' required, or not valid). */
  errors: Readonly<Record<string, string>>;
  onDraftChange(column: string, value: string): void;
  addLabel: string;
  onAdd(): void;
  /** Receives each column's input, for moving focus. */
  inputs: RefObject<Record<string, HTMLInputElement | null>>;
}

/** Id of the new-entry input of `column` in the entry table `id`. */
export function newEntryInputId(id: string, column: string): string {
  return `${id}__new_${column}`;
}

/**
 * The footer row of EntryTable where an entry is added: one labelled input
 * per column (the column's label read out, shown as placeholder), its
 * refusal under it (aria-invalid, described by the refusal), and the add
 * button. Enter in an input adds instead of submitting the form.
 */
export function EntryTableNewRow({
  id,
  columns,
  nextNumber,
  draft,
  errors,
  onDraftChange,
  addLabel,
  onAdd,
  inputs,
}: EntryTableNewRowProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAdd();
  };
  return (
    <tr className="entry-table__new">
      {nextNumber === undefined ? null : (
        <td className="entry-table__number" aria-hidden="true">
          {nextNumber}
        </td>
      )}
      {columns.map((column) => {
        const inputId = newEntryInputId(id, column.name);
        const error = errors[column.name];
        return (
          <td key={column.name}>
            <div className="entry-table__field">
              <label className="visually-hidden" htmlFor={inputId}>
                {column.label}
              </label>
              <input
                ref={(element) => {
                  inputs.current[column.name] = element;
                }}
                id={inputId}
                className="input"
                type="text"
                value={draft[column.name] ?? ''}
                placeholder={column.label}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={error === undefined ? undefined : `${inputId}__error`}
                onChange={(event) => onDraftChange(column.name, event.target.value)}
                onKeyDown={handleKeyDown}
              />
              {error === undefined ? null : (
                <span id={`${inputId}__error`} className="entry-table__error">
                  {error}
                </span>
              )}
            </div>
          </td>
        );
      })}
      <td>
        <button type="button" className="entry-table__button entry-table__button--add" onClick={onAdd}>
          {addLabel}
        </button>
      </td>
    </tr>
  );
}
