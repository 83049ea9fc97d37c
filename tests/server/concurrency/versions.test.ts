// Optimistic concurrency over real HTTP (issue #11 part 4): every row carries a version, PutEntity
// with a stale one answers 409 with who changed it and the current record, and of 20 concurrent
// edits of one version exactly one wins. Deletes move the version too; PutEntity without a version
// keeps the last-writer semantics other API clients rely on.
import { eq } from 'drizzle-orm';
import { formatStampIn } from '../../../src/domain/building-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionEntity } from '../../../src/domain/entities/collections';
import { collections } from '../../../src/server/db/schema';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number; version: number };
const as = (user: string, method: string, p: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, p, json);
/** The answer's body, failing with what the server said unless it is a 200. */
function ok(answer: { status: number; body: unknown }): Row {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Row;
}

async function firstCollection(): Promise<Row> {
  const page = await as('manager', 'PUT', '/api/Collections/Get', { skip: 0, take: 1, sort: [{ field: 'id', dir: 'asc' }] });
  expect(page.status).toBe(200);
  const [first] = (page.body as { data: Row[] }).data;
  const read = await as('manager', 'GET', `/api/Collections/GetById/${first?.id}`);
  expect(read.status).toBe(200);
  return read.body as Row;
}

/** The body PutEntity takes, from a row as GetById returned it. */
function editOf(row: Row, changes: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.keys(collectionEntity.fields).filter((name) => row[name] !== undefined);
  // Weights given alone, so a changed net never disagrees with a stored gross and tare.
  const declared = Object.fromEntries(fields.map((name) => [name, row[name]]));
  return { ...declared, grossKg: null, tareKg: null, id: row.id, version: row.version, status: row.status, ...changes };
}

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['manager', 'scanner', 'owner']));
});
afterAll(async () => {
  await server?.close();
});

describe('versions', () => {
  it('GetById and the grid return the version, and every update adds one', async () => {
    const row = await firstCollection();
    expect(row.version).toBeGreaterThanOrEqual(1);
    const saved = ok(await as('manager', 'PUT', '/api/Collections/PutEntity', editOf(row, { contaminationNote: 'versioned once' })));
    expect(saved.version).toBe(row.version + 1);
    const page = await as('manager', 'PUT', '/api/Collections/Get', { skip: 0, take: 5, filter: { logic: 'and', filters: [{ field: 'id', operator: 'eq', value: row.id }] } });
    expect((page.body as { data: Row[] }).data[0]?.version).toBe(row.version + 1);
  });

  it('a stale version → 409 naming who changed it and when, with the current record; nothing written', async () => {
    const opened = await firstCollection();
    ok(await as('scanner', 'PUT', '/api/Collections/PutEntity', editOf(opened, { netKg: 123.4 })));
    const stale = await as('manager', 'PUT', '/api/Collections/PutEntity', editOf(opened, { netKg: 99, contaminationNote: 'stale form' }));
    expect(stale.status).toBe(409);
    const body = stale.body as { message: string; current: Row };
    // On the clock of the collection's building (Harbour Tower, Sydney) as every time on screen; it was UTC (issue 13).
    const at = formatStampIn(new Date(String(body.current.modifiedAt)), 'Australia/Sydney');
    expect(at).toMatch(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [ap]m AE[DS]T$/);
    expect(body.message).toMatch(new RegExp(`^This record was changed by \\S.* at ${at} after you opened it`));
    expect(body.message).not.toMatch(/another user/);
    expect(body.current).toMatchObject({ id: opened.id, version: opened.version + 1, netKg: 123.4 });
    const after = await as('manager', 'GET', `/api/Collections/GetById/${opened.id}`);
    expect(after.body).toMatchObject({ netKg: 123.4, version: opened.version + 1 });
    // Keeping one's changes is re-applying them on the current version.
    const kept = ok(await as('manager', 'PUT', '/api/Collections/PutEntity', editOf(body.current, { netKg: 99, contaminationNote: 'stale form' })));
    expect(kept).toMatchObject({ netKg: 99, version: opened.version + 2 });
  });

  it('20 concurrent PutEntity with one version: exactly 1 × 200 and 19 × 409, and the version moves by one', async () => {
    const opened = await firstCollection();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as('manager', 'PUT', '/api/Collections/PutEntity', editOf(opened, { contaminationNote: `writer ${i}` }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.status === 200)?.body as Row;
    const after = (await as('manager', 'GET', `/api/Collections/GetById/${opened.id}`)).body as Row;
    expect(after).toMatchObject({ version: opened.version + 1, contaminationNote: winner.contaminationNote });
    for (const loser of answers.filter((a) => a.status === 409)) expect((loser.body as { current: Row }).current.version).toBe(opened.version + 1);
  });

  it('without a version the last writer wins (tablets and other clients that predate versions)', async () => {
    const opened = await firstCollection();
    const { version: _ignored, ...unversioned } = editOf(opened, { contaminationNote: 'no version A' });
    ok(await as('manager', 'PUT', '/api/Collections/PutEntity', unversioned));
    const again = ok(await as('manager', 'PUT', '/api/Collections/PutEntity', { ...unversioned, contaminationNote: 'no version B' }));
    expect(again).toMatchObject({ contaminationNote: 'no version B', version: opened.version + 2 });
  });

  it('a version that is not a positive whole number → 400 naming version', async () => {
    const opened = await firstCollection();
    for (const version of ['3', 0, 1.5, 2 ** 31]) {
      const answer = await as('manager', 'PUT', '/api/Collections/PutEntity', editOf(opened, { version }));
      expect(answer.status, String(version)).toBe(400);
      expect((answer.body as { errors: Record<string, string[]> }).errors).toHaveProperty('version');
    }
  });

  it('a delete moves the version too', async () => {
    const row = ok(await as('manager', 'POST', '/api/Collections/CreateEntity', editOf(await firstCollection(), { id: undefined, version: undefined, contaminationNote: 'to delete' })));
    expect(row.version).toBe(1);
    ok(await as('owner', 'DELETE', `/api/Collections/Delete/${row.id}`));
    const [stored] = await server.db.select({ version: collections.version }).from(collections).where(eq(collections.id, row.id));
    expect(stored?.version).toBe(2);
  });

  it('of 10 concurrent restores of one deleted row exactly one restores it: one history entry, one version more', async () => {
    const row = ok(await as('manager', 'POST', '/api/Collections/CreateEntity', editOf(await firstCollection(), { id: undefined, version: undefined, contaminationNote: 'restore race' })));
    ok(await as('owner', 'DELETE', `/api/Collections/Delete/${row.id}`));
    const answers = await Promise.all(Array.from({ length: 10 }, () => as('owner', 'POST', `/api/Collections/Restore/${row.id}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(404)]);
    const history = ok(await as('owner', 'GET', `/api/Collections/History/${row.id}`)) as unknown as { action: string }[];
    expect(history.filter((entry) => entry.action === 'restore')).toHaveLength(1);
    const [stored] = await server.db.select({ version: collections.version }).from(collections).where(eq(collections.id, row.id));
    expect(stored?.version).toBe(3);
  });
});
