// Requests whose shape is wrong before any field is read — a multipart body without its boundary
// or cut short, repeated or non-text form fields on POST /token, an over-long ForgotPassword user
// name, a GetAll body that is not an object — are answered 400, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, manager] = [await signIn(server.url, 'admin'), await signIn(server.url, 'manager')];
});
afterAll(async () => {
  await server?.close();
});

async function send(token: string | null, method: string, path: string, contentType: string, body: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { applicationType: 'web', 'X-API-Version': '2.0', 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

function expectNamed(answer: { status: number; body: unknown }, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const body = answer.body as { message?: string; errors?: Record<string, string[]> };
  expect(body.message).toBeTruthy();
  expect(Object.keys(body.errors ?? {})).toContain(field);
}

describe('malformed multipart bodies', () => {
  const routes: [string, string, string][] = [
    ['admin', 'POST', '/api/Equipment/CreateEntity'],
    ['admin', 'PUT', '/api/Equipment/PutEntity'],
    ['manager', 'POST', '/api/Imports/Preview'],
    ['manager', 'POST', '/api/Imports/Start/customers'],
    ['manager', 'POST', '/api/Transactions/Import'],
  ];
  const tokenOf = (user: string) => (user === 'admin' ? admin : manager);

  it.each(routes)('%s %s %s without a boundary', async (user, method, path) => {
    const answer = await send(tokenOf(user), method, path, 'multipart/form-data', 'x');
    expectNamed(answer, '_');
    expect((answer.body as { message: string }).message).toMatch(/multipart/i);
  });

  it.each(routes)('%s %s %s cut off before its closing boundary', async (user, method, path) => {
    const part = path.includes('Equipment')
      ? '--BND\r\nContent-Disposition: form-data; name="equipmentItem"\r\n\r\n{"a":1}'
      : '--BND\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nName\r\nX';
    expectNamed(await send(tokenOf(user), method, path, 'multipart/form-data; boundary=BND', part), '_');
  });
});

describe('POST /token', () => {
  const form = (body: string) => send(null, 'POST', '/token', 'application/x-www-form-urlencoded', body);
  const json = (body: unknown) => send(null, 'POST', '/token', 'application/json', JSON.stringify(body));
  const expectInvalid = (answer: { status: number; body: unknown }, field: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const body = answer.body as { error: string; error_description: string };
    expect(body.error).toBe('invalid_request');
    expect(body.error_description.startsWith(`${field}: `)).toBe(true);
  };

  it.each([
    ['grant_type=password&username=a&username=b&password=x', 'username'],
    ['grant_type=refresh_token&refresh_token=a&refresh_token=b', 'refresh_token'],
    ['grant_type=refresh_token&refresh_token=a&tenantId=1&tenantId=2', 'tenantId'],
    ['grant_type=refresh_token&refresh_token=a&roleId=1&roleId=2', 'roleId'],
  ])('repeated form field: %s', async (body, field) => {
    expectInvalid(await form(body), field);
  });

  it.each([
    [{ grant_type: 'password', username: ['a'], password: 'x' }, 'username'],
    [{ grant_type: 'refresh_token', refresh_token: { x: 1 } }, 'refresh_token'],
    [{ grant_type: 'refresh_token', refresh_token: 'a', tenantId: 5 }, 'tenantId'],
  ])('JSON field that is not text: %j', async (body, field) => {
    expectInvalid(await json(body), field);
  });
});

describe('GET /api/User/ForgotPassword', () => {
  it('a user name longer than the column', async () => {
    expectNamed(await api(server.url, null, 'GET', `/api/User/ForgotPassword?username=${'u'.repeat(257)}`), 'username');
  });

  it('a repeated user name', async () => {
    expectNamed(await api(server.url, null, 'GET', '/api/User/ForgotPassword?username=a&username=b'), 'username');
  });
});

describe('GetAll with a body that is not an object', () => {
  it.each([
    ['Customers', '"hello"'],
    ['Customers', '5'],
    ['WasteStreams', '"hello"'],
    ['Equipment', '5'],
    ['Products', '"hello"'],
  ])('%s: JSON %s', async (controller, body) => {
    const getAll = await send(admin, 'PUT', `/api/${controller}/GetAll`, 'application/json', body);
    expectNamed(getAll, '_');
  });

  it('JSON sent as text/plain, like Get', async () => {
    const get = await send(admin, 'PUT', '/api/Customers/Get', 'text/plain', '{"page":1}');
    const getAll = await send(admin, 'PUT', '/api/Customers/GetAll', 'text/plain', '{"page":1}');
    expect(get.status).toBe(400);
    expectNamed(getAll, '_');
  });
});
