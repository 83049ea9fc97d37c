// A form's lookup lists (PUT /api/{controller}/Lookup/{field}, src/server/routes/generic/lookup-lists.ts):
// answered for whoever may write the referring record, scoped to what it may pick, each row with
// its building. Issue #13: "Counted by" on bin counts answered 403 for every manager role, and the
// Tenant list repeated "Base Building" with nothing to tell the buildings apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Area, hasPermission, Qualifier } from '../../src/domain/permissions';
import { permissionsForRole } from '../../src/domain/role-matrix';
import { roleKeyOf } from '../../src/domain/roles';
import { DEMO_USERS } from '../../src/server/db/seed/demo-users';
import { api, signIn, signInBody, startTestServer, type TestServer } from '../helpers/server';

type Option = { value: number; label: string; building: string | null };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Demo users acting in a manager role (Manager, FT Manager) inside one building. */
const MANAGERS = DEMO_USERS.filter((u) => !u.forceChangePassword && (u.role === 'manager' || u.role === 'ftManager'));

describe('"Counted by" on bin counts', () => {
  it.each(MANAGERS.map((u) => [u.userName] as const))('%s gets the users of its own building, each with the building, when it may write bin counts', async (userName) => {
    const body = await signInBody(server.url, userName);
    const token = String(body.access_token);
    const role = roleKeyOf(Number(body.roleId))!;
    const writes = [Qualifier.View, Qualifier.Create, Qualifier.Edit].some((q) => hasPermission(permissionsForRole(role), Area.BinCount, q));
    const answer = await api(server.url, token, 'PUT', '/api/BinCounts/Lookup/countedById', {});
    if (!writes) return expect(answer.status).toBe(403);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const options = answer.body as Option[];
    expect(options.map((o) => o.label)).toContain(userName);
    // Only the users of the session's building (and none of another building).
    const buildings = new Set(options.map((o) => o.building));
    expect(buildings.size).toBe(1);
    expect([...buildings][0]).toMatch(/\w/);
  });

  it('is refused to a session that may not see bin counts, and names only lookup fields', async () => {
    const tenant = await signIn(server.url, 'tenant');
    const permissions = permissionsForRole('tenant');
    const tenantMay = [Qualifier.View, Qualifier.Create, Qualifier.Edit].some((q) => hasPermission(permissions, Area.BinCount, q));
    expect((await api(server.url, tenant, 'PUT', '/api/BinCounts/Lookup/countedById', {})).status).toBe(tenantMay ? 200 : 403);
    const manager = await signIn(server.url, 'manager');
    expect((await api(server.url, manager, 'PUT', '/api/BinCounts/Lookup/binCount', {})).status).toBe(400);
  });
});

describe('same-named rows of different buildings', () => {
  it('carry their building, so the system administrator can tell four "Base Building"s apart', async () => {
    const admin = await signIn(server.url, 'admin');
    const answer = await api(server.url, admin, 'PUT', '/api/Contacts/Lookup/customerId', {});
    expect(answer.status).toBe(200);
    const bases = (answer.body as Option[]).filter((o) => o.label === 'Base Building');
    expect(bases.length).toBeGreaterThan(1);
    expect(new Set(bases.map((o) => o.building)).size).toBe(bases.length);
    expect(bases.map((o) => o.building)).toContain('Harbour Tower');
  });
});

describe("a lookup narrowed to a parent (a tenant's Create collection)", () => {
  it("lists only the tenant's services; a filter on an unknown field is a 400 naming it", async () => {
    const owner = await signIn(server.url, 'owner');
    const all = (await api(server.url, owner, 'PUT', '/api/CollectionServices/GetAll', {})).body as { id: number; customerId: number | null }[];
    const customerId = all.find((s) => s.customerId !== null)?.customerId as number;
    const own = all.filter((s) => s.customerId === customerId).map((s) => s.id).sort((a, b) => a - b);
    const filter = (field: string) => ({ filter: { logic: 'and', filters: [{ field, operator: 'eq', value: customerId }] } });
    const narrowed = await api(server.url, owner, 'PUT', '/api/Collections/Lookup/collectionServiceId', filter('customerId'));
    expect(narrowed.status).toBe(200);
    expect((narrowed.body as Option[]).map((o) => o.value).sort((a, b) => a - b)).toEqual(own);
    expect(own.length).toBeLessThan(all.length);
    const bad = await api(server.url, owner, 'PUT', '/api/Collections/Lookup/collectionServiceId', filter('noSuchField'));
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['filter.filters.0.field']);
  });

  it("narrows only by the looked-up rows' parents: no filter on their other fields, which the caller may not be allowed to read", async () => {
    // A manager picks "Counted by" without the right to view Users: a filter on their e-mail would
    // tell, one guess at a time, what the list never shows.
    const manager = await signIn(server.url, 'manager');
    const byEmail = { filter: { logic: 'and', filters: [{ field: 'email', operator: 'contains', value: '@' }] } };
    const answer = await api(server.url, manager, 'PUT', '/api/BinCounts/Lookup/countedById', byEmail);
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['filter.filters.0.field']);
    const nested = { filter: { logic: 'and', filters: [{ logic: 'or', filters: [{ field: 'userName', operator: 'startswith', value: 'm' }] }] } };
    expect((await api(server.url, manager, 'PUT', '/api/BinCounts/Lookup/countedById', nested)).status).toBe(400);
  });
});
