// The contaminated collections report's queries (data-model §3 metric 8): flagged ÷ all
// collections per (stream, customer) — summed into the overall figure, by stream and by customer
// — and one page of the flagged collections, newest first. Dates are the building's calendar days,
// as in every report aggregate. The counts come from the collection rollup (db/schema/rollups.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { ContaminatedCollectionReport, ContaminatedCollectionRow, ContaminationShare, FLAGGED_LEVELS } from '../../domain/contaminated-collections';
import type { Db } from '../db/client';
import { collectionsWithin, rollupWithin } from './aggregates/contamination';
import type { ReportScope } from './scope';
import { ratio, rowsOf } from './sql';

type FlaggedLevel = (typeof FLAGGED_LEVELS)[number];

export interface ContaminatedCollectionsFilters {
  from: string;
  to: string;
  wasteStreamIds: number[] | null;
  contaminationLevel: FlaggedLevel | null;
  skip: number;
  take: number;
}

interface GroupRow {
  stream_id: number;
  stream_name: string;
  customer_id: number | null;
  customer_name: string | null;
  flagged: number;
  total: number;
}

function flaggedAt(level: string | null): SQL {
  return level === null ? sql`c.is_contaminated` : sql`(c.is_contaminated AND c.contamination_level = ${level})`;
}

/** The rollup's count of the collections flagged (at the level, when one is asked for). */
function flaggedCount(level: ContaminatedCollectionsFilters['contaminationLevel']): SQL {
  switch (level) {
    case null:
      return sql`r.contaminated`;
    case 'Low':
      return sql`r.contaminated_low`;
    case 'Medium':
      return sql`r.contaminated_medium`;
    case 'High':
      return sql`r.contaminated_high`;
  }
}

function shares(groups: readonly GroupRow[], keyOf: (g: GroupRow) => [number | null, string]): ContaminationShare[] {
  const byKey = new Map<string, ContaminationShare>();
  for (const g of groups) {
    const [id, name] = keyOf(g);
    const share = byKey.get(String(id)) ?? { id, name, flagged: 0, total: 0, pct: null };
    share.flagged += g.flagged;
    share.total += g.total;
    byKey.set(String(id), share);
  }
  return [...byKey.values()]
    .map((s) => ({ ...s, pct: ratio(s.flagged, s.total, 100) }))
    .sort((a, b) => b.flagged - a.flagged || a.name.localeCompare(b.name));
}

export async function contaminatedCollections(db: Db, scope: ReportScope, f: ContaminatedCollectionsFilters): Promise<ContaminatedCollectionReport> {
  // The same collections as the reports' contamination figure (aggregates/contamination.ts).
  const rollupScope = { tenantIds: scope.tenantIds, customerIds: scope.customerIds, wasteStreamIds: f.wasteStreamIds, from: f.from, to: f.to };
  const within = collectionsWithin(rollupScope);
  // The counts from the collection rollup; the page of rows from the collections themselves.
  const groups = await rowsOf<GroupRow>(
    db,
    sql`SELECT r.waste_stream_id AS stream_id, ws.name AS stream_name, r.customer_id, cu.name AS customer_name,
               sum(${flaggedCount(f.contaminationLevel)})::int AS flagged,
               sum(r.collections)::int AS total
        FROM collection_rollups r
        JOIN waste_streams ws ON ws.id = r.waste_stream_id
        LEFT JOIN customers cu ON cu.id = r.customer_id
        WHERE ${rollupWithin(rollupScope)}
        GROUP BY 1, 2, 3, 4 HAVING sum(r.collections) > 0`,
  );
  const rows = await rowsOf<ContaminatedCollectionRow>(
    db,
    sql`SELECT c.id, c.collected_at AS "collectedAt", c.collection_service_id AS "collectionServiceId", cs.name AS "serviceName",
               c.customer_id AS "customerId", cu.name AS "customerName", c.waste_stream_id AS "wasteStreamId",
               ws.name AS "wasteStreamName", c.net_kg::float8 AS "netKg", c.contamination_level AS "contaminationLevel",
               c.contamination_note AS "contaminationNote"
        FROM collections c
        JOIN packages p ON p.tenant_id = c.tenant_id
        JOIN waste_streams ws ON ws.id = c.waste_stream_id
        JOIN collection_services cs ON cs.id = c.collection_service_id
        LEFT JOIN customers cu ON cu.id = c.customer_id
        WHERE ${within} AND ${flaggedAt(f.contaminationLevel)}
        ORDER BY c.collected_at DESC, c.id DESC
        LIMIT ${f.take} OFFSET ${f.skip}`,
  );
  const flagged = groups.reduce((s, g) => s + g.flagged, 0);
  const total = groups.reduce((s, g) => s + g.total, 0);
  return {
    rows: rows.map((row) => ({ ...row, collectedAt: new Date(row.collectedAt).toISOString() })),
    total: flagged,
    summary: {
      flagged,
      total,
      pct: ratio(flagged, total, 100),
      byStream: shares(groups, (g) => [g.stream_id, g.stream_name]),
      byCustomer: shares(groups, (g) => [g.customer_id, g.customer_name ?? 'No customer']),
    },
  };
}
