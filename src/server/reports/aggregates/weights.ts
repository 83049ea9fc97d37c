// Generated kg by stream and month, and diversion % by month (data-model §3.1, §3.2).
import { sql } from 'drizzle-orm';
import type { MonthDiversion, StreamMonthKg } from '../../../domain/report-data';
import { ratio, round2, rowsOf } from '../sql';
import type { AggregateContext, WeightSource } from './context';
import { isDiverted } from './diverted';
import { sourceRows } from './source-rows';

/**
 * Generated kg by stream and month, and diversion % by month, from one pass over the source (the
 * report reads the rollups once for both): kg and diverted kg per month and stream; a month's
 * diversion is the sum over its streams.
 */
export async function weightsAndDiversion(ctx: AggregateContext, source: WeightSource): Promise<{ weights: StreamMonthKg[]; diversion: MonthDiversion[] }> {
  const rows = await rowsOf<{ month: string; waste_stream_id: number; kg: number; diverted: number }>(
    ctx.db,
    sql`SELECT to_char(r.d, 'YYYY-MM') AS month, r.waste_stream_id, sum(r.kg)::float8 AS kg,
               coalesce(sum(r.kg) FILTER (WHERE ${isDiverted('ws')}), 0)::float8 AS diverted
        FROM (${sourceRows(ctx, source)}) r JOIN waste_streams ws ON ws.id = r.waste_stream_id
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const months = new Map<string, { total: number; diverted: number }>();
  for (const r of rows) {
    const m = months.get(r.month) ?? { total: 0, diverted: 0 };
    m.total += r.kg;
    m.diverted += r.diverted;
    months.set(r.month, m);
  }
  return {
    weights: rows.map((r) => ({ month: r.month, wasteStreamId: r.waste_stream_id, kg: round2(r.kg) })),
    diversion: [...months].map(([month, m]) => ({
      month,
      totalKg: round2(m.total),
      divertedKg: round2(m.diverted),
      diversionPct: ratio(m.diverted, m.total, 100),
    })),
  };
}

/** Totals over the whole period (the KPI figures). */
export function totalsOf(months: readonly MonthDiversion[]): { totalKg: number; divertedKg: number; diversionPct: number | null } {
  const totalKg = round2(months.reduce((s, m) => s + m.totalKg, 0));
  const divertedKg = round2(months.reduce((s, m) => s + m.divertedKg, 0));
  return { totalKg, divertedKg, diversionPct: ratio(divertedKg, totalKg, 100) };
}
