// The weighed rows every weight-based metric starts from, one SQL subquery per source with the
// same columns: tenant_id, d (local calendar date), waste_stream_id, customer_id, kg, actual_kg (the
// part of kg actually weighed). Full reads the collection rollup (consolidated services split by
// their allocation %) plus bin-lifter weights; Supplier reads the transaction rollup; Lite reads bin
// counts' estimated kg; the portfolio reads each building through the source of its edition, so
// that no waste is counted twice. The rollups (db/schema/rollups.ts) hold live rows only, per day.
// kg stay numeric row by row and only the sums are cast to float8 by the callers: a numeric → float8
// cast per row cost PGlite ~10 µs a row (a year of rollup rows at 1,000,000 collections: ~90 ms of a
// report's ~100 ms), a sum of numerics a fraction of that.
import { sql, type SQL } from 'drizzle-orm';
import { inList, inOptionalList } from '../sql';
import type { AggregateContext, WeightSource } from './context';
import { rollupPeriod } from './rollup-period';

export interface Period {
  from: string;
  to: string;
}

function common(ctx: AggregateContext, period: Period, alias: string, date: SQL, customer: SQL): SQL {
  const a = sql.raw(alias);
  return sql`${inList(sql`${a}.tenant_id`, ctx.tenantIds)}
    AND ${date} BETWEEN ${period.from}::date AND ${period.to}::date
    AND ${inOptionalList(sql`${a}.waste_stream_id`, ctx.wasteStreamIds)}
    AND ${inOptionalList(customer, ctx.customerIds)}`;
}

/** Timestamps are bucketed by the building's own calendar (its timeZone). */
const localDate = (column: string) => sql.raw(`(${column} AT TIME ZONE p.time_zone)::date`);

/** A key of the rollup whose rows were all deleted keeps its row, with zeros: it is no data. */
function collectionRows(ctx: AggregateContext, period: Period, buildings: SQL): SQL {
  const customer = sql`coalesce(al.customer_id, r.customer_id)`;
  const share = sql`coalesce(al.pct, 100) / 100`;
  return sql`
    SELECT r.tenant_id, r.day AS d, r.waste_stream_id, ${customer} AS customer_id,
           r.net_kg * ${share} AS kg, r.actual_kg * ${share} AS actual_kg
    FROM collection_rollups r
    JOIN packages p ON p.tenant_id = r.tenant_id
    LEFT JOIN collection_service_allocations al ON al.collection_service_id = r.consolidated_service_id
    WHERE r.collections > 0 AND ${rollupPeriod(period.from, period.to)} AND ${common(ctx, period, 'r', sql`r.day`, customer)} AND ${buildings}
    UNION ALL
    SELECT b.tenant_id, ${localDate('b.lifted_at')}, b.waste_stream_id, b.customer_id, b.net_kg, b.net_kg
    FROM bin_collections b
    JOIN packages p ON p.tenant_id = b.tenant_id
    WHERE b.is_deleted = false AND ${common(ctx, period, 'b', localDate('b.lifted_at'), sql`b.customer_id`)} AND ${buildings}`;
}

function transactionRows(ctx: AggregateContext, period: Period, buildings: SQL): SQL {
  return sql`
    SELECT r.tenant_id, r.day AS d, r.waste_stream_id, r.customer_id, r.weight_kg AS kg, r.actual_kg
    FROM transaction_rollups r
    JOIN packages p ON p.tenant_id = r.tenant_id
    WHERE r.transactions > 0 AND ${common(ctx, period, 'r', sql`r.day`, sql`r.customer_id`)} AND ${buildings}`;
}

function binCountRows(ctx: AggregateContext, period: Period, buildings: SQL): SQL {
  return sql`
    SELECT n.tenant_id, n.count_date AS d, n.waste_stream_id, n.customer_id,
           coalesce(n.est_kg, 0)::numeric AS kg, 0::numeric AS actual_kg
    FROM bin_counts n
    JOIN packages p ON p.tenant_id = n.tenant_id
    WHERE n.is_deleted = false AND ${common(ctx, period, 'n', sql`n.count_date`, sql`n.customer_id`)} AND ${buildings}`;
}

/** Which buildings read which source in the 'editions' mix. */
const EDITION = {
  collections: sql.raw('(p.app_full OR NOT (p.app_supplier OR p.app_lite))'),
  transactions: sql.raw('(NOT p.app_full AND p.app_supplier)'),
  binCounts: sql.raw('(NOT p.app_full AND NOT p.app_supplier AND p.app_lite)'),
};

/** The rows of a source as a subquery (use it as `FROM (${sourceRows(...)}) r`). */
export function sourceRows(ctx: AggregateContext, source: WeightSource, period: Period = ctx): SQL {
  const all = sql`true`;
  switch (source) {
    case 'collections':
      return collectionRows(ctx, period, all);
    case 'transactions':
      return transactionRows(ctx, period, all);
    case 'binCounts':
      return binCountRows(ctx, period, all);
    case 'editions':
      return sql`${collectionRows(ctx, period, EDITION.collections)}
        UNION ALL ${transactionRows(ctx, period, EDITION.transactions)}
        UNION ALL ${binCountRows(ctx, period, EDITION.binCounts)}`;
  }
}
