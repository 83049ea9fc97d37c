// Tenant league table (data-model §3.12): diversion % and kg per headcount for each customer, with
// consolidated services split by their allocation % (done in source-rows).
import { sql } from 'drizzle-orm';
import type { LeagueRow } from '../../../domain/report-data';
import { ratio, round2, rowsOf } from '../sql';
import type { AggregateContext, WeightSource } from './context';
import { isDiverted } from './diverted';
import { sourceRows } from './source-rows';

export async function tenantLeague(ctx: AggregateContext, source: WeightSource): Promise<LeagueRow[]> {
  const rows = await rowsOf<{
    tenant_id: number;
    customer_id: number;
    name: string;
    headcount: number | null;
    total: number;
    diverted: number;
  }>(
    ctx.db,
    sql`SELECT r.tenant_id, cu.id AS customer_id, cu.name, cu.headcount, sum(r.kg)::float8 AS total,
               coalesce(sum(r.kg) FILTER (WHERE ${isDiverted('ws')}), 0)::float8 AS diverted
        FROM (${sourceRows(ctx, source)}) r
        JOIN waste_streams ws ON ws.id = r.waste_stream_id
        JOIN customers cu ON cu.id = r.customer_id
        GROUP BY r.tenant_id, cu.id, cu.name, cu.headcount`,
  );
  return rows
    .map((r) => ({
      tenantId: r.tenant_id,
      customerId: r.customer_id,
      customerName: r.name,
      totalKg: round2(r.total),
      divertedKg: round2(r.diverted),
      diversionPct: ratio(r.diverted, r.total, 100),
      headcount: r.headcount,
      kgPerHeadcount: r.headcount ? ratio(r.total, r.headcount) : null,
    }))
    .sort((a, b) => (b.diversionPct ?? -1) - (a.diversionPct ?? -1) || a.customerName.localeCompare(b.customerName));
}
