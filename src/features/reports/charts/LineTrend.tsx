// A percentage over months (diversion), with the gaps of months without waste left open; a month
// the period ends in the middle of is joined by a dashed segment (`toDatePct`, chart-data.ts).
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from '../chart-data';
import { categoryAxis, tooltipValue, valueAxis } from './axis';

export function LineTrend({ rows, dataKey, name, colour }: { rows: ChartRow[]; dataKey: string; name: string; colour: string }) {
  const toDate = rows.some((r) => 'toDatePct' in r);
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis {...categoryAxis} />
        <YAxis {...valueAxis('%')} domain={[0, 100]} />
        <Tooltip formatter={tooltipValue('%')} />
        <Line type="monotone" dataKey={dataKey} name={name} stroke={colour} strokeWidth={2} isAnimationActive={false} />
        {toDate && <Line type="monotone" dataKey="toDatePct" name={`${name} (to date)`} stroke={colour} strokeWidth={2} strokeDasharray="5 4" isAnimationActive={false} legendType="none" />}
      </LineChart>
    </ResponsiveContainer>
  );
}
