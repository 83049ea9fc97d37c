// Bars of one or more series stacked per category (kg by stream per month). A month the period
// ends in the middle of is hatched, so its lower figure does not read as a drop.
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartUnit } from '../../../domain/report-format';
import { isPartialRow, type ChartRow, type SeriesKey } from '../chart-data';
import { categoryAxis, tooltipValue, valueAxis } from './axis';

const patternId = (key: string) => `to-date-${key}`;

export function StackedBars({ rows, series, unit }: { rows: ChartRow[]; series: SeriesKey[]; unit: ChartUnit }) {
  const partial = rows.some(isPartialRow);
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        {partial && (
          <defs>
            {series.map((s) => (
              <pattern key={s.key} id={patternId(s.key)} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" fill={s.colour} fillOpacity={0.35} />
                <line x1="0" y1="0" x2="0" y2="6" stroke={s.colour} strokeWidth="3" />
              </pattern>
            ))}
          </defs>
        )}
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis {...categoryAxis} />
        <YAxis {...valueAxis(unit)} />
        <Tooltip formatter={tooltipValue(unit)} />
        {series.length > 1 && <Legend verticalAlign="top" />}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="all" fill={s.colour} isAnimationActive={false}>
            {partial && rows.map((r) => <Cell key={r.label} fill={isPartialRow(r) ? `url(#${patternId(s.key)})` : s.colour} data-to-date={isPartialRow(r) || undefined} />)}
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One series of bars (`value` per row). */
export function Bars({ rows, name, colour, unit }: { rows: ChartRow[]; name: string; colour: string; unit: ChartUnit }) {
  return <StackedBars rows={rows} series={[{ key: 'value', name, colour }]} unit={unit} />;
}
