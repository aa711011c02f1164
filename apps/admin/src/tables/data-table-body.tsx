import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';

/** Props of DataTableBody: a table instance and the empty-state text. */
export interface DataTableBodyProps<TFeatures extends TableFeatures, TData extends RowData> {
  // The selected state is not read here, so any selection the owner chose fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: ReactTable<TFeatures, TData, any>;
  /** Shown in a single row spanning every column when the current page has no rows. */
  emptyText: string;
}

/**
 * The <tbody> of a TanStack Table instance: the current row model, one cell
 * per column (data-column names the column for styling), or the empty text.
 * Shared by DataTable and the tables with their own header (participants).
 */
export function DataTableBody<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  emptyText,
}: DataTableBodyProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  return (
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td className="data-table__empty" colSpan={table.getAllLeafColumns().length}>
            {emptyText}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} data-column={cell.column.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}
