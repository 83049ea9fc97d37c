// Idempotency-Key on creates over real HTTP (issue #11 part 4): the same key from the same user
// makes one row and answers the same, sequentially and concurrently, for the generic CreateEntity
// and the custom creates (equipment multipart, portfolios); the key with another body → 422; an
// unusable key → 400 naming the header; the sweep removes keys older than 24 hours. The custom
// controllers' updates check versions too.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionEntity } from '../../../src/domain/entities/collections';
import { collections, equipment, idempotencyKeys, portfolios } from '../../../src/server/db/schema';
import { sweepIdempotencyKeys } from '../../../src/server/routes/generic/idempotency';
import { signInAll, startTestServer, type TestServer } from '../../helpers/server';
import { floorScale } from '../controllers/upload-fixtures';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number; version: number };
type Answer = { status: number; body: unknown };

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as unknown) : text };
}

/** A JSON request with an Idempotency-Key header. */
async function send(user: string, method: string, path: string, json: unknown, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  return answerOf(await fetch(`${server.url}${path}`, { method, headers, body: JSON.stringify(json) }));
}

/** An equipment multipart create or update with an Idempotency-Key header. */
async function sendEquipment(method: 'POST' | 'PUT', item: unknown, key?: string): Promise<Answer> {
  const form = new FormData();
  form.append('equipmentItem', JSON.stringify(item));
  const headers: Record<string, string> = { authorization: `Bearer ${tokens.manager}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  return answerOf(await fetch(`${server.url}/api/Equipment/${method === 'POST' ? 'CreateEntity' : 'PutEntity'}`, { method, headers, body: form }));
}

async function countWhere(table: typeof collections | typeof equipment | typeof portfolios, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? -1;
}

let collectionBody: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['manager', 'admin']));
  const page = await send('manager', 'PUT', '/api/Collections/Get', { skip: 0, take: 1 });
  const [first] = (page.body as { data: Row[] }).data;
  const fields = Object.keys(collectionEntity.fields).filter((name) => first?.[name] !== undefined);
  collectionBody = { ...Object.fromEntries(fields.map((name) => [name, first?.[name]])), grossKg: null, tareKg: null };
});
afterAll(async () => {
  await server?.close();
});

describe('Idempotency-Key on the generic CreateEntity', () => {
  it('two sequential creates with one key → one row, the same answer', async () => {
    const key = randomUUID();
    const body = { ...collectionBody, contaminationNote: `idem ${key}` };
    const first = await send('manager', 'POST', '/api/Collections/CreateEntity', body, key);
    const second = await send('manager', 'POST', '/api/Collections/CreateEntity', body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toEqual(first);
    expect(await countWhere(collections, eq(collections.contaminationNote, `idem ${key}`))).toBe(1);
  });

  it('ten concurrent creates with one key → one row, every answer the same record', async () => {
    const key = randomUUID();
    const body = { ...collectionBody, contaminationNote: `idem ${key}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('manager', 'POST', '/api/Collections/CreateEntity', body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => (a.body as Row).id)).size).toBe(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await countWhere(collections, eq(collections.contaminationNote, `idem ${key}`))).toBe(1);
  });

  it('without a key, or with two keys, two creates make two rows', async () => {
    const note = `no key ${randomUUID()}`;
    const body = { ...collectionBody, contaminationNote: note };
    expect((await send('manager', 'POST', '/api/Collections/CreateEntity', body)).status).toBe(200);
    expect((await send('manager', 'POST', '/api/Collections/CreateEntity', body)).status).toBe(200);
    expect((await send('manager', 'POST', '/api/Collections/CreateEntity', body, randomUUID())).status).toBe(200);
    expect(await countWhere(collections, eq(collections.contaminationNote, note))).toBe(3);
  });

  it('the key reused with another body → 422 naming the header; the first row stands alone', async () => {
    const key = randomUUID();
    expect((await send('manager', 'POST', '/api/Collections/CreateEntity', { ...collectionBody, contaminationNote: `a ${key}` }, key)).status).toBe(200);
    const reused = await send('manager', 'POST', '/api/Collections/CreateEntity', { ...collectionBody, contaminationNote: `b ${key}` }, key);
    expect(reused.status).toBe(422);
    expect((reused.body as { errors: Record<string, string[]> }).errors).toHaveProperty('Idempotency-Key');
    expect(await countWhere(collections, eq(collections.contaminationNote, `b ${key}`))).toBe(0);
  });

  it('a failed create is not remembered: the same key may be retried once the body is fixed', async () => {
    const key = randomUUID();
    const note = `retry ${key}`;
    const bad = await send('manager', 'POST', '/api/Collections/CreateEntity', { ...collectionBody, netKg: -1, contaminationNote: note }, key);
    expect(bad.status).toBe(400);
    expect((await send('manager', 'POST', '/api/Collections/CreateEntity', { ...collectionBody, netKg: 5, contaminationNote: note }, key)).status).toBe(200);
    expect(await countWhere(collections, eq(collections.contaminationNote, note))).toBe(1);
  });

  it('an unusable key → 400 naming Idempotency-Key', async () => {
    for (const key of ['x'.repeat(256), 'two words']) {
      const answer = await send('manager', 'POST', '/api/Collections/CreateEntity', collectionBody, key);
      expect(answer.status, key).toBe(400);
      expect((answer.body as { errors: Record<string, string[]> }).errors).toHaveProperty('Idempotency-Key');
    }
  });

  it('keys older than 24 hours are swept, and an expired key makes a new row', async () => {
    const key = randomUUID();
    const note = `old ${key}`;
    const first = await send('manager', 'POST', '/api/Collections/CreateEntity', { ...collectionBody, contaminationNote: note }, key);
    await server.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const again = await send('manager', 'POST', '/api/Collections/CreateEntity', { ...collectionBody, contaminationNote: note }, key);
    expect((again.body as Row).id).not.toBe((first.body as Row).id);
    await server.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    expect(await sweepIdempotencyKeys(server.db)).toBeGreaterThanOrEqual(1);
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});

