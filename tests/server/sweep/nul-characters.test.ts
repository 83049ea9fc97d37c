// A NUL character (U+0000) in any text a request sends — JSON body, query string, form or a
// multipart text part — is refused with a 400 naming the field, before PostgreSQL (which cannot
// store it in text) answers with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let admin: string;
let manager: string;
let support: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, manager, support] = [await signIn(server.url, 'admin'), await signIn(server.url, 'manager'), await signIn(server.url, 'support')];
});
afterAll(async () => {
  await server?.close();
});

function expectNamed(answer: { status: number; body: unknown }, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const errors = (answer.body as { errors?: Record<string, string[]> }).errors ?? {};
  expect(Object.keys(errors)).toEqual([field]);
  expect(errors[field]?.[0]).toMatch(/null character/);
}

const nulFilter = (field: string) => ({ filter: { logic: 'and', filters: [{ field, operator: 'eq', value: 'a\u0000b' }] } });

describe('grid queries', () => {
  it.each([
    ['PUT', '/api/Customers/Get', { search: 'a\u0000b' }, 'search'],
    ['PUT', '/api/Customers/Get', nulFilter('name'), 'filter.filters.0.value'],
    ['PUT', '/api/Customers/GetAll', { search: '\u0000' }, 'search'],
    ['PUT', '/api/Users/GetAll', { search: '\u0000' }, 'search'],
    ['PUT', '/api/Customers/GetDeleted', { search: 'a\u0000b' }, 'search'],
    ['PUT', '/api/Customers/ExportToExcel', { search: 'a\u0000b' }, 'search'],
    ['PUT', '/api/Equipment/GetGrid', { search: 'a\u0000b' }, 'search'],
    ['PUT', '/api/AuditLog/Get', { filter: { logic: 'and', filters: [{ field: 'id', operator: 'contains', value: '\u0000' }] } }, 'filter.filters.0.value'],
  ])('%s %s %j', async (method, path, body, field) => {
    expectNamed(await api(server.url, admin, method, path, body), field);
  });

  it('BulkDelete of all matching a search', async () => {
    expectNamed(await api(server.url, support, 'POST', '/api/Customers/BulkDelete', { allMatching: true, search: '\u0000' }), 'search');
  });
});

describe('writes', () => {
  it('CreateEntity and PutEntity of an entity', async () => {
    // A stored row as the body, so that the NUL is the only thing wrong with it.
    const page = await api(server.url, admin, 'PUT', '/api/WasteStreams/Get', { page: 1, pageSize: 1 });
    const first = (page.body as { data: { id: number }[] }).data[0];
    const stored = (await api(server.url, admin, 'GET', `/api/WasteStreams/GetById/${first?.id}`)).body as Record<string, unknown>;
    const { version: _version, createdAt: _createdAt, modifiedAt: _modifiedAt, ...body } = stored;
    expectNamed(await api(server.url, admin, 'PUT', '/api/WasteStreams/PutEntity', { ...body, name: 'a\u0000b' }), 'name');
    const { id: _id, ...created } = body;
    expectNamed(await api(server.url, admin, 'POST', '/api/WasteStreams/CreateEntity', { ...created, name: 'x\u0000y' }), 'name');
  });

  it.each([
    ['admin', 'POST', '/api/Portfolios/Create', { name: 'x\u0000', tenantIds: [] }, 'name'],
    ['manager', 'POST', '/api/SavedViews', { entity: 'customers', name: 'a\u0000', state: {} }, 'name'],
    ['manager', 'PUT', '/api/User/UpdateProfile', { firstName: 'M\u0000', lastName: 'Manager', email: 'manager@demo.example.com' }, 'firstName'],
    ['manager', 'POST', '/api/PowerBI/PostReportPdfExport', { filters: { from: '2026-01-01', to: '2026-01-31' }, reportName: 'a\u0000b' }, 'reportName'],
  ])('%s %s %s', async (user, method, path, body, field) => {
    const token = user === 'admin' ? admin : manager;
    expectNamed(await api(server.url, token, method, path, body), field);
  });
});

describe('public routes', () => {
  it('POST /token answers with its OAuth error', async () => {
    const response = await fetch(`${server.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', applicationType: 'web' },
      body: 'grant_type=password&username=nosuch%00&password=x',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; error_description: string };
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toMatch(/^username: .*null character/);
  });

  it('ForgotPassword names the query parameter', async () => {
    expectNamed(await api(server.url, null, 'GET', '/api/User/ForgotPassword?username=a%00b'), 'username');
  });
});

describe('multipart text parts', () => {
  const send = async (method: string, path: string, form: FormData) => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${admin}`, applicationType: 'web' }, body: form });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const item = { tenantId: 1, serialNumber: 'NUL-1', equipmentType: 'HangingScale', make: 'a\u0000b', model: 'X', capacityKg: 50, resolutionKg: 0.1, state: 'InService' };

  it.each([
    ['POST', '/api/Equipment/CreateEntity', item],
    ['PUT', '/api/Equipment/PutEntity', { ...item, id: 1 }],
  ])('%s %s: a NUL inside the equipmentItem JSON', async (method, path, fields) => {
    const form = new FormData();
    form.set('equipmentItem', JSON.stringify(fields));
    expectNamed(await send(method, path, form), 'make');
  });

  it('a raw NUL in a text part', async () => {
    const form = new FormData();
    form.set('equipmentItem', '{"make":"a\u0000b"}');
    expectNamed(await send('POST', '/api/Equipment/CreateEntity', form), 'equipmentItem');
  });
});
