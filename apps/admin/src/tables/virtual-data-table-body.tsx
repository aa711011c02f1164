import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** Props of VirtualDataTableBody: a table instance and a first guess of a row's height. */
export interface VirtualDataTableBodyProps<TFeatures extends TableFeatures, TData extends RowData> {
  // The selected state is not read here, so any selection the owner chose fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: ReactTable<TFeatures, TData, any>;
  /** Estimated row height in CSS pixels before a row is measured. */
  estimatedRowHeight?: number;
}

/** Rows rendered beyond each edge of the viewport, so Tab always finds the next row's links in the page. */
const OVERSCAN = 12;

/**
 * The <tbody> of a large page (spec §2: a page holds ceil(rows/10) rows, up
 * to 100,000 at a million), rendered virtualized with @tanstack/react-virtual
 * against the window's scroll: only the rows near the viewport are in the
 * DOM, between two aria-hidden spacer rows that keep the table's full height.
 * Each rendered row carries aria-rowindex (its 1-based position counting the
 * header row as 1), so the owner sets aria-rowcount = rows + 1 on the table.
 * Rows are measured once rendered (wrapping cells may be taller than the
 * estimate). Cells as DataTableBody renders them (data-column per cell).
 */
export function VirtualDataTableBody<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  estimatedRowHeight = 44,
}: VirtualDataTableBodyProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  const body = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = body.current?.getBoundingClientRect().top;
    if (top !== undefined) setScrollMargin(top + window.scrollY);
  }, [rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedRowHeight,
    // A row not laid out (height 0: hidden, or a DOM without layout) keeps the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || estimatedRowHeight,
    overscan: OVERSCAN,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first === undefined ? 0 : first.start - scrollMargin;
  const after = last === undefined ? 0 : virtualizer.getTotalSize() - (last.end - scrollMargin);
  const span = table.getAllLeafColumns().length;
  return (
    <tbody ref={body}>
      {before > 0 && (
        <tr aria-hidden="true" className="data-table__spacer">
          <td colSpan={span} style={{ height: before }} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <tr key={row.id} data-index={item.index} ref={virtualizer.measureElement} aria-rowindex={item.index + 2}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} data-column={cell.column.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        );
      })}
      {after > 0 && (
        <tr aria-hidden="true" className="data-table__spacer">
          <td colSpan={span} style={{ height: after }} />
        </tr>
      )}
    </tbody>
  );
}
