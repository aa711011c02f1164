import { useLingui } from '@lingui/react/macro';
import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { DataTableBody } from './data-table-body.tsx';

/** Props of DataTable: a table instance, its accessible caption and the empty-state text. */
export interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  // The selected state is not read here, so any selection the owner chose fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: ReactTable<TFeatures, TData, any>;
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /** Shown in a single row when the current page has no rows, e.g. 'No Participants'. */
  emptyText: string;
}

/**
 * Renders a TanStack Table instance as a semantic HTML table: a caption, column
 * headers with scope, the current row model, and the empty text when there are
 * no rows. Paging controls live outside (see Pager).
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  caption,
  emptyText,
}: DataTableProps<TFeatures, TData>) {
  const { t } = useLingui();
  return (
    // Focusable and named, so keyboard users can scroll a table wider than the screen (WCAG 2.1.1).
    <div className="table-scroll" role="region" aria-label={t`${caption} table`} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" colSpan={header.colSpan}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <DataTableBody table={table} emptyText={emptyText} />
      </table>
    </div>
  );
}
