import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import { useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { EntryTableNewRow } from './entry-table-new-row.tsx';
import { EntryTableRows } from './entry-table-rows.tsx';
import type { EntryTableColumn, EntryTableOptions } from './entry-table-options.ts';
import './entry-table.css';

/** One entry of the table: its number under `numberKey` and one text per column. */
export type TableEntry = Record<string, unknown>;

/** Props of EntryTable. */
export interface EntryTableProps {
  /** Base of the element ids (the RJSF field id). */
  id: string;
  /** Name of the table, shown above it unless `showTitle` is false (then only read out). */
  title: string;
  /** Show the title (false where a section heading already says it). */
  showTitle: boolean;
  /** Mark the title as required (the list needs entries). */
  required: boolean;
  options: EntryTableOptions;
  entries: readonly TableEntry[];
  /** Most entries allowed (spec §9: 2 other owners); no limit when absent. */
  maxEntries?: number;
  /** Fewest entries the answers need (contact list minContacts); 0 when absent. */
  minEntries?: number;
  /** Read-only or disabled: the table without inputs and actions. */
  readOnly: boolean;
  /** Errors of the whole list, already filtered to those visible now. */
  listErrors: readonly string[];
  /** Errors of one stored cell (row index, column name) visible now, if any. */
  cellErrors(row: number, column: string): readonly string[];
  /** Whether a non-empty, trimmed value is valid for a column (the answers schema decides). */
  isValidValue(column: string, value: string): boolean;
  onChange(entries: TableEntry[]): void;
  /** Focus left the table (the field counts as visited). */
  onLeave(): void;
}

const plural = (count: number, noun: EntryTableOptions['noun']) => `${count} ${count === 1 ? noun.one : noun.other}`;
const emptyDraft = (columns: readonly EntryTableColumn[]) => Object.fromEntries(columns.map((column) => [column.name, '']));

/**
 * A numbered entry table (spec §2 Other Owners and other-contacts tables):
 * one row per entry with a Remove action, and a row of inputs with the add
 * button. Adding requires every input non-empty, else "'{label}' required"
 * under the empty input (spec §5), and a value the answers schema accepts;
 * the new entry gets the next number (from 1) and the inputs are cleared.
 * Remove takes an entry out by its number and renumbers the rest 1..n. At
 * `maxEntries` the inputs give way to a note. Enter in an input adds instead
 * of submitting the form (EntryTableNewRow).
 */
export function EntryTable(props: EntryTableProps) {
  const {
    id,
    title,
    showTitle,
    required,
    options,
    entries,
    maxEntries,
    minEntries = 0,
    readOnly,
    listErrors,
    cellErrors,
    isValidValue,
    onChange,
    onLeave,
  } = props;
  useInterfaceLanguage();
  const { columns, numberKey, noun } = options;
  const [draft, setDraft] = useState<Record<string, string>>(() => emptyDraft(columns));
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const limitNote = useRef<HTMLParagraphElement>(null);
  const atLimit = maxEntries !== undefined && entries.length >= maxEntries;
  const editable = !readOnly;

  const add = () => {
    const problems: Record<string, string> = {};
    for (const column of columns) {
      const value = (draft[column.name] ?? '').trim();
      if (value === '') problems[column.name] = `'${column.label}' required`;
      else if (!isValidValue(column.name, value)) problems[column.name] = column.invalidMessage ?? `'${column.label}' is not valid`;
    }
    const firstProblem = columns.find((column) => problems[column.name] !== undefined);
    setDraftErrors(problems);
    if (firstProblem) {
      inputs.current[firstProblem.name]?.focus();
      return;
    }
    const number = entries.length + 1;
    const entry: TableEntry = {
      [numberKey]: number,
      ...Object.fromEntries(columns.map((column) => [column.name, (draft[column.name] ?? '').trim()])),
    };
    onChange([...renumber(entries, numberKey), entry]);
    setDraft(emptyDraft(columns));
    setAnnouncement(t`${capitalize(noun.one)} ${number} added.`);
    if (maxEntries !== undefined && number >= maxEntries) requestAnimationFrame(() => limitNote.current?.focus());
    else inputs.current[columns[0]?.name ?? '']?.focus();
  };

  const remove = (number: unknown) => {
    onChange(
      renumber(
        entries.filter((entry) => entry[numberKey] !== number),
        numberKey,
      ),
    );
    setAnnouncement(t`${capitalize(noun.one)} ${String(number)} removed.`);
    requestAnimationFrame(() => inputs.current[columns[0]?.name ?? '']?.focus());
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };

  return (
    <div className="entry-table" onBlur={handleBlur}>
      <span id={`${id}__title`} className={showTitle ? 'field__label' : 'visually-hidden'}>
        {title}
        {showTitle && required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
      {editable && minEntries > 0 ? <p className="entry-table__note">{t`Add at least ${plural(minEntries, noun)}.`}</p> : null}
      {/* A wide table scrolls sideways in its own region, which keyboard users can reach (WCAG 1.4.10, 2.1.1). */}
      <div className="entry-table__scroll" role="region" tabIndex={0} aria-labelledby={`${id}__title`}>
        <table className="entry-table__table" id={`${id}__table`} aria-labelledby={`${id}__title`}>
          <thead>
            <tr>
              {options.numberHeader ? (
                <th scope="col" className="entry-table__number">
                  {options.numberHeader}
                </th>
              ) : null}
              {columns.map((column) => (
                <th scope="col" key={column.name}>
                  {column.header}
                </th>
              ))}
              {editable ? <th scope="col">{t`Action`}</th> : null}
            </tr>
          </thead>
          <tbody>
            <EntryTableRows options={options} entries={entries} editable={editable} cellErrors={cellErrors} onRemove={remove} />
          </tbody>
          {editable && !atLimit ? (
            <tfoot>
              <EntryTableNewRow
                id={id}
                columns={columns}
                nextNumber={options.numberHeader ? entries.length + 1 : undefined}
                draft={draft}
                errors={draftErrors}
                onDraftChange={(column, value) => {
                  setDraft((previous) => ({ ...previous, [column]: value }));
                  setDraftErrors(({ [column]: _cleared, ...rest }) => rest);
                }}
                addLabel={options.addLabel}
                onAdd={add}
                inputs={inputs}
              />
            </tfoot>
          ) : null}
        </table>
      </div>
      {editable && maxEntries !== undefined ? (
        <p className="entry-table__note" ref={limitNote} tabIndex={atLimit ? -1 : undefined}>
          {atLimit
            ? t`You have listed the most ${noun.other} allowed (${maxEntries}). Remove one to add another.`
            : t`You can list up to ${plural(maxEntries, noun)}.`}
        </p>
      ) : null}
      <div className="field__errors" aria-live="polite">
        {listErrors.length > 0 ? (
          <ul>
            {listErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** The entries numbered 1..n in their order (spec §5: entries numbered from 1). */
export function renumber(entries: readonly TableEntry[], numberKey: string): TableEntry[] {
  return entries.map((entry, index) => ({ ...entry, [numberKey]: index + 1 }));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
