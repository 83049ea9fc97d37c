// The Deleted filter and restore through the controllers with a delete of their own (issue #14 item
// 8): equipment (multipart writes, its own Delete) and both kinds of portfolio (one DELETE ?id= for
// either kind). Over real HTTP on the seed: delete → listed as deleted → restored → back in the
// live list, History shows the restore; Delete is needed; rows outside the session's scope, of the
// other kind or not deleted answer 404; a malformed id 400 naming `id`; a serial reused since the
// delete 409 naming where.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUILDINGS } from '../../../src/server/db/seed/demo-buildings';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';
import { floorScale, pngImage, sendMultipart, type UploadPart } from '../controllers/upload-fixtures';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; total: number };

const RUN = Math.random().toString(36).slice(2, 7).toUpperCase();
const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);
const ok = async (user: string, method: string, path: string, json?: unknown): Promise<Row> => {
  const answer = await as(user, method, path, json);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as Row;
};
const idsOf = async (user: string, method: string, path: string, json: unknown) => ((await ok(user, method, path, json)) as unknown as Page).data.map((r) => r.id);
const actions = async (user: string, controller: string, id: number) =>
  ((await ok(user, 'GET', `/api/${controller}/History/${id}`)) as unknown as { action: string; source: string }[]).map((e) => `${e.action}/${e.source}`);
/** The rows named `name`: a grid page filtered to one, however many rows the seed has. */
const named = (field: string, value: string) => ({ take: 50, filter: { logic: 'and', filters: [{ field, operator: 'eq', value }] } });

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'owner', 'manager', 'readonly', 'portfolio']));
});
afterAll(async () => {
  await server?.close();
});

describe('equipment', () => {
  const create = async (user: string, body: Record<string, unknown>, files: UploadPart[] = []): Promise<Row> => {
    const made = await sendMultipart(server.url, tokens[user] ?? null, 'POST', '/api/Equipment/CreateEntity', { equipmentItem: JSON.stringify(body) }, files);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body as Row;
  };

  it('delete → Deleted → restore → back in the grid, with the restore in its history; Delete needed; 404 outside scope', async () => {
    const serial = `RS-${RUN}`;
    const row = await create('manager', floorScale(serial));
    await ok('owner', 'DELETE', `/api/Equipment/Delete/${row.id}`);
    expect(await idsOf('owner', 'PUT', '/api/Equipment/GetGrid', named('serialNumber', serial))).toEqual([]);
    expect(await idsOf('owner', 'PUT', '/api/Equipment/GetDeleted', named('serialNumber', serial))).toEqual([row.id]);

    // The manager and the read-only user may view equipment, not delete it.
    expect((await as('manager', 'PUT', '/api/Equipment/GetDeleted', { take: 10 })).status).toBe(403);
    expect((await as('readonly', 'POST', `/api/Equipment/Restore/${row.id}`)).status).toBe(403);
    const malformed = await as('owner', 'POST', '/api/Equipment/Restore/12x');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: { id: [expect.any(String)] } });

    const restored = await ok('owner', 'POST', `/api/Equipment/Restore/${row.id}`);
    expect(restored).toMatchObject({ id: row.id, serialNumber: serial });
    expect(await idsOf('owner', 'PUT', '/api/Equipment/GetGrid', named('serialNumber', serial))).toEqual([row.id]);
    expect(await idsOf('owner', 'PUT', '/api/Equipment/GetDeleted', named('serialNumber', serial))).toEqual([]);
    expect((await as('owner', 'POST', `/api/Equipment/Restore/${row.id}`)).status).toBe(404);
    expect(await actions('manager', 'Equipment', row.id)).toEqual(['restore/restore', 'delete/form', 'create/form']);

    // Another building's deleted item: not listed, not restorable from Harbour Tower.
    const collins = await create('admin', floorScale(`RS-${RUN}-C`, { tenantId: DEMO_BUILDINGS.collins.tenantId }));
    await ok('admin', 'DELETE', `/api/Equipment/Delete/${collins.id}`);
    expect(await idsOf('owner', 'PUT', '/api/Equipment/GetDeleted', named('serialNumber', `RS-${RUN}-C`))).toEqual([]);
    expect((await as('owner', 'POST', `/api/Equipment/Restore/${collins.id}`)).status).toBe(404);
    expect(await actions('admin', 'Equipment', collins.id)).toEqual(['delete/form', 'create/form']);
  });

  it('brings back the files its delete retired, not those removed before', async () => {
    const image = (fileName: string): UploadPart => ({ name: 'image', bytes: pngImage(2, 2), fileName, type: 'image/png' });
    type Files = Row & { images: { id: number; fileName: string; url: string }[] };
    const made = (await create('owner', floorScale(`RS-${RUN}-F`), [image('front.png'), image('back.png')])) as Files;
    const back = made.images.find((f) => f.fileName === 'back.png');
    const edited = await sendMultipart(server.url, tokens.owner ?? null, 'PUT', '/api/Equipment/PutEntity', { equipmentItem: JSON.stringify({ ...made, removedImageIds: [back?.id] }) }, []);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await ok('owner', 'DELETE', `/api/Equipment/Delete/${made.id}`);
    await ok('owner', 'POST', `/api/Equipment/Restore/${made.id}`);
    const restored = (await ok('owner', 'GET', `/api/Equipment/GetById/${made.id}`)) as Files;
    expect(restored.images.map((f) => f.fileName)).toEqual(['front.png']);
    const bytes = await fetch(`${server.url}${restored.images[0]?.url}`, { headers: { authorization: `Bearer ${tokens.owner}`, applicationType: 'web' } });
    expect(bytes.status).toBe(200);
  });

  it('refuses to restore a serial number used again since the delete, naming where', async () => {
    const serial = `RS-${RUN}-DUP`;
    const first = await create('owner', floorScale(serial));
    await ok('owner', 'DELETE', `/api/Equipment/Delete/${first.id}`);
    await create('owner', floorScale(serial.toLowerCase()));
    const clash = await as('owner', 'POST', `/api/Equipment/Restore/${first.id}`);
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: `Serial number ${serial} is already used in ${DEMO_BUILDINGS.harbour.name}.` });
    expect(await actions('owner', 'Equipment', first.id)).toEqual(['delete/form', 'create/form']);
  });
});

