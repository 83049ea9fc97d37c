// Issue #13 (date filters): a grid's date filter names days, and a day is the building's day. Over
// real HTTP on collections around midnight in Australia/Sydney (Harbour Tower, AEDT in March) and
// Australia/Perth (Eagle Street Plaza moved there for the test, UTC+8 all year, with three of
// Harbour's collections): "between 01/03 and
// 31/03" keeps the 31st, "equals" a day keeps that whole day, and each row is cut at its own
// building's midnight on the all-building list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterGroup, FilterLeaf } from '../../../src/domain/grid';
import { collections, packages } from '../../../src/server/db/schema';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
/** Name → id of the rows moved to the instants below. */
const ids: Record<string, number> = {};

const SYDNEY = 1;
const PERTH = 3;
// Local times in the comments; the instants are UTC.
const AT: Record<string, [building: number, instant: string]> = {
  sydney3123: [SYDNEY, '2026-03-31T12:30:00Z'], // 31/03 11:30 pm AEDT
  sydney0100: [SYDNEY, '2026-03-31T13:15:00Z'], // 01/04 12:15 am AEDT (still 31/03 in UTC)
  sydneyMar1: [SYDNEY, '2026-02-28T13:10:00Z'], // 01/03 12:10 am AEDT (28/02 in UTC)
  perth3123: [PERTH, '2026-03-31T15:30:00Z'], // 31/03 11:30 pm AWST
  perth0100: [PERTH, '2026-03-31T16:15:00Z'], // 01/04 12:15 am AWST
  perthFeb28: [PERTH, '2026-02-28T15:50:00Z'], // 28/02 11:50 pm AWST (01/03 in Sydney)
};

beforeAll(async () => {
  server = await startTestServer();
  await server.db.update(packages).set({ timeZone: 'Australia/Perth' }).where(eq(packages.tenantId, PERTH));
  // Only the Full edition's Harbour Tower has collections in the demo data: some move buildings.
  const rows = await server.db.select({ id: collections.id }).from(collections).where(eq(collections.tenantId, SYDNEY)).limit(Object.keys(AT).length);
  for (const [i, [name, [building, instant]]] of Object.entries(AT).entries()) {
    ids[name] = rows[i]!.id;
    await server.db.update(collections).set({ collectedAt: instant, tenantId: building }).where(eq(collections.id, ids[name]!));
  }
  await server.heard();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'manager']));
}, 60_000);
afterAll(() => server?.close());

/** The names of our rows the grid returns for the date filter. */
async function matching(user: string, ...leaves: FilterLeaf[]): Promise<string[]> {
  const ours: FilterGroup = { logic: 'or', filters: Object.values(ids).map((id) => ({ field: 'id', operator: 'eq', value: id })) };
  const filter: FilterGroup = { logic: 'and', filters: [...leaves, ours] };
  const { status, body } = await api(server.url, tokens[user]!, 'PUT', '/api/Collections/Get', { filter, skip: 0, take: 50 });
  expect(status, JSON.stringify(body)).toBe(200);
  const found = new Set((body as { data: { id: number }[] }).data.map((row) => row.id));
  return Object.keys(ids).filter((name) => found.has(ids[name]!)).sort();
}

const on = (operator: FilterLeaf['operator'], value: string): FilterLeaf => ({ field: 'collectedAt', operator, value });

describe('GET /api/Building/GetTimeZones (the zones the screens format with)', () => {
  it('gives each session the zones of its own buildings only', async () => {
    const admin = await api(server.url, tokens.admin!, 'GET', '/api/Building/GetTimeZones');
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(expect.arrayContaining([{ tenantId: SYDNEY, timeZone: 'Australia/Sydney' }, { tenantId: PERTH, timeZone: 'Australia/Perth' }]));
    expect(await api(server.url, tokens.manager!, 'GET', '/api/Building/GetTimeZones')).toEqual({ status: 200, body: [{ tenantId: SYDNEY, timeZone: 'Australia/Sydney' }] });
    expect((await api(server.url, null, 'GET', '/api/Building/GetTimeZones')).status).toBe(401);
  });
});

describe('date filters on a timestamp column, by the building’s day', () => {
  it('between 01/03 and 31/03 includes the whole 31st and the 1st from the building’s midnight', async () => {
    expect(await matching('admin', on('gte', '2026-03-01'), on('lte', '2026-03-31'))).toEqual(['perth3123', 'sydney3123', 'sydneyMar1']);
  });

  it('equals a day is the whole day on the row’s building’s clock', async () => {
    expect(await matching('admin', on('eq', '2026-03-31'))).toEqual(['perth3123', 'sydney3123']);
    expect(await matching('admin', on('eq', '2026-04-01'))).toEqual(['perth0100', 'sydney0100']);
    expect(await matching('admin', on('neq', '2026-03-31'))).toEqual(['perth0100', 'perthFeb28', 'sydney0100', 'sydneyMar1']);
  });

  it('before and after a day start at the building’s midnight', async () => {
    expect(await matching('admin', on('lt', '2026-03-01'))).toEqual(['perthFeb28']);
    expect(await matching('admin', on('gt', '2026-03-31'))).toEqual(['perth0100', 'sydney0100']);
  });

  it('a building session filters its own rows by its own day', async () => {
    expect(await matching('manager', on('eq', '2026-03-31'))).toEqual(['sydney3123']);
  });

  it('an instant is still an instant, and a day that does not exist is a 400 naming the value', async () => {
    expect(await matching('admin', on('gte', '2026-03-31T13:00:00Z'))).toEqual(['perth0100', 'perth3123', 'sydney0100']);
    const { status, body } = await api(server.url, tokens.admin!, 'PUT', '/api/Collections/Get', { filter: { logic: 'and', filters: [on('eq', '2026-02-30')] } });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('filter.filters.0.value');
  });
});
