// Lists as people use them (issue #14), over real HTTP on the seeded demo data: the quick search
// finds rows by their own text and by a lookup's label, joins the column filters, and is bounded;
// saved views are each user's own, shared ones reach their building only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_LIMITS } from '../../src/domain/grid-limits';
import { MAX_SAVED_VIEWS_PER_LIST } from '../../src/domain/saved-views';
import { api, signInAll, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; total: number; totalCapped?: boolean };

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['manager', 'owner', 'readonly', 'manager.lite', 'scanner']));
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

describe('saved views', () => {
  const state = { sort: { sortModel: [{ colId: 'name', sort: 'desc' }] }, columnVisibility: { hiddenColIds: ['code'] }, quickSearch: 'apex' };
  type View = { id: number; name: string; shared: boolean; mine: boolean; ownerName: string | null; state: typeof state };
  const list = async (user: string, entity = 'customers') => (await as(user, 'GET', `/api/SavedViews?entity=${entity}`)).body as View[];

  it("keeps a user's view, which another user can neither read nor change", async () => {
    const created = await as('manager', 'POST', '/api/SavedViews', { entity: 'customers', name: '  Apex, newest first ', state });
    expect(created.status).toBe(201);
    const view = created.body as View;
    expect(view).toMatchObject({ name: 'Apex, newest first', shared: false, mine: true, state });
    expect((await list('manager')).map((v) => v.id)).toContain(view.id);
    expect((await list('owner')).map((v) => v.id)).not.toContain(view.id);
    expect((await as('owner', 'PUT', `/api/SavedViews/${view.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await as('owner', 'DELETE', `/api/SavedViews/${view.id}`)).status).toBe(404);
    expect((await list('manager')).find((v) => v.id === view.id)?.name).toBe('Apex, newest first');
    const renamed = await as('manager', 'PUT', `/api/SavedViews/${view.id}`, { name: 'Apex' });
    expect((renamed.body as View).name).toBe('Apex');
    expect((await as('manager', 'DELETE', `/api/SavedViews/${view.id}`)).status).toBe(200);
    expect((await list('manager')).map((v) => v.id)).not.toContain(view.id);
  });

  it('a shared view is offered, read only, to its building only, and only roles with Edit may share', async () => {
    const shared = (await as('manager', 'POST', '/api/SavedViews', { entity: 'customers', name: 'Building view', state, shared: true })).body as View;
    const seen = (await list('readonly')).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ shared: true, mine: false, ownerName: 'manager' });
    expect((await list('manager.lite')).map((v) => v.id)).not.toContain(shared.id);
    expect((await as('readonly', 'DELETE', `/api/SavedViews/${shared.id}`)).status).toBe(404);
    const refused = await as('readonly', 'POST', '/api/SavedViews', { entity: 'customers', name: 'Mine for all', state, shared: true });
    expect(refused.status).toBe(403);
    expect((await as('readonly', 'POST', '/api/SavedViews', { entity: 'customers', name: 'Mine', state })).status).toBe(201);
  });

  it('a second view of the same name on the same list is refused with a 400 naming `name`, whatever its case and spaces', async () => {
    const first = await as('owner', 'POST', '/api/SavedViews', { entity: 'collections', name: 'Level 12', state });
    expect(first.status).toBe(201);
    const again = await as('owner', 'POST', '/api/SavedViews', { entity: 'collections', name: ' level 12 ', state });
    expect(again.status).toBe(400);
    expect(Object.keys((again.body as { errors: object }).errors)).toContain('name');
    const other = (await as('owner', 'POST', '/api/SavedViews', { entity: 'collections', name: 'Level 13', state })).body as View;
    const renamed = await as('owner', 'PUT', `/api/SavedViews/${other.id}`, { name: 'LEVEL 12' });
    expect(renamed.status).toBe(400);
    expect((await as('owner', 'POST', '/api/SavedViews', { entity: 'customers', name: 'Level 12', state })).status).toBe(201);
  });

  it('the per-list limit holds when the saves arrive at once', async () => {
    const saves = await Promise.all(
      Array.from({ length: MAX_SAVED_VIEWS_PER_LIST + 10 }, (_, i) => as('manager.lite', 'POST', '/api/SavedViews', { entity: 'customers', name: `Race ${i}`, state })),
    );
    expect(saves.filter((s) => s.status === 201)).toHaveLength(MAX_SAVED_VIEWS_PER_LIST);
    expect(saves.filter((s) => s.status === 400)).toHaveLength(10);
    expect(await list('manager.lite')).toHaveLength(MAX_SAVED_VIEWS_PER_LIST);
  });

  it('refuses bad bodies with a 400 naming the field, and lists the session may not view with a 403', async () => {
    const cases: [unknown, string][] = [
      [{ entity: 'customers', name: '', state }, 'name'],
      [{ entity: 'noSuchList', name: 'x', state }, 'entity'],
      [{ entity: 'customers', name: 'x', state: { sort: { sortModel: [{ colId: 'name', sort: 'sideways' }] } } }, 'state.sort.sortModel.0.sort'],
      [{ entity: 'customers', name: 'x', state: { quickSearch: 'x'.repeat(GRID_LIMITS.maxSearchLength + 1) } }, 'state.quickSearch'],
      [{ entity: 'customers', name: 'x', state: 'all of it' }, 'state'],
    ];
    for (const [body, field] of cases) {
      const answer = await as('manager', 'POST', '/api/SavedViews', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys((answer.body as { errors: object }).errors)).toContain(field);
    }
    expect((await as('scanner', 'GET', '/api/SavedViews?entity=users')).status).toBe(403);
    expect((await as('scanner', 'POST', '/api/SavedViews', { entity: 'users', name: 'x', state })).status).toBe(403);
  });
});
