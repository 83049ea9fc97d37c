// Record history through the controllers that do more than the generic CRUD (issue #14 item 7):
// equipment (multipart), both kinds of portfolio, buildings, products, waste types, the tablet
// configuration copy and the profile edit. Over real HTTP, each write shows in the record's History
// endpoint, and a write that fails at COMMIT (a deferred trigger) leaves no history behind.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';
import { floorScale, pngImage, sendMultipart, type UploadPart } from '../controllers/upload-fixtures';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number };
type Entry = { action: string; source: string; userName: string | null; changes: Record<string, { from: unknown; to: unknown }> };

const POISON = 'Poison Pill';
/** Tables whose writes a deferred trigger refuses at COMMIT when any value is POISON. */
const POISONED = ['equipment', 'portfolios', 'packages', 'products', 'waste_types', 'users'];
const RUN = Math.random().toString(36).slice(2, 7).toUpperCase();

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);
const ok = async (user: string, method: string, path: string, json?: unknown): Promise<Row> => {
  const answer = await as(user, method, path, json);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Row;
};
const history = async (user: string, controller: string, id: number): Promise<Entry[]> => {
  const answer = await as(user, 'GET', `/api/${controller}/History/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Entry[];
};
const entries = async (entity: string) =>
  (await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, entity)))[0]?.n ?? 0;

/** The write fails (at COMMIT) and the entity's history is as it was. */
async function failsWithoutHistory(entity: string, write: () => Promise<{ status: number }>): Promise<void> {
  const before = await entries(entity);
  expect((await write()).status).not.toBe(200);
  expect(await entries(entity)).toBe(before);
}

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'manager', 'owner']));
  await server.db.execute(sql.raw(`CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF to_jsonb(NEW)::text LIKE '%${POISON}%' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NULL; END $$`));
  for (const table of POISONED) {
    await server.db.execute(sql.raw(`CREATE CONSTRAINT TRIGGER refuse_poison AFTER INSERT OR UPDATE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_poison()`));
  }
});
afterAll(async () => {
  await server?.close();
});

describe('equipment (multipart)', () => {
  const send = (method: 'POST' | 'PUT', item: Record<string, unknown>, files: UploadPart[] = []) =>
    sendMultipart(server.url, tokens.manager ?? null, method, `/api/Equipment/${method === 'POST' ? 'CreateEntity' : 'PutEntity'}`, { equipmentItem: JSON.stringify(item) }, files);
  const image: UploadPart = { name: 'image', bytes: pngImage(2, 2), fileName: 'front.png', type: 'image/png' };
  const scale = floorScale(`HS-${RUN}`);

  it('records create, edit (fields and files) and delete; a failed edit or create records nothing', async () => {
    const created = await send('POST', scale);
    expect(created.status).toBe(200);
    const row = created.body as Row;
    const edited = await send('PUT', { ...row, make: 'Mettler' }, [image]);
    expect(edited.status).toBe(200);
    await failsWithoutHistory('equipment', () => send('PUT', { ...(edited.body as Row), make: POISON }));
    await failsWithoutHistory('equipment', () => send('POST', { ...scale, serialNumber: `HS-${RUN}-2`, make: POISON }));
    const [edit, create] = await history('manager', 'Equipment', row.id);
    expect(create).toMatchObject({ action: 'create', source: 'form', changes: { serialNumber: { from: null, to: `HS-${RUN}` } } });
    expect(edit).toMatchObject({
      action: 'update',
      userName: expect.stringMatching(/\w+ \w+/),
      changes: { make: { from: 'Avery', to: 'Mettler' }, images: { from: null, to: 'front.png', label: 'Images' } },
    });
    expect((await as('owner', 'DELETE', `/api/Equipment/Delete/${row.id}`)).status).toBe(200);
    expect((await history('manager', 'Equipment', row.id)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });
});

describe('portfolios (both kinds)', () => {
  it('records create, update and delete of an operational portfolio', async () => {
    const made = await ok('admin', 'POST', '/api/Portfolios/Create', { name: `Hist Fund ${RUN}`, tenantIds: [1] });
    await ok('admin', 'PUT', '/api/Portfolios/Update', { id: made.id, name: `Hist Fund ${RUN} II`, tenantIds: [1, 2] });
    await failsWithoutHistory('portfolios', () => as('admin', 'PUT', '/api/Portfolios/Update', { id: made.id, name: POISON, tenantIds: [] }));
    await failsWithoutHistory('portfolios', () => as('admin', 'POST', '/api/Portfolios/Create', { name: POISON, tenantIds: [] }));
    await ok('admin', 'DELETE', `/api/Portfolios?id=${made.id}`);
    const entriesNow = await history('admin', 'Portfolios', made.id);
    expect(entriesNow.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entriesNow[1]?.changes.name).toEqual({ from: `Hist Fund ${RUN}`, to: `Hist Fund ${RUN} II` });
    // The linked buildings, by name, changed with it.
    expect(entriesNow[1]?.changes.tenantIds).toMatchObject({ label: 'Buildings', from: 'Harbour Tower', to: 'Collins Place, Harbour Tower' });
    expect(entriesNow[2]?.changes.tenantIds).toMatchObject({ from: null, to: 'Harbour Tower' });
  });

  it('records a tenant portfolio under its own kind, readable with that kind\'s View only', async () => {
    const made = await ok('admin', 'POST', '/api/Portfolios/CreateTenantPortfolio', { name: `Hist Occupier ${RUN}`, customerIds: [] });
    await ok('admin', 'PUT', '/api/Portfolios/UpdateTenantPortfolio', { id: made.id, name: `Hist Occupier ${RUN}`, description: 'Moved in', customerIds: [] });
    const found = await history('admin', 'Portfolios', made.id);
    expect(found.map((e) => e.action)).toEqual(['update', 'create']);
    expect(found[0]?.changes.description).toEqual({ from: null, to: 'Moved in' });
    const stored = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'tenantPortfolios'), eq(auditLog.recordId, made.id)));
    expect(stored).toHaveLength(2);
    expect((await as('manager', 'GET', `/api/Portfolios/History/${made.id}`)).status).toBe(403);
    expect((await as('admin', 'GET', '/api/Portfolios/History/2000000000')).status).toBe(404);
  });
});

describe('buildings (Package)', () => {
  const building = { name: `Hist House ${RUN}`, tenantName: `hist-${RUN.toLowerCase()}`, addressLine: '9 Test Lane', suburb: 'Testville', state: 'NSW', postcode: '2000' };

  it('records create, edit, delete and restore; a failed create or edit records nothing', async () => {
    const made = await ok('admin', 'POST', '/api/Package/CreateEntity', building);
    await ok('admin', 'PUT', '/api/Package/PutEntity', { ...made, floors: 12 });
    await failsWithoutHistory('buildings', () => as('admin', 'PUT', '/api/Package/PutEntity', { ...made, name: POISON }));
    await failsWithoutHistory('buildings', () => as('admin', 'POST', '/api/Package/CreateEntity', { ...building, name: POISON, tenantName: `x${RUN.toLowerCase()}` }));
    await ok('admin', 'DELETE', `/api/Package/Delete/${made.id}`);
    await ok('admin', 'POST', `/api/Package/Restore/${made.id}`);
    const found = await history('admin', 'Package', made.id);
    expect(found.map((e) => e.action)).toEqual(['restore', 'delete', 'update', 'create']);
    expect(found[2]?.changes.floors).toEqual({ from: null, to: 12 });
  });
});

describe('reference data: products and waste types', () => {
  it('records product and waste type writes; failed ones record nothing', async () => {
    const stream = await ok('admin', 'POST', '/api/WasteStreams/CreateEntity', { name: `Hist Stream ${RUN}`, code: 'HISTQ', fate: 'Recycling' });
    const product = await ok('admin', 'POST', '/api/Products/CreateEntity', { name: `Hist Bin ${RUN}`, wasteStreamId: stream.id, unitOfMeasure: 'Bin', capacityL: 240 });
    await ok('admin', 'PUT', '/api/Products/PutEntity', { ...product, capacityL: 660 });
    await failsWithoutHistory('products', () => as('admin', 'PUT', '/api/Products/PutEntity', { ...product, name: POISON }));
    expect((await history('admin', 'Products', product.id))[0]).toMatchObject({ action: 'update', changes: { capacityL: { from: 240, to: 660 } } });

    const type = await ok('admin', 'POST', '/api/WasteTypes/CreateEntity', { name: `Hist Type ${RUN}`, wasteStreamId: stream.id });
    await ok('admin', 'PUT', '/api/WasteTypes/PutEntity', { ...type, name: `Hist Type ${RUN} B` });
    await failsWithoutHistory('wasteTypes', () => as('admin', 'POST', '/api/WasteTypes/CreateEntity', { name: POISON, wasteStreamId: stream.id }));
    expect((await history('admin', 'WasteTypes', type.id)).map((e) => e.action)).toEqual(['update', 'create']);
  });
});

describe('writes of their own', () => {
  it('a tablet configuration copied to another building starts its history with a create', async () => {
    const original = await ok('owner', 'POST', '/api/TabletConfigurations/CreateEntity', { name: `Hist tablet ${RUN}`, items: [] });
    const copy = await ok('admin', 'POST', '/api/TabletConfigurations/Copy', { id: original.id, targetTenantId: 2 });
    const [created] = await history('admin', 'TabletConfigurations', copy.id);
    expect(created).toMatchObject({ action: 'create', changes: { name: { from: null, to: `Hist tablet ${RUN}` } } });
  });

  it('a profile edit shows in the user\'s history; a failed one leaves none', async () => {
    const profile = await ok('manager', 'GET', '/api/User/GetProfile');
    const { firstName, lastName, email, phone } = profile as unknown as { firstName: string; lastName: string; email: string; phone: string | null };
    await ok('manager', 'PUT', '/api/User/UpdateProfile', { firstName: `${firstName}x`, lastName, email, phone });
    await failsWithoutHistory('users', () => as('manager', 'PUT', '/api/User/UpdateProfile', { firstName: POISON, lastName, email, phone }));
    const [edit] = await history('admin', 'Users', profile.id);
    expect(edit).toMatchObject({ action: 'update', changes: { firstName: { from: firstName, to: `${firstName}x` } } });
    await ok('manager', 'PUT', '/api/User/UpdateProfile', { firstName, lastName, email, phone });
  });
});
