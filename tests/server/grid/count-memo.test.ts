// A grid's total is remembered per process until a statement writes to a table it counts
// (routes/generic/count-memo.ts, db/table-change-triggers.ts). These show both halves: a page asked
// again costs no count, and every kind of write — a route's, a script's raw SQL, a write to a
// looked-up table the filter names — changes the next total.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesRead } from '../../../src/server/routes/generic/count-memo';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

type Page = { data: { id: number; productIdLabel?: string | null }[]; total: number; totalCapped?: boolean };

let server: TestServer;
let manager: string;
/** Statements the server sent to the database since the last take(). */
const sent: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager');
  const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (config: unknown, ...rest: unknown[]) => {
    sent.push(typeof config === 'string' ? config : String((config as { text?: unknown }).text ?? ''));
    return query(config, ...rest);
  };
});
afterAll(async () => {
  await server?.close();
});

const counts = () => sent.splice(0).filter((text) => /count\(\*\)/.test(text)).length;

async function page(body: unknown): Promise<Page> {
  const answer = await api(server.url, manager, 'PUT', '/api/Collections/Get', body);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return answer.body as Page;
}

/** The total, asked until it is `expected` (a write made outside a request is heard a moment later). */
const totalSettlesTo = (body: unknown, expected: number) => expect.poll(async () => (await page(body)).total, { timeout: 5_000, interval: 50 }).toBe(expected);

describe('the tables a count reads', () => {
  it('are every FROM and JOIN, subqueries included', () => {
    expect(tablesRead('select count(*) from (select 1 from "collections" left join "products" "p" on true where "tenant_id" in (select "tenant_id" from "portfolio_buildings")) "matching"')).toEqual([
      'collections',
      'products',
      'portfolio_buildings',
    ]);
  });

  it('make a count unfit to keep when one is not announced, or the count reads the clock', () => {
    expect(tablesRead('select count(*) from "pg_class"')).toBeNull();
    expect(tablesRead('select count(*) from "collections" where "collected_at" > now() - interval \'1 day\'')).toBeNull();
    expect(tablesRead('select count(*) from "collections" where "collected_at" > current_date')).toBeNull();
    expect(tablesRead('select count(*) from "collections" where "collected_at" > \'today\'::date')).toBeNull();
    expect(tablesRead('select count(*) from "jobs"')).toBeNull();
    // A name it cannot read makes the whole count unfit, though its other tables are announced.
    expect(tablesRead('select count(*) from "collections" where "tenant_id" in (select tenant_id from transactions t)')).toBeNull();
  });
});

describe('a grid total', () => {
  const first = { page: 1, pageSize: 20, sort: [{ field: 'collectedAt', dir: 'desc' }] };

  it('is counted once for a page asked again, by anyone of the same scope', async () => {
    const before = await page(first);
    expect(before.totalCapped).toBe(true);
    counts();
    const again = await page({ ...first, page: 2 });
    expect(again.total).toBe(before.total);
    const manager2 = await signIn(server.url, 'manager');
    const other = await api(server.url, manager2, 'PUT', '/api/Collections/Get', first);
    expect((other.body as Page).total).toBe(before.total);
    expect(counts()).toBe(0);
  });

  it("follows a route's delete at once", async () => {
    const few = { page: 1, pageSize: 5, filter: { logic: 'and', filters: [{ field: 'id', operator: 'lte', value: 400 }] } };
    const before = await page(few);
    expect(before.totalCapped).toBeUndefined();
    expect((await page(few)).total).toBe(before.total);
    const admin = await signIn(server.url, 'admin');
    const deleted = await api(server.url, admin, 'DELETE', `/api/Collections/Delete/${before.data[0]!.id}`);
    expect(deleted.status).toBe(200);
    // The delete's answer waited for its own announcement: the very next page is exact.
    expect((await page(few)).total).toBe(before.total - 1);
  });

  it('follows a write made outside the routes (a script, an import worker)', async () => {
    const few = { page: 1, pageSize: 5, filter: { logic: 'and', filters: [{ field: 'id', operator: 'lte', value: 800 }] } };
    const before = await page(few);
    await server.db.execute(sql`update collections set is_deleted = true where id = ${before.data[0]!.id}`);
    await totalSettlesTo(few, before.total - 1);
  });

  it('follows a change of a looked-up row that the filter names', async () => {
    const some = await page({ page: 1, pageSize: 50, filter: { logic: 'and', filters: [{ field: 'productIdLabel', operator: 'isnotnull' }] } });
    const label = some.data.find((row) => row.productIdLabel)?.productIdLabel;
    expect(label).toBeTruthy();
    const byLabel = { page: 1, pageSize: 5, filter: { logic: 'and', filters: [{ field: 'productIdLabel', operator: 'eq', value: label }] } };
    const before = await page(byLabel);
    expect(before.total).toBeGreaterThan(0);
    expect((await page(byLabel)).total).toBe(before.total);
    await server.db.execute(sql`update products set name = name || ' (renamed)' where name = ${label}`);
    await totalSettlesTo(byLabel, 0);
  });
});
