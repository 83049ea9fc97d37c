// Portfolio roll-up (data-model §3, "grouped by building"): per building, generated kg and
// diversion through its edition's source, contaminated collections % and supplier cost per tonne.
import { sql } from 'drizzle-orm';
import type { BuildingRollup } from '../../../domain/report-data';
import { inList, ratio, round2, rowsOf } from '../sql';
import { rollupWithin } from './contamination';
import type { AggregateContext } from './context';
import { isDiverted } from './diverted';
import { sourceRows } from './source-rows';
import { transactionRollupWithin } from './transactions';

export async function buildingRollups(ctx: AggregateContext): Promise<BuildingRollup[]> {
  const rows = await rowsOf<{
    tenant_id: number;
    name: string;
    total: number;
    diverted: number;
    flagged: number;
    collections: number;
    amount: number;
    tkg: number;
  }>(
    ctx.db,
    sql`WITH w AS (
          SELECT r.tenant_id, sum(r.kg)::float8 AS total,
                 coalesce(sum(r.kg) FILTER (WHERE ${isDiverted('ws')}), 0)::float8 AS diverted
          FROM (${sourceRows(ctx, 'editions')}) r JOIN waste_streams ws ON ws.id = r.waste_stream_id
          GROUP BY 1),
        c AS (
          SELECT r.tenant_id, sum(r.contaminated)::int AS flagged,
                 sum(r.collections)::int AS n
          FROM collection_rollups r
          WHERE ${rollupWithin(ctx)}
          GROUP BY 1),
        t AS (
          SELECT r.tenant_id, sum(r.amount_aud)::float8 AS amount, sum(r.weight_kg)::float8 AS kg
          FROM transaction_rollups r
          WHERE ${transactionRollupWithin(ctx)}
          GROUP BY 1)
        SELECT p.tenant_id, p.name, coalesce(w.total, 0)::float8 AS total, coalesce(w.diverted, 0)::float8 AS diverted,
               coalesce(c.flagged, 0)::int AS flagged, coalesce(c.n, 0)::int AS collections,
               coalesce(t.amount, 0)::float8 AS amount, coalesce(t.kg, 0)::float8 AS tkg
        FROM packages p
        LEFT JOIN w ON w.tenant_id = p.tenant_id
        LEFT JOIN c ON c.tenant_id = p.tenant_id
        LEFT JOIN t ON t.tenant_id = p.tenant_id
        WHERE ${inList(sql`p.tenant_id`, ctx.tenantIds)}
        ORDER BY p.name`,
  );
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    name: r.name,
    totalKg: round2(r.total),
    diversionPct: ratio(r.diverted, r.total, 100),
    contaminationPct: ratio(r.flagged, r.collections, 100),
    amountAud: round2(r.amount),
    costPerTonne: ratio(r.amount, r.tkg / 1000),
  }));
}
