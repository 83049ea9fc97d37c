// A write takes in the announcements it caused before it answers (auth/guards.ts: a revoked token is
// refused from the next request on). A grid page and GetAll are reads sent as PUT: they used to wait
// for that round trip on the announcements' connection too, on every page. Over real HTTP.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
let settles = 0;

beforeAll(async () => {
  server = await startTestServer({
    routes: (app) => {
      const stamps = app.sessionStamps;
      const settle = stamps.settle.bind(stamps);
      stamps.settle = () => {
        settles += 1;
        return settle();
      };
    },
  });
  token = await signIn(server.url, 'manager');
});
afterAll(() => server.close());

it('a grid page and GetAll answer without settling; a write still settles, even one refused', async () => {
  settles = 0;
  expect((await api(server.url, token, 'PUT', '/api/Collections/Get', { skip: 0, take: 20 })).status).toBe(200);
  expect((await api(server.url, token, 'PUT', '/api/Products/GetAll', {})).status).toBe(200);
  expect(settles, 'reads sent as PUT').toBe(0);
  expect((await api(server.url, token, 'PUT', '/api/Collections/PutEntity', {})).status).toBe(400);
  expect(settles, 'a write').toBe(1);
});
