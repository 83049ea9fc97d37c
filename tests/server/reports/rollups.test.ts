// The report rollups (db/schema/rollups.ts) always equal the raw aggregate: after every kind of
// write — API creates, edits that move a collection to another day, customer and contamination
// level, deletes, a multi-row insert, concurrent creates on one key, the transactions import (new
// lines and a re-import that updates them), a building's time-zone change, a service becoming
// consolidated — and after `npm run db:rollups`'s rebuild. On PGlite and, with DATABASE_URL, on
// PostgreSQL (where the concurrent creates really run at the same time).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildRollups } from '../../../src/server/db/rollup-triggers';
import { collections } from '../../../src/server/db/schema';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { TRANSACTIONS_TEMPLATE_PATH } from '../../../src/domain/transactions-io';
import { csvOf, download, importFile, type SeededLine, seededLine, SUPPLIER_MANAGER } from '../transactions-io/fixtures';

vi.setConfig({ testTimeout: 120_000 });

const HARBOUR = 1;

/** The collection rollup's rows of a grain as a GROUP BY over the live collections computes them. */
const rawCollections = (grain: 'D' | 'M') => {
  const localDay = sql`(c.collected_at AT TIME ZONE p.time_zone)::date`;
  const day = grain === 'D' ? localDay : sql`date_trunc('month', ${localDay})::date`;
  const flagged = (level: string) => sql`count(*) FILTER (WHERE c.is_contaminated AND c.contamination_level = ${level})::int`;
  return sql`
  SELECT c.tenant_id, ${grain}::text AS grain, ${day}::text AS day, CASE WHEN s.is_consolidated THEN s.id END AS consolidated_service_id,
         c.waste_stream_id, c.customer_id, count(*)::int AS n, count(*) FILTER (WHERE c.is_contaminated)::int AS contaminated,
         ${flagged('Low')} AS low, ${flagged('Medium')} AS medium, ${flagged('High')} AS high,
         sum(c.net_kg)::numeric(16,2)::text AS kg, coalesce(sum(c.net_kg) FILTER (WHERE NOT c.is_estimated), 0)::numeric(16,2)::text AS actual
  FROM collections c JOIN packages p ON p.tenant_id = c.tenant_id JOIN collection_services s ON s.id = c.collection_service_id
  WHERE c.is_deleted = false
  GROUP BY 1, 2, 3, 4, 5, 6`;
};
const RAW_COLLECTIONS = sql`${rawCollections('D')} UNION ALL ${rawCollections('M')}`;
const ROLLED_COLLECTIONS = sql`
  SELECT tenant_id, grain::text, day::text, consolidated_service_id, waste_stream_id, customer_id, collections AS n, contaminated,
         contaminated_low AS low, contaminated_medium AS medium, contaminated_high AS high, net_kg::text AS kg, actual_kg::text AS actual
  FROM collection_rollups
  WHERE collections <> 0 OR contaminated <> 0 OR contaminated_low <> 0 OR contaminated_medium <> 0 OR contaminated_high <> 0
     OR net_kg <> 0 OR actual_kg <> 0`;
const RAW_TRANSACTIONS = sql`
  SELECT t.tenant_id, t.transaction_date::text AS day, t.waste_stream_id, t.customer_id, t.destination_contractor_id,
         count(*)::int AS n, coalesce(sum(t.weight_kg), 0)::numeric(16,2)::text AS kg,
         coalesce(sum(t.weight_kg) FILTER (WHERE t.weight_method = 'ActualWeight'), 0)::numeric(16,2)::text AS actual,
         coalesce(sum(t.amount_aud), 0)::numeric(16,2)::text AS amount
  FROM transactions t WHERE t.is_deleted = false
  GROUP BY 1, 2, 3, 4, 5`;
const ROLLED_TRANSACTIONS = sql`
  SELECT tenant_id, day::text, waste_stream_id, customer_id, destination_contractor_id,
         transactions AS n, weight_kg::text AS kg, actual_kg::text AS actual, amount_aud::text AS amount
  FROM transaction_rollups WHERE transactions <> 0 OR weight_kg <> 0 OR actual_kg <> 0 OR amount_aud <> 0`;

