import { useLingui } from '@lingui/react/macro';
import type { DashboardFigures } from '../api/dashboard.ts';
import { ChartCard } from './chart-card.tsx';
import { FiguresTable } from './figures-table.tsx';
import { formatCount } from './money.ts';
import { HorizontalBarChart } from './horizontal-bar-chart.tsx';

/** Dashboard 'Applications by program': one bar per program (most first), with its figures table. */
export function ApplicationsByProgram({ programs }: { programs: DashboardFigures['applicationsByProgram'] }) {
  const { t, i18n } = useLingui();
  const format = (value: number) => formatCount(value, i18n.locale);
  const applications = t`Applications`;
  return (
    <ChartCard
      id="applications-by-program"
      title={t`Applications by program`}
      isEmpty={programs.length === 0}
      emptyText={t`No applications in this league year.`}
      chart={
        <HorizontalBarChart
          bars={programs.map((program) => ({ key: program.eventId, name: program.eventName, value: program.count }))}
          format={format}
          valueName={applications}
        />
      }
      figures={
        <FiguresTable
          caption={t`Applications per program`}
          labelHeader={t`Program`}
          valueHeader={applications}
          rows={programs.map((program) => ({ key: program.eventId, label: program.eventName, value: format(program.count) }))}
        />
      }
    />
  );
}
