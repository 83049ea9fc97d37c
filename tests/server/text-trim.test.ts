// Issue 13 ("trailing spaces"), on the server: text arrives trimmed at the unique checks and the
// table, so "  manager " is the user name already in use, and a tenant's code typed " TT-1 " is
// stored as "TT-1". (The rule itself is generated over the registry: tests/domain/text-fields-trim.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('text is trimmed before it is checked and stored', () => {
  it('a user name with spaces around a taken one is refused as in use, on its field', async () => {
    const token = await signIn(server.url, 'admin');
    const body = { userName: '  manager ', email: 'second.manager@example.com', firstName: 'Second', lastName: 'Manager', roleId: 4, tenantId: 1 };
    const created = await api(server.url, token, 'POST', '/api/Users/CreateEntity', body);
    expect({ status: created.status, body: created.body }).toMatchObject({ status: 409, body: { errors: { userName: [expect.stringMatching(/in use/i)] } } });
  });

  it('a tenant typed with spaces is stored without them; spaces alone are Required', async () => {
    const token = await signIn(server.url, 'manager');
    const created = await api(server.url, token, 'POST', '/api/Customers/CreateEntity', { name: '  Trim Test Pty Ltd ', code: ' TT-1 ' });
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    expect((await api(server.url, token, 'GET', `/api/Customers/GetById/${id}`)).body).toMatchObject({ name: 'Trim Test Pty Ltd', code: 'TT-1' });
    const blank = await api(server.url, token, 'POST', '/api/Customers/CreateEntity', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ errors: { name: ['Required'] } });
  });
});
