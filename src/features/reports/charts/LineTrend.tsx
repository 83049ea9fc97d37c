// A percentage over months (diversion), with the gaps of months without waste left open.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from '../chart-data';

export function LineTrend({ rows, dataKey, name, colour }: { rows: ChartRow[]; dataKey: string; name: string; colour: string }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis fontSize={12} unit="%" domain={[0, 100]} />
        <Tooltip />
        <Line type="monotone" dataKey={dataKey} name={name} stroke={colour} strokeWidth={2} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