let server: TestServer;
let owner: string;

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The rows on one side only (none when the rollup equals the raw aggregate), and how many keys. */
async function differences(): Promise<{ onlyRaw: unknown[]; onlyRollup: unknown[]; keys: number }> {
  const onlyRaw = [
    ...(await rows(sql`(${RAW_COLLECTIONS}) EXCEPT ALL (${ROLLED_COLLECTIONS})`)),
    ...(await rows(sql`(${RAW_TRANSACTIONS}) EXCEPT ALL (${ROLLED_TRANSACTIONS})`)),
  ];
  const onlyRollup = [
    ...(await rows(sql`(${ROLLED_COLLECTIONS}) EXCEPT ALL (${RAW_COLLECTIONS})`)),
    ...(await rows(sql`(${ROLLED_TRANSACTIONS}) EXCEPT ALL (${RAW_TRANSACTIONS})`)),
  ];
  const [count] = await rows<{ n: number }>(sql`SELECT (SELECT count(*) FROM collection_rollups) + (SELECT count(*) FROM transaction_rollups) AS n`);
  return { onlyRaw, onlyRollup, keys: Number(count?.n ?? 0) };
}

async function expectRollupsEqualRaw(): Promise<void> {
  const diff = await differences();
  expect(diff.onlyRaw).toEqual([]);
  expect(diff.onlyRollup).toEqual([]);
  expect(diff.keys).toBeGreaterThan(0);
}

interface Service {
  id: number;
  customer_id: number | null;
}

/** Two live, not consolidated services of Harbour Tower with different customers. */
async function twoServices(): Promise<[Service, Service]> {
  const found = await rows<Service>(
    sql`SELECT DISTINCT ON (customer_id) id, customer_id FROM collection_services
        WHERE tenant_id = ${HARBOUR} AND is_deleted = false AND is_consolidated = false AND customer_id IS NOT NULL
        ORDER BY customer_id, id LIMIT 2`,
  );
  if (found.length < 2) throw new Error('The seed has fewer than two customers with services in Harbour Tower');
  return [found[0]!, found[1]!];
}

async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const result = await api(server.url, owner, method, path, body);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url, 'owner');
});
afterAll(() => server?.close());

