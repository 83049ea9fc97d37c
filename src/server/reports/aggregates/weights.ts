// Generated kg by stream and month, and diversion % by month (data-model §3.1, §3.2).
import { sql } from 'drizzle-orm';
import type { MonthDiversion, StreamMonthKg } from '../../../domain/report-data';
import { ratio, round2, rowsOf } from '../sql';
import type { AggregateContext, WeightSource } from './context';
import { isDiverted } from './diverted';
import { sourceRows } from './source-rows';

export async function weightsByStreamMonth(ctx: AggregateContext, source: WeightSource): Promise<StreamMonthKg[]> {
  const rows = await rowsOf<{ month: string; waste_stream_id: number; kg: number }>(
    ctx.db,
    sql`SELECT to_char(r.d, 'YYYY-MM') AS month, r.waste_stream_id, sum(r.kg)::float8 AS kg
        FROM (${sourceRows(ctx, source)}) r
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return rows.map((r) => ({ month: r.month, wasteStreamId: r.waste_stream_id, kg: round2(r.kg) }));
}

export async function diversionByMonth(ctx: AggregateContext, source: WeightSource): Promise<MonthDiversion[]> {
  const rows = await rowsOf<{ month: string; total: number; diverted: number }>(
    ctx.db,
    sql`SELECT to_char(r.d, 'YYYY-MM') AS month, sum(r.kg)::float8 AS total,
               coalesce(sum(r.kg) FILTER (WHERE ${isDiverted('ws')}), 0)::float8 AS diverted
        FROM (${sourceRows(ctx, source)}) r JOIN waste_streams ws ON ws.id = r.waste_stream_id
        GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({
    month: r.month,
    totalKg: round2(r.total),
    divertedKg: round2(r.diverted),
    diversionPct: ratio(r.diverted, r.total, 100),
  }));
}

/** Totals over the whole period (the KPI figures). */
export function totalsOf(months: readonly MonthDiversion[]): { totalKg: number; divertedKg: number; diversionPct: number | null } {
  const totalKg = round2(months.reduce((s, m) => s + m.totalKg, 0));
  const divertedKg = round2(months.reduce((s, m) => s + m.divertedKg, 0));
  return { totalKg, divertedKg, diversionPct: ratio(divertedKg, totalKg, 100) };
}
