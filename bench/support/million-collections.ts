// A database with a million collections, built in seconds rather than hours: the demo data (the
// seed) and then one INSERT … SELECT over generate_series that spreads synthetic collections over
// the live collection services of one building, three years back. The rows are plausible (real
// services, their customer and stream copied as the server would), not the seed's daily pattern.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/reports/sql';

export const MILLION = 1_000_000;
const BATCH = 250_000;
const THREE_YEARS_MINUTES = 3 * 365 * 24 * 60;

async function collectionCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM collections`);
  return Number(row?.n ?? 0);
}

/** The building of a demo user: the synthetic rows go there, so that user's grid sees them all. */
export async function buildingOf(db: Db, userName: string): Promise<number> {
  const [row] = await rowsOf<{ tenant_id: number }>(db, sql`SELECT tenant_id FROM users WHERE user_name = ${userName}`);
  if (!row) throw new Error(`No user ${userName}`);
  return row.tenant_id;
}

/** Adds collections in `tenantId` until the table holds `target`; answers the count. */
export async function fillCollections(db: Db, tenantId: number, target = MILLION): Promise<number> {
  const [services] = await rowsOf<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM collection_services WHERE tenant_id = ${tenantId} AND is_deleted = false`,
  );
  const serviceCount = Number(services?.n ?? 0);
  if (serviceCount === 0) throw new Error(`Building ${tenantId} has no collection services`);
  for (let have = await collectionCount(db); have < target; have = await collectionCount(db)) {
    const n = Math.min(BATCH, target - have);
    // 7919 (a prime) scatters consecutive rows over the three years, so insertion order is not
    // date order and no index gets its order for free.
    await db.execute(sql`
      INSERT INTO collections (tenant_id, collected_at, collection_service_id, customer_id, waste_stream_id, product_id,
                               quantity, net_kg, is_estimated, is_contaminated, contamination_level, source)
      SELECT s.tenant_id,
             now() - make_interval(mins => ((${have} + g)::bigint * 7919 % ${THREE_YEARS_MINUTES})::int),
             s.id, s.customer_id, s.waste_stream_id, s.product_id,
             1, round((1 + random() * 199)::numeric, 2), false,
             g % 40 = 0, CASE WHEN g % 40 = 0 THEN 'Low' END, 'Web'
      FROM generate_series(1, ${n}) AS g
      JOIN (SELECT id, tenant_id, customer_id, waste_stream_id, product_id, row_number() OVER (ORDER BY id) - 1 AS k
            FROM collection_services WHERE tenant_id = ${tenantId} AND is_deleted = false) AS s
        ON s.k = g % ${serviceCount}`);
  }
  // What autovacuum does to a table that has settled: statistics, and the visibility map that lets
  // index-only scans skip the heap.
  await db.execute(sql`VACUUM ANALYZE collections`);
  return collectionCount(db);
}
