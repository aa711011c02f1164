import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardFigures } from '../api/dashboard.ts';
import { ChartCard } from './chart-card.tsx';
import { FiguresTable } from './figures-table.tsx';
import { formatCents } from './money.ts';
import { HorizontalBarChart } from './horizontal-bar-chart.tsx';

/**
 * Dashboard 'Fees collected': the total (payments minus refunds and voids, in
 * dollars with 2 decimals, spec §9) and one bar per program, with its figures table.
 */
export function FeesCollected({ fees }: { fees: DashboardFigures['feesCollected'] }) {
  const { t, i18n } = useLingui();
  const format = (cents: number) => formatCents(cents, i18n.locale);
  const total = format(fees.totalCents);
  const collected = t`Fees collected`;
  return (
    <ChartCard
      id="fees-collected"
      title={collected}
      lead={
        <p className="chart-card__total">
          <Trans>
            Total: <strong>{total}</strong>
          </Trans>
        </p>
      }
      isEmpty={fees.byProgram.length === 0}
      emptyText={t`No fees collected in this league year.`}
      chart={
        <HorizontalBarChart
          bars={fees.byProgram.map((program) => ({ key: program.eventId, name: program.eventName, value: program.totalCents }))}
          format={format}
          valueName={collected}
        />
      }
      figures={
        <FiguresTable
          caption={t`Fees collected per program`}
          labelHeader={t`Program`}
          valueHeader={collected}
          rows={fees.byProgram.map((program) => ({ key: program.eventId, label: program.eventName, value: format(program.totalCents) }))}
        />
      }
    />
  );
}
