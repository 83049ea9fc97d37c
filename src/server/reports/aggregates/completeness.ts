// Data completeness (data-model §3.13): months with data among the twelve that end with the
// period's last month (NABERS needs twelve), and the share of kg that was actually weighed.
import { sql } from 'drizzle-orm';
import type { Completeness } from '../../../domain/report-data';
import { ratio, rowsOf } from '../sql';
import type { AggregateContext, WeightSource } from './context';
import { sourceRows } from './source-rows';

/** First day of the month eleven months before `to`'s month. */
export function twelveMonthsStart(to: string): string {
  const [y, m] = to.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 11;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The figures from the months with data and the period's total and weighed kg. */
export function completenessOf(months: number, total: number | null, actual: number | null): Completeness {
  return {
    monthsWithData: months,
    pct: ratio(months, 12, 100) ?? 0,
    actualWeightPct: ratio(actual ?? 0, total ?? 0, 100),
  };
}

/**
 * Over the twelve months that end with the period's last month. A report whose period is those
 * twelve months reads it in its weights' pass instead (weights.ts).
 */
export async function completeness(ctx: AggregateContext, source: WeightSource): Promise<Completeness> {
  const period = { from: twelveMonthsStart(ctx.to), to: ctx.to };
  const [row] = await rowsOf<{ months: number; total: number | null; actual: number | null }>(
    ctx.db,
    sql`SELECT count(DISTINCT to_char(r.d, 'YYYY-MM'))::int AS months, sum(r.kg)::float8 AS total,
               sum(r.actual_kg)::float8 AS actual
        FROM (${sourceRows(ctx, source, period)}) r`,
  );
  return completenessOf(row?.months ?? 0, row?.total ?? null, row?.actual ?? null);
}
