// Lists as people use them (issue #14), over real HTTP on the seeded demo data: the quick search
// finds rows by their own text and by a lookup's label, joins the column filters, and is bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_LIMITS } from '../../src/domain/grid-limits';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; total: number; totalCapped?: boolean };

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['manager', 'owner', 'readonly', 'manager.lite']) tokens[user] = await signIn(server.url, user);
});
afterAll(async () => {
  await server?.close();
});

describe('quick search', () => {
  it("finds a tenant's collections by part of its service's name, and only those", async () => {
    const services = (await as('manager', 'PUT', '/api/CollectionServices/Get', { take: 50 })).body as Page;
    const name = String(services.data.find((s) => typeof s.customerIdLabel === 'string')?.customerIdLabel);
    const word = name.split(/\s+/)[0]!.slice(0, 5).toLowerCase();
    const answer = await as('manager', 'PUT', '/api/Collections/Get', { take: 100, search: `  ${word.toUpperCase()} ` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const found = answer.body as Page;
    expect(found.data.length).toBeGreaterThan(0);
    for (const row of found.data) {
      const text = [row.collectionServiceIdLabel, row.cleanerIdLabel, row.productIdLabel].join(' ').toLowerCase();
      expect(text, `row ${row.id}`).toContain(word);
    }
    const all = (await as('manager', 'PUT', '/api/Collections/Get', { take: 1 })).body as Page;
    expect(found.total).toBeLessThan(all.total);
  });

  it('every word must match, and the search joins the column filters', async () => {
    const customers = (await as('manager', 'PUT', '/api/Customers/Get', { take: 1000 })).body as Page;
    const target = customers.data[0]!;
    const name = String(target.name);
    const byName = (await as('manager', 'PUT', '/api/Customers/Get', { take: 1000, search: name })).body as Page;
    expect(byName.data.map((r) => r.id)).toContain(target.id);
    for (const row of byName.data) expect([row.name, row.code, row.abn].join(' ').toLowerCase()).toContain(name.split(/\s+/)[0]!.toLowerCase());
    const nothing = (await as('manager', 'PUT', '/api/Customers/Get', { take: 1000, search: `${name} zzqxnotaword` })).body as Page;
    expect(nothing.total).toBe(0);
    const filtered = (await as('manager', 'PUT', '/api/Customers/Get', {
      take: 1000,
      search: name,
      filter: { logic: 'and', filters: [{ field: 'id', operator: 'neq', value: target.id }] },
    })).body as Page;
    expect(filtered.data.map((r) => r.id)).not.toContain(target.id);
    expect(filtered.total).toBe(byName.total - 1);
  });

  it('LIKE wildcards typed in the box are plain characters', async () => {
    const page = (await as('manager', 'PUT', '/api/Customers/Get', { take: 10, search: '%' })).body as Page;
    expect(page.total).toBe(0);
  });

  it('is bounded: a search too long or not text is a 400 naming the field', async () => {
    const long = await as('manager', 'PUT', '/api/Collections/Get', { take: 20, search: 'x'.repeat(GRID_LIMITS.maxSearchLength + 1) });
    expect(long.status).toBe(400);
    expect(Object.keys((long.body as { errors: object }).errors)).toEqual(['search']);
    const wrong = await as('manager', 'PUT', '/api/Collections/Get', { take: 20, search: { $ne: 1 } });
    expect(wrong.status).toBe(400);
    expect(Object.keys((wrong.body as { errors: object }).errors)).toEqual(['search']);
  });

  it('narrows the Excel export and GetAll alike', async () => {
    const customers = (await as('manager', 'PUT', '/api/Customers/Get', { take: 1 })).body as Page;
    const name = String(customers.data[0]!.name);
    const all = (await as('manager', 'PUT', '/api/Customers/GetAll', { search: name })).body as Row[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThan(((await as('manager', 'PUT', '/api/Customers/GetAll', {})).body as Row[]).length);
  });
});
