import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { StatusLogEntry } from '../api/participants.ts';
import { formatStatusDateTime } from '../format/display-date.ts';
import { statusLabel } from '../format/status-label.ts';
import { DataTable } from '../tables/data-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StatusLogEntry>();
const columns = helper.columns([
  helper.accessor('statusName', { header: 'Status', cell: (info) => statusLabel(info.getValue()) }),
  helper.accessor('changedBy', { header: 'Changed By', cell: (info) => info.getValue() ?? '' }),
  helper.accessor('statusDate', { header: 'Date', cell: (info) => formatStatusDateTime(info.getValue()) }),
]);

/**
 * spec §2 participant detail 'Log History': Status ('---' when null), Changed By,
 * Date (MM/DD/YYYY hh:mm A), newest first as the API sends them; 'No statuses..'
 * when empty.
 */
export function LogHistoryTable({ statuses }: { statuses: StatusLogEntry[] }) {
  const table = useTable({ features, columns, data: statuses, getRowId: (entry) => String(entry.statusId) });
  return <DataTable table={table} caption="Log History" emptyText="No statuses.." />;
}