describe('the custom controllers', () => {
  it('equipment: concurrent multipart creates with one key → one item; a stale PutEntity → 409 with the current item and its files', async () => {
    const serial = `IDEM-${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const answers = await Promise.all([sendEquipment('POST', floorScale(serial), key), sendEquipment('POST', floorScale(serial), key), sendEquipment('POST', floorScale(serial), key)]);
    expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 200, 200]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    expect(await countWhere(equipment, eq(equipment.serialNumber, serial))).toBe(1);

    const opened = answers[0]?.body as Row;
    expect(opened.version).toBe(1);
    expect((await sendEquipment('PUT', { ...floorScale(serial), id: opened.id, version: 1, make: 'Mettler' })).status).toBe(200);
    const stale = await sendEquipment('PUT', { ...floorScale(serial), id: opened.id, version: 1, make: 'Stale' });
    expect(stale.status).toBe(409);
    expect((stale.body as { current: Row }).current).toMatchObject({ id: opened.id, version: 2, make: 'Mettler', images: [] });
  });

  it('portfolios: two creates with one key → one portfolio; a stale Update → 409 with the current portfolio and its links', async () => {
    const name = `Idem Fund ${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send('admin', 'POST', '/api/Portfolios/Create', { name, tenantIds: [1, 2] }, key),
      send('admin', 'POST', '/api/Portfolios/Create', { name, tenantIds: [1, 2] }, key),
    ]);
    expect(first?.status, JSON.stringify(first?.body)).toBe(200);
    expect(second).toEqual(first);
    expect(await countWhere(portfolios, eq(portfolios.name, name))).toBe(1);

    const opened = first?.body as Row;
    expect((await send('admin', 'PUT', '/api/Portfolios/Update', { id: opened.id, version: opened.version, name, tenantIds: [3] })).status).toBe(200);
    const stale = await send('admin', 'PUT', '/api/Portfolios/Update', { id: opened.id, version: opened.version, name: `${name} stale`, tenantIds: [1] });
    expect(stale.status).toBe(409);
    expect((stale.body as { current: Row }).current).toMatchObject({ id: opened.id, version: opened.version + 1, name, tenantIds: [3] });
  });
});
