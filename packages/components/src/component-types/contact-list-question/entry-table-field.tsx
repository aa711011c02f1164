import { t } from '@lingui/core/macro';
import { getUiOptions } from '@rjsf/utils';
import type { ErrorSchema, FieldProps, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { errorsVisible } from '../../theme/program-form-context.ts';
import { ENTRY_TABLE_OPTION } from './entry-table-options.ts';
import type { EntryTableOptions } from './entry-table-options.ts';
import { EntryTable } from './entry-table.tsx';
import type { TableEntry } from './entry-table.tsx';

/**
 * The RJSF field behind 'BusinessOwnershipInformation.OwnerTable' and
 * 'ContactListQuestion.ContactTable': an array of entries edited through
 * EntryTable. Options come from `ui:options.entryTable`; the limit from the
 * array's maxItems, the minimum from its minContains; each new value is
 * checked against its column's schema with the form's validator (the one the
 * server uses). The list's errors show once the table was left or a submit
 * was attempted: below the minimum as "Please add at least N ...", others as
 * RJSF reports them; errors of stored cells show in their cell. The schema
 * title is shown above the table unless `ui:label` is false. Read-only and
 * disabled render the table without inputs and actions.
 */
export function EntryTableField(props: FieldProps<unknown[]>) {
  const { schema, uiSchema, formData, onChange, onBlur, fieldPathId, registry, readonly, disabled, rawErrors, errorSchema, required } =
    props;
  const uiOptions = getUiOptions(uiSchema);
  const options = uiOptions[ENTRY_TABLE_OPTION] as EntryTableOptions | undefined;
  if (!options) throw new Error(`${fieldPathId.$id}: the entry table needs ui:options.${ENTRY_TABLE_OPTION}`);
  const id = fieldPathId.$id;
  const entries = Array.isArray(formData) ? formData.filter(isEntry) : [];
  const minEntries = typeof schema.minContains === 'number' ? schema.minContains : 0;
  const maxEntries = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const columnSchemas = isSchema(schema.items) ? (schema.items.properties ?? {}) : {};
  const visible = (errors: readonly string[] | undefined) => errorsVisible(registry.formContext, id, errors ? [...errors] : undefined);
  const belowMinimum = entries.length < minEntries;
  const listErrors = !visible(rawErrors)
    ? []
    : belowMinimum
      ? [t`Please add at least ${minEntries} ${minEntries === 1 ? options.noun.one : options.noun.other}.`]
      : (rawErrors ?? []);

  return (
    <EntryTable
      id={id}
      title={schema.title ?? ''}
      showTitle={uiOptions.label !== false}
      required={Boolean(required) && minEntries > 0}
      options={options}
      entries={entries}
      maxEntries={maxEntries}
      minEntries={minEntries}
      readOnly={Boolean(readonly || disabled)}
      listErrors={listErrors}
      cellErrors={(row, column) => {
        const errors = cellErrorsOf(errorSchema, row, column);
        return visible(errors) ? errors : [];
      }}
      isValidValue={(column, value) => {
        const columnSchema = columnSchemas[column];
        const validator = registry.schemaUtils.getValidator() as unknown as ValidatorType<unknown>;
        return isSchema(columnSchema) ? validator.isValid(columnSchema, value, registry.rootSchema) : true;
      }}
      onChange={(next) => onChange(next, fieldPathId.path)}
      onLeave={() => onBlur(id, formData)}
    />
  );
}

function cellErrorsOf(errorSchema: ErrorSchema<unknown[]> | undefined, row: number, column: string): string[] {
  const rows = errorSchema as Record<number, Record<string, { __errors?: string[] } | undefined> | undefined> | undefined;
  return rows?.[row]?.[column]?.__errors ?? [];
}

function isEntry(value: unknown): value is TableEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSchema(value: unknown): value is RJSFSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
