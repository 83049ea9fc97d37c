// Run inside the add-an-entity test's copy of the repository (copied there as probe.test.ts, with
// ADD_ENTITY_KEY naming the entity added in three files): its screens are routed, the admin's menu
// shows it, and its controller answers the five generic calls over real HTTP on the seeded rows.
// The permission and bad-input sweeps run beside it, narrowed to it with SWEEP_ENTITIES.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entityByKey } from '../../../src/domain/entities';
import { APP_VERSIONS } from '../../../src/domain/enums';
import { buildMenu } from '../../../src/domain/menu';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import { ROUTES } from '../../../src/domain/routes';
import { genericEntityKeys } from '../../../src/server/routes/entities';
import { api, startTestServer, type TestServer } from '../../helpers/server';
import { switchSession, type RoleSession } from '../sweep/sessions';

const KEY = process.env.ADD_ENTITY_KEY ?? '';
const HARBOUR = 1;
type Row = Record<string, unknown> & { id: number; version: number };

let server: TestServer;
let session: RoleSession;
beforeAll(async () => {
  server = await startTestServer();
  const switched = await switchSession(server.url, 'admin', 'supportAdmin', HARBOUR);
  if (!switched) throw new Error('The administrator could not switch into Harbour Tower');
  session = switched;
});
afterAll(async () => {
  await server?.close();
});

it('its list, create, view and edit screens are routed', () => {
  const entity = entityByKey(KEY);
  const routes = ROUTES.filter((r) => r.entity === KEY);
  expect(routes.map((r) => r.kind).sort()).toEqual(['create', 'edit', 'list', 'view']);
  expect(routes.every((r) => r.path.startsWith(entity.route ?? '?') && r.guard?.area === entity.area)).toBe(true);
});

it("the administrator's menu shows it", () => {
  const entity = entityByKey(KEY);
  const menu = buildMenu({ permissions: permissionsForRole('admin'), actingRole: 'admin', calibreBins: true, appVersions: APP_VERSIONS });
  const entries = menu.flatMap((g) => g.entries.map((e) => ({ group: g.key, label: e.label, path: e.path })));
  expect(entries).toContainEqual({ group: entity.menu?.group, label: entity.labelPlural, path: entity.route });
});

it('its controller answers Get, GetById, CreateEntity, PutEntity and Delete on the seeded rows', async () => {
  const { controller } = entityByKey(KEY);
  expect(genericEntityKeys()).toContain(KEY);
  const call = (method: string, path: string, body?: unknown) => api(server.url, session.token, method, `/api/${controller}/${path}`, body);

  const page = await call('PUT', 'Get', { skip: 0, take: 50 });
  expect(page.status).toBe(200);
  const seeded = (page.body as { data: Row[]; total: number }).data;
  expect(seeded.length).toBeGreaterThan(0);
  // The lookup to customers is joined: every seeded row names its tenant.
  expect(seeded.every((r) => typeof r.customerIdLabel === 'string' && r.customerIdLabel !== '')).toBe(true);
  const first = seeded[0] as Row;
  expect((await call('GET', `GetById/${first.id}`)).body).toMatchObject({ id: first.id, binTag: first.binTag });

  const created = await call('POST', 'CreateEntity', { binTag: 'SKIP-NEW', customerId: first.customerId, sizeM3: 10, placedOn: '2026-02-01', hired: true, notes: 'added by the probe' });
  expect(created.status).toBe(200);
  const row = created.body as Row;
  expect(row).toMatchObject({ binTag: 'SKIP-NEW', tenantId: HARBOUR, version: 1 });

  const updated = await call('PUT', 'PutEntity', { ...pick(row), id: row.id, version: row.version, binTag: 'SKIP-EDITED' });
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ id: row.id, binTag: 'SKIP-EDITED', version: 2 });

  expect(await call('DELETE', `Delete/${row.id}`)).toEqual({ status: 200, body: { id: row.id } });
  expect((await call('GET', `GetById/${row.id}`)).status).toBe(404);
  console.log(`add-entity probe: ${controller} Get (${seeded.length} seeded rows), GetById, CreateEntity, PutEntity, Delete answered`);
});

/** The declared fields of a row, as a form sends them back. */
function pick(row: Row): Record<string, unknown> {
  const { fields } = entityByKey(KEY);
  return Object.fromEntries(Object.keys(fields).map((f) => [f, row[f]]));
}
