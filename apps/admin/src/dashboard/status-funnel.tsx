import { useLingui } from '@lingui/react/macro';
import type { DashboardFigures } from '../api/dashboard.ts';
import { ChartCard } from './chart-card.tsx';
import { FiguresTable } from './figures-table.tsx';
import { HorizontalBarChart } from './horizontal-bar-chart.tsx';
import { formatCount } from './money.ts';
import { useStatusNames } from './status-names.ts';

/**
 * Dashboard 'Applications by status' (the status funnel): the applications per
 * current status (spec §4) in status code order, one bar each, with its figures table.
 */
export function StatusFunnel({ statuses }: { statuses: DashboardFigures['statusFunnel'] }) {
  const { t, i18n } = useLingui();
  const names = useStatusNames();
  const format = (value: number) => formatCount(value, i18n.locale);
  const rows = statuses.map((status) => ({ key: status.registrationStatus, name: names[status.statusName], value: status.count }));
  const applications = t`Applications`;
  return (
    <ChartCard
      id="status-funnel"
      title={t`Applications by status`}
      isEmpty={rows.length === 0}
      emptyText={t`No applications in this league year.`}
      chart={<HorizontalBarChart bars={rows} format={format} valueName={applications} />}
      figures={
        <FiguresTable
          caption={t`Applications per status`}
          labelHeader={t`Status`}
          valueHeader={applications}
          rows={rows.map((row) => ({ key: row.key, label: row.name, value: format(row.value) }))}
        />
      }
    />
  );
}
