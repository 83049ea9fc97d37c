// Bars of one or more series stacked per category (kg by stream per month).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow, SeriesKey } from '../chart-data';

export function StackedBars({ rows, series, unit = '' }: { rows: ChartRow[]; series: SeriesKey[]; unit?: string }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis fontSize={12} unit={unit} />
        <Tooltip />
        {series.length > 1 && <Legend />}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="all" fill={s.colour} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One series of bars (`value` per row). */
export function Bars({ rows, name, colour, unit = '' }: { rows: ChartRow[]; name: string; colour: string; unit?: string }) {
  return <StackedBars rows={rows} series={[{ key: 'value', name, colour }]} unit={unit} />;
}
