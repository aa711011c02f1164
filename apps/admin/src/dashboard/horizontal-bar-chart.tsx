import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors } from './chart-theme.ts';

/** One bar: its key, its name on the axis and its value. */
export interface NamedBar {
  key: string | number;
  name: string;
  value: number;
}

/** Names longer than this are cut on the axis (the full name is in the tooltip and the figures table). */
const maxTickLength = 28;

function shortName(name: string): string {
  return name.length > maxTickLength ? `${name.slice(0, maxTickLength - 1)}…` : name;
}

/** Props of HorizontalBarChart: the bars, how a value reads, and the value's name in the tooltip. */
export interface HorizontalBarChartProps {
  bars: NamedBar[];
  format: (value: number) => string;
  valueName: string;
}

/**
 * A horizontal bar chart, one labelled bar per entry in the given order; its
 * height grows with the number of bars.
 */
export function HorizontalBarChart({ bars, format, valueName }: HorizontalBarChartProps) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, bars.length * 36 + 40)}>
      <BarChart data={bars} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 100, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} tickFormatter={(value: number) => format(value)} />
        <YAxis type="category" dataKey="name" width={200} tick={axisTick} tickFormatter={shortName} />
        <Tooltip formatter={(value) => [format(Number(value)), valueName]} />
        <Bar dataKey="value" fill={chartColors.primary} barSize={22}>
          <LabelList dataKey="value" position="right" fill={chartColors.text} formatter={(value) => format(Number(value))} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
