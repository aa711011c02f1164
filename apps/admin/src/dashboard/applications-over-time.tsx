import { useLingui } from '@lingui/react/macro';
import { parseISO } from 'date-fns';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from '../api/dashboard.ts';
import { ChartCard } from './chart-card.tsx';
import { axisTick, chartColors } from './chart-theme.ts';
import { FiguresTable } from './figures-table.tsx';
import { formatCount } from './money.ts';

/** A week's Monday 'YYYY-MM-DD' as a short date in the interface language, e.g. 'Apr 6' (en), '6 abr' (es). */
function weekLabel(week: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(parseISO(week));
}

/** Dashboard 'Applications over time': applications per week as an area chart, with its figures table. */
export function ApplicationsOverTime({ weeks }: { weeks: DashboardFigures['applicationsOverTime'] }) {
  const { t, i18n } = useLingui();
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.week, i18n.locale) }));
  const applications = t`Applications`;
  return (
    <ChartCard
      id="applications-over-time"
      title={t`Applications over time`}
      isEmpty={data.length === 0}
      emptyText={t`No applications in this league year.`}
      chart={
        <ResponsiveContainer width="100%" height={280}>
          <AreaChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axisTick} />
            <YAxis allowDecimals={false} tick={axisTick} width={40} />
            <Tooltip formatter={(value) => [formatCount(Number(value), i18n.locale), applications]} />
            <Area type="monotone" dataKey="count" stroke={chartColors.primary} fill={chartColors.area} fillOpacity={0.25} />
          </AreaChart>
        </ResponsiveContainer>
      }
      figures={
        <FiguresTable
          caption={t`Applications per week`}
          labelHeader={t`Week of`}
          valueHeader={applications}
          rows={data.map((week) => ({ key: week.week, label: week.label, value: formatCount(week.count, i18n.locale) }))}
        />
      }
    />
  );
}
