// Contaminated collections % (data-model §3.8): collections flagged ÷ all collections, overall and
// by stream. Counts whole collections (not allocation shares): a flag belongs to the pickup.
import { sql, type SQL } from 'drizzle-orm';
import type { ContaminationSummary } from '../../../domain/report-data';
import { inList, inOptionalList, ratio, rowsOf } from '../sql';
import type { AggregateContext } from './context';
import { rollupPeriod } from './rollup-period';

/**
 * The live collections `c` (joined to their building's packages row `p`) of a report's scope and
 * period, the period in the building's calendar days. Also the contaminated collections report's.
 */
export function collectionsWithin(ctx: Omit<AggregateContext, 'db'>): SQL {
  return sql`c.is_deleted = false
    AND ${inList(sql`c.tenant_id`, ctx.tenantIds)}
    AND (c.collected_at AT TIME ZONE p.time_zone)::date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
    AND ${inOptionalList(sql`c.waste_stream_id`, ctx.wasteStreamIds)}
    AND ${inOptionalList(sql`c.customer_id`, ctx.customerIds)}`;
}

/**
 * The collection rollup rows `r` of a report's scope and period (the same collections as
 * collectionsWithin, summed per building day): the contamination figures' source.
 */
export function rollupWithin(ctx: Omit<AggregateContext, 'db'>): SQL {
  return sql`${inList(sql`r.tenant_id`, ctx.tenantIds)}
    AND ${rollupPeriod(ctx.from, ctx.to)}
    AND ${inOptionalList(sql`r.waste_stream_id`, ctx.wasteStreamIds)}
    AND ${inOptionalList(sql`r.customer_id`, ctx.customerIds)}`;
}

export async function collectionContamination(ctx: AggregateContext): Promise<ContaminationSummary> {
  const rows = await rowsOf<{ waste_stream_id: number; flagged: number; total: number }>(
    ctx.db,
    sql`SELECT r.waste_stream_id, sum(r.contaminated)::int AS flagged,
               sum(r.collections)::int AS total
        FROM collection_rollups r
        WHERE ${rollupWithin(ctx)}
        GROUP BY 1 HAVING sum(r.collections) > 0 ORDER BY 1`,
  );
  const flagged = rows.reduce((s, r) => s + r.flagged, 0);
  const total = rows.reduce((s, r) => s + r.total, 0);
  return {
    flagged,
    total,
    pct: ratio(flagged, total, 100),
    byStream: rows.map((r) => ({ wasteStreamId: r.waste_stream_id, flagged: r.flagged, total: r.total, pct: ratio(r.flagged, r.total, 100) })),
  };
}