describe('portfolios (both kinds)', () => {
  it('an operational portfolio: delete → Deleted → restore → back in its grid, with the restore in its history', async () => {
    const name = `Restore Fund ${RUN}`;
    const made = await ok('admin', 'POST', '/api/Portfolios/Create', { name, tenantIds: [DEMO_BUILDINGS.harbour.tenantId] });
    await ok('admin', 'DELETE', `/api/Portfolios?id=${made.id}`);
    expect(await idsOf('admin', 'PUT', '/api/Portfolios/Get', named('name', name))).toEqual([]);
    expect(await idsOf('admin', 'PUT', '/api/Portfolios/GetDeleted', named('name', name))).toEqual([made.id]);
    // The other kind's list and restore do not know it.
    expect(await idsOf('admin', 'PUT', '/api/Portfolios/GetDeletedTenantPortfolios', named('name', name))).toEqual([]);
    expect((await as('admin', 'POST', `/api/Portfolios/RestoreTenantPortfolio/${made.id}`)).status).toBe(404);
    // A portfolio user views portfolios but may not delete them.
    expect((await as('portfolio', 'PUT', '/api/Portfolios/GetDeleted', { take: 10 })).status).toBe(403);
    expect((await as('portfolio', 'POST', `/api/Portfolios/Restore/${made.id}`)).status).toBe(403);
    expect((await as('admin', 'POST', '/api/Portfolios/Restore/0')).body).toMatchObject({ errors: { id: [expect.any(String)] } });

    const restored = await ok('admin', 'POST', `/api/Portfolios/Restore/${made.id}`);
    expect(restored).toMatchObject({ id: made.id, name });
    expect(await idsOf('admin', 'PUT', '/api/Portfolios/Get', named('name', name))).toEqual([made.id]);
    // Its links were kept through the delete.
    expect(await ok('admin', 'GET', `/api/Portfolios/GetById/${made.id}`)).toMatchObject({ tenantIds: [DEMO_BUILDINGS.harbour.tenantId] });
    expect((await as('admin', 'POST', `/api/Portfolios/Restore/${made.id}`)).status).toBe(404);
    expect(await actions('admin', 'Portfolios', made.id)).toEqual(['restore/restore', 'delete/form', 'create/form']);
  });

  it('a tenant portfolio: its own Deleted list and restore, with its kind\'s Delete', async () => {
    const name = `Restore Occupier ${RUN}`;
    const made = await ok('admin', 'POST', '/api/Portfolios/CreateTenantPortfolio', { name, customerIds: [] });
    await ok('admin', 'DELETE', `/api/Portfolios?id=${made.id}`);
    expect(await idsOf('admin', 'PUT', '/api/Portfolios/GetDeletedTenantPortfolios', named('name', name))).toEqual([made.id]);
    expect(await idsOf('admin', 'PUT', '/api/Portfolios/GetDeleted', named('name', name))).toEqual([]);
    expect((await as('admin', 'POST', `/api/Portfolios/Restore/${made.id}`)).status).toBe(404);
    expect((await as('portfolio', 'POST', `/api/Portfolios/RestoreTenantPortfolio/${made.id}`)).status).toBe(403);

    await ok('admin', 'POST', `/api/Portfolios/RestoreTenantPortfolio/${made.id}`);
    expect(await idsOf('admin', 'PUT', '/api/Portfolios/GetTenantPortfolios', named('name', name))).toEqual([made.id]);
    expect(await actions('admin', 'Portfolios', made.id)).toEqual(['restore/restore', 'delete/form', 'create/form']);
  });
});