describe('the collection and transaction rollups', () => {
  let a: Service;
  let b: Service;
  const collection = (serviceId: number, at: string, netKg: number) => ({ collectionServiceId: serviceId, collectedAt: at, netKg, quantity: 1 });

  beforeAll(async () => {
    [a, b] = await twoServices();
  });

  it('equal the raw aggregate of the seed', async () => {
    await expectRollupsEqualRaw();
  });

  it('follow creates, edits that move a collection to another day, customer and level, and deletes', async () => {
    const created = await call('POST', '/api/Collections/CreateEntity', collection(a.id, '2026-02-10T01:00:00Z', 3.25));
    await expectRollupsEqualRaw();
    const id = Number(created.id);
    // Another local day (13:30 UTC is past midnight in Sydney), then another service and customer.
    await call('PUT', '/api/Collections/PutEntity', { id, ...collection(a.id, '2026-02-10T13:30:00Z', 4.5) });
    await expectRollupsEqualRaw();
    await call('PUT', '/api/Collections/PutEntity', { id, ...collection(b.id, '2026-02-12T01:00:00Z', 4.5), isContaminated: true, contaminationLevel: 'High' });
    await expectRollupsEqualRaw();
    await call('PUT', '/api/Collections/PutEntity', { id, ...collection(b.id, '2026-02-12T01:00:00Z', 4.5), isContaminated: true, contaminationLevel: 'Low', isEstimated: true });
    await expectRollupsEqualRaw();
    await call('DELETE', `/api/Collections/Delete/${id}`);
    await expectRollupsEqualRaw();
  });

  it('follow a multi-row insert and concurrent creates on one key, losing no increment', async () => {
    const [before] = await rows<{ n: number }>(sql`SELECT coalesce(sum(collections), 0)::int AS n FROM collection_rollups WHERE grain = 'D'`);
    const [service] = await rows<{ waste_stream_id: number }>(sql`SELECT waste_stream_id FROM collection_services WHERE id = ${a.id}`);
    await server.db.insert(collections).values(
      Array.from({ length: 25 }, (_, i) => ({
        tenantId: HARBOUR,
        collectionServiceId: a.id,
        customerId: a.customer_id,
        wasteStreamId: service!.waste_stream_id,
        collectedAt: `2026-01-${String(1 + (i % 20)).padStart(2, '0')}T02:00:00Z`,
        netKg: 1 + i / 4,
      })),
    );
    await expectRollupsEqualRaw();
    await Promise.all(Array.from({ length: 8 }, () => call('POST', '/api/Collections/CreateEntity', collection(b.id, '2026-01-05T03:00:00Z', 0.5))));
    await expectRollupsEqualRaw();
    const [after] = await rows<{ n: number }>(sql`SELECT coalesce(sum(collections), 0)::int AS n FROM collection_rollups WHERE grain = 'D'`);
    expect(Number(after!.n) - Number(before!.n)).toBe(25 + 8);
  });

  it("follow a building's time-zone change and a service becoming consolidated", async () => {
    await server.db.execute(sql`UPDATE packages SET time_zone = 'Pacific/Auckland' WHERE tenant_id = ${HARBOUR}`);
    await expectRollupsEqualRaw();
    await server.db.execute(sql`UPDATE collection_services SET is_consolidated = true WHERE id = ${a.id}`);
    await expectRollupsEqualRaw();
  });

  it('follow the transactions import: new lines, then a re-import that updates them, and a delete', async () => {
    const supplier = await signIn(server.url, SUPPLIER_MANAGER);
    const line: SeededLine = await seededLine(server.url, supplier);
    const template = await download(server.url, supplier, `${TRANSACTIONS_TEMPLATE_PATH}?format=csv`);
    const header = template.bytes.toString('utf8').trim().split(',').map((h) => h.replace(/^"|"$/g, ''));
    const prefix = `ROLLUP-${Date.now()}-`;
    const lines = (quantity: number) =>
      Array.from({ length: 30 }, (_, i) => {
        const cells: Record<string, string> = {
          Date: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`,
          Contractor: line.destinationContractorIdLabel,
          Product: line.productIdLabel,
          Quantity: String(quantity + i),
          'Unit price': '12.5',
          'Docket no.': `${prefix}${i}`,
        };
        return header.map((h) => cells[h] ?? '');
      });
    const first = await importFile(server.url, supplier, csvOf([header, ...lines(2)]), 'rollup.csv');
    expect(first.importStatus).toBe('Completed');
    await expectRollupsEqualRaw();
    const again = await importFile(server.url, supplier, csvOf([header, ...lines(5)]), 'rollup-again.csv');
    expect(again.importStatus).toBe('Completed');
    await expectRollupsEqualRaw();
    const [one] = await rows<{ id: number }>(sql`SELECT id FROM transactions WHERE docket_no = ${`${prefix}0`}`);
    // The Supplier-edition manager may not delete transactions; the system administrator may.
    const admin = await signIn(server.url, 'admin');
    const deleted = await api(server.url, admin, 'DELETE', `/api/Transactions/Delete/${one!.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await expectRollupsEqualRaw();
  });

  it('are rebuilt to the same rows by the rebuild command', async () => {
    const before = await rows(sql`${ROLLED_COLLECTIONS} ORDER BY 1, 2, 3, 4, 5, 6`);
    await server.db.execute(sql`DELETE FROM collection_rollups WHERE tenant_id = ${HARBOUR}`);
    await rebuildRollups(server.db);
    await expectRollupsEqualRaw();
    expect(await rows(sql`${ROLLED_COLLECTIONS} ORDER BY 1, 2, 3, 4, 5, 6`)).toEqual(before);
  });
});
