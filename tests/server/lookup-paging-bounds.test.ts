// Lookups that take their paging in the query string (routes/custom/paging.ts) bound skip and page
// as the grid does (GRID_LIMITS.maxOffset): an offset PostgreSQL cannot take (past bigint) or one
// far beyond any table is a 400 naming the field, not a 500 or a long scan.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
});
afterAll(() => server?.close());

const fieldsOf = (body: unknown) => Object.keys((body as { errors?: Record<string, unknown> }).errors ?? {});

it.each([
  ['skip=1e20', 'skip'],
  ['skip=100000000000000000000', 'skip'],
  ['skip=1000000001', 'skip'],
  ['page=1000000000000000&pageSize=10000', 'page'],
  ['page=100002&pageSize=10000', 'page'],
])('GetTenants?%s is a 400 naming %s', async (query, field) => {
  const answer = await api(server.url, admin, 'GET', `/api/Portfolios/GetTenants?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(fieldsOf(answer.body)).toContain(field);
});

it('GetCustomers bounds its page as well', async () => {
  const answer = await api(server.url, admin, 'GET', '/api/Portfolios/GetCustomers?page=1000000000000000&pageSize=10000');
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(fieldsOf(answer.body)).toContain('page');
});

it('a page within the bounds past the last building is an empty page', async () => {
  const answer = await api(server.url, admin, 'GET', '/api/Portfolios/GetTenants?page=100000&pageSize=10000');
  expect(answer.status).toBe(200);
  expect((answer.body as { data: unknown[] }).data).toEqual([]);
});
