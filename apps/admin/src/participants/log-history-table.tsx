import { useLingui } from '@lingui/react/macro';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { StatusLogEntry } from '../api/participants.ts';
import { formatStatusDateTime } from '../format/display-date.ts';
import { statusLabel } from '../format/status-label.ts';
import { DataTable } from '../tables/data-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StatusLogEntry>();

/**
 * spec §2 participant detail 'Log History': Status ('---' when null), Changed By,
 * Date (MM/DD/YYYY hh:mm A), newest first as the API sends them; 'No statuses..'
 * when empty.
 */
export function LogHistoryTable({ statuses }: { statuses: StatusLogEntry[] }) {
  const { t } = useLingui();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('statusName', { header: t`Status`, cell: (info) => statusLabel(info.getValue()) }),
        helper.accessor('changedBy', { header: t`Changed By`, cell: (info) => info.getValue() ?? '' }),
        helper.accessor('statusDate', { header: t`Date`, cell: (info) => formatStatusDateTime(info.getValue()) }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: statuses, getRowId: (entry) => String(entry.statusId) });
  return <DataTable table={table} caption={t`Log History`} emptyText={t`No statuses..`} />;
}
