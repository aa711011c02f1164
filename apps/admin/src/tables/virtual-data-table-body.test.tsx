import { cleanup, render, screen, within } from '@testing-library/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualDataTableBody } from './virtual-data-table-body.tsx';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Row>();
const columns = helper.columns([helper.accessor('name', { header: 'Name' })]);

function LargeTable({ rows }: { rows: Row[] }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  return (
    <table aria-label="People" aria-rowcount={rows.length + 1}>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">Name</th>
        </tr>
      </thead>
      <VirtualDataTableBody table={table} />
    </table>
  );
}

describe('VirtualDataTableBody', () => {
  it('renders only the rows near the viewport, each with its position, between hidden spacers', () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}` }));
    const { container } = render(<LargeTable rows={rows} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rendered = within(table).getAllByRole('row');
    // The header row plus a window of data rows, not 5,000.
    expect(rendered.length).toBeGreaterThan(2);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[1]?.getAttribute('aria-rowindex')).toBe('2');
    expect(within(rendered[1] as HTMLElement).getByRole('cell').textContent).toBe('Person 1');
    const spacers = container.querySelectorAll('tr.data-table__spacer');
    expect(spacers.length).toBe(1);
    expect(spacers[0]?.getAttribute('aria-hidden')).toBe('true');
  });
});
