// A duplicate of a unique value is answered on its field: 409 with errors { field: ['Already in
// use'] } (the form shows it on the input), the field read from PostgreSQL's detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGE, duplicateField } from '../../src/server/unique-violation';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

describe('duplicateField', () => {
  it.each([
    ['Key (tenant_id, name)=(4, Store room) already exists.', 'name'],
    ['Key (company_name)=(Greenline) already exists.', 'companyName'],
    ['Key (lower(serial_number::text))=(sn-1) already exists.', 'serialNumber'],
    ['Key (furniture_category_id, name)=(3, Desk) already exists.', 'name'],
    ['Key (tenant_id, kind, name)=(1, Building, A, B) already exists.', 'name'],
  ])('%s → %s', (detail, field) => expect(duplicateField(detail)).toBe(field));

  it('names no field for a detail it cannot read', () => {
    expect(duplicateField(undefined)).toBeNull();
    expect(duplicateField('something else')).toBeNull();
  });
});

describe('over HTTP', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'ftmanager');
  }, 60_000);
  afterAll(() => server?.close());

  it('a second furniture location of the same name in the building → 409 on name; nothing stored twice', async () => {
    const body = { name: `Dock ${Date.now()}`, locationType: 'Storage' };
    const first = await api(server.url, token, 'POST', '/api/FurnitureLocations/CreateEntity', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api(server.url, token, 'POST', '/api/FurnitureLocations/CreateEntity', body);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: 'A record with the same values already exists.', errors: { name: [DUPLICATE_MESSAGE] } });
    const stored = await api(server.url, token, 'PUT', '/api/FurnitureLocations/Get', {
      skip: 0,
      take: 10,
      filter: { logic: 'and', filters: [{ field: 'name', operator: 'eq', value: body.name }] },
    });
    expect((stored.body as { total: number }).total).toBe(1);
  });
});
