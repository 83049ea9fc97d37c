// The count module (Lite, data-model §1.6, §3.11): bins counted and estimated kg by bin type, and
// the service-tally cost (Σ quantity × unit rate).
import { sql } from 'drizzle-orm';
import type { BinTypeCount } from '../../../domain/report-data';
import { inList, inOptionalList, round2, rowsOf } from '../sql';
import type { AggregateContext } from './context';

export async function binCountsByType(ctx: AggregateContext): Promise<BinTypeCount[]> {
  const rows = await rowsOf<{ id: number; name: string; bins: number; kg: number }>(
    ctx.db,
    sql`SELECT bt.id, bt.name, sum(n.bin_count)::int AS bins, coalesce(sum(n.est_kg), 0)::float8 AS kg
        FROM bin_counts n JOIN bin_types bt ON bt.id = n.bin_type_id
        WHERE n.is_deleted = false AND ${inList(sql`n.tenant_id`, ctx.tenantIds)}
          AND n.count_date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
          AND ${inOptionalList(sql`n.waste_stream_id`, ctx.wasteStreamIds)}
          AND ${inOptionalList(sql`n.customer_id`, ctx.customerIds)}
        GROUP BY bt.id, bt.name ORDER BY bins DESC, bt.name`,
  );
  return rows.map((r) => ({ binTypeId: r.id, binTypeName: r.name, bins: r.bins, estKg: round2(r.kg) }));
}

export async function serviceTallyCost(ctx: AggregateContext): Promise<number> {
  const [row] = await rowsOf<{ cost: number }>(
    ctx.db,
    sql`SELECT coalesce(sum(s.quantity * coalesce(s.unit_rate_aud, st.default_rate_aud, 0)), 0)::float8 AS cost
        FROM service_tallies s JOIN service_types st ON st.id = s.service_type_id
        WHERE s.is_deleted = false AND ${inList(sql`s.tenant_id`, ctx.tenantIds)}
          AND s.tally_date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
          AND (s.waste_stream_id IS NULL OR ${inOptionalList(sql`s.waste_stream_id`, ctx.wasteStreamIds)})
          AND ${inOptionalList(sql`s.customer_id`, ctx.customerIds)}`,
  );
  return round2(row?.cost ?? 0);
}
