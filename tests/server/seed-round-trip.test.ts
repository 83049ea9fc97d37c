// Every seeded row satisfies its own declaration: read with GetById and sent back unchanged through
// PutEntity it saves (200). A seed row the declaration refuses could never be edited — the seeded
// collection limits named both a product and its bin type, which a limit may not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/server/reports/sql';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager');
});
afterAll(async () => {
  await server?.close();
});

/** GetById's answer as an edit form sends it back: the display-only labels and stamps left out. */
function asSent(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('Label') && key !== 'createdAt' && key !== 'modifiedAt'));
}

const CONTROLLERS = ['CollectionLimits', 'CollectionServices', 'Customers'];

for (const controller of CONTROLLERS) {
  it(`every seeded ${controller} row of the building saves back unchanged`, async () => {
    const all = await api(server.url, manager, 'PUT', `/api/${controller}/GetAll`, {});
    expect(all.status).toBe(200);
    const ids = (all.body as { id: number }[]).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const id of ids) {
      const read = await api(server.url, manager, 'GET', `/api/${controller}/GetById/${id}`);
      expect(read.status).toBe(200);
      const saved = await api(server.url, manager, 'PUT', `/api/${controller}/PutEntity`, asSent(read.body as Record<string, unknown>));
      if (saved.status !== 200) refused.push(`${id}: ${saved.status} ${JSON.stringify(saved.body)}`);
    }
    expect(refused).toEqual([]);
  });
}

it('no seeded collection limit of any building names both a product and a bin type', async () => {
  const both = await rowsOf<{ id: number }>(server.db, sql`SELECT id FROM collection_limits WHERE product_id IS NOT NULL AND bin_type_id IS NOT NULL`);
  expect(both).toEqual([]);
});
