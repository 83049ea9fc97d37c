// Bulk actions, record history, restore (issue #14 items 5, 7, 8) over real HTTP on a seeded
// database: bulk delete refuses rows outside the caller's scope and reports them, history rows
// are written in the write's own transaction, history is hidden from roles without View, and
// restore needs Delete.
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_IDS } from '../../../src/domain/bulk';
import type { FastifyRequest } from 'fastify';
import { requestSource } from '../../../src/server/audit/record-change';
import type { Session } from '../../../src/server/auth/session';
import { auditLog, customers } from '../../../src/server/db/schema';
import { importRequest } from '../../../src/server/imports/kind-operations';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number };

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);
const create = async (user: string, name: string) => (await as(user, 'POST', '/api/Customers/CreateEntity', { name })).body as Row;
const historyRows = (id: number) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'customers'), eq(auditLog.recordId, id)));

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['owner', 'support', 'manager', 'manager.lite', 'readonly', 'ftmanager', 'tenant', 'admin']));
});
afterAll(async () => {
  await server?.close();
});

describe('bulk delete', () => {
  it('deletes the rows in scope in one call and reports the others by reason', async () => {
    const [a, b] = [await create('owner', 'Bulk A'), await create('owner', 'Bulk B')];
    const other = await create('manager.lite', 'Bulk Collins');
    const answer = await as('owner', 'POST', '/api/Customers/BulkDelete', { ids: [a.id, b.id, other.id, 2_000_000_000] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      changed: 2,
      refused: [
        { id: other.id, reason: 'outOfScope' },
        { id: 2_000_000_000, reason: 'notFound' },
      ],
    });
    const [kept] = await server.db.select().from(customers).where(eq(customers.id, other.id));
    expect(kept?.isDeleted).toBe(false);
    expect((await historyRows(a.id)).map((r) => [r.action, r.source])).toEqual(expect.arrayContaining([['delete', 'bulk']]));
  });

  it('deletes all rows matching a filter, within the scope only', async () => {
    for (const n of [1, 2, 3]) await create('owner', `Matchable ${n}`);
    await create('manager.lite', 'Matchable Collins');
    const filter = { logic: 'and', filters: [{ field: 'name', operator: 'startswith', value: 'Matchable' }] };
    const answer = await as('owner', 'POST', '/api/Customers/BulkDelete', { allMatching: true, filter });
    expect(answer.body).toEqual({ changed: 3, refused: [] });
    const left = await server.db.select().from(customers).where(and(sql`${customers.name} like 'Matchable%'`, eq(customers.isDeleted, false)));
    expect(left.map((r) => r.name)).toEqual(['Matchable Collins']);
  });

  it('deletes only the rows the quick search shows when all matching are chosen', async () => {
    for (const name of ['Searched Alpha', 'Searched Beta', 'Unsearched Gamma']) await create('owner', name);
    const filter = { logic: 'and', filters: [{ field: 'name', operator: 'contains', value: 'earched' }] };
    const answer = await as('owner', 'POST', '/api/Customers/BulkDelete', { allMatching: true, filter, search: 'Searched Al' });
    expect(answer.body).toEqual({ changed: 1, refused: [] });
    const left = await server.db.select().from(customers).where(and(sql`${customers.name} like '%earched%'`, eq(customers.isDeleted, false)));
    expect(left.map((r) => r.name).sort()).toEqual(['Searched Beta', 'Unsearched Gamma']);
  });

  it('is bounded and answers 400 naming the field', async () => {
    const many = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1);
    const tooMany = await as('owner', 'POST', '/api/Customers/BulkDelete', { ids: many });
    expect(tooMany.status).toBe(400);
    expect(Object.keys((tooMany.body as { errors: object }).errors)).toEqual(['ids']);
    const neither = await as('owner', 'POST', '/api/Customers/BulkDelete', {});
    expect(neither.status).toBe(400);
    const badField = await as('manager', 'POST', '/api/Collections/BulkUpdate', { ids: [1], field: 'netKg', value: 1 });
    expect(badField.status).toBe(400);
    expect(Object.keys((badField.body as { errors: object }).errors)).toEqual(['field']);
  });

  it('needs Delete on the area', async () => {
    expect((await as('readonly', 'POST', '/api/Customers/BulkDelete', { ids: [1] })).status).toBe(403);
  });
});

describe('bulk update', () => {
  it('sets a bulk-editable field on the rows in scope and records each change', async () => {
    // Rows with no multi-site cleaner: a collection has one cleaner or the other, never both.
    const noMultiSite = { logic: 'and', filters: [{ field: 'multiSiteCleanerId', operator: 'isnull' }] };
    const grid = (await as('manager', 'PUT', '/api/Collections/Get', { take: 2, filter: noMultiSite })).body as { data: Row[] };
    const cleaners = (await as('manager', 'PUT', '/api/Cleaners/GetAll')).body as Row[];
    const cleaner = cleaners[0] as Row;
    const ids = grid.data.map((r) => r.id);
    const answer = await as('manager', 'POST', '/api/Collections/BulkUpdate', { ids, field: 'cleanerId', value: cleaner.id });
    expect(answer.body).toEqual({ changed: 2, refused: [] });
    for (const id of ids) {
      const row = (await as('manager', 'GET', `/api/Collections/GetById/${id}`)).body as Row;
      expect(row.cleanerId).toBe(cleaner.id);
      const history = (await as('manager', 'GET', `/api/Collections/History/${id}`)).body as { source: string; changes: Record<string, unknown> }[];
      if (history[0]?.changes.cleanerId) expect(history[0]).toMatchObject({ source: 'bulk', changes: { cleanerId: { to: cleaner.id } } });
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('bulk update against a concurrent edit (PostgreSQL: two connections)', () => {
  it('a row edited after the bulk action read it is reported as changed meanwhile, and the other edit stands', async () => {
    const services = (await as('manager', 'PUT', '/api/CollectionServices/Get', { take: 1, sort: [{ field: 'id', dir: 'asc' }] })).body as { data: Row[] };
    const service = services.data[0] as Row;
    const contractors = (await as('manager', 'PUT', '/api/DestinationContractors/GetAll')).body as Row[];
    const contractor = contractors.find((c) => c.id !== service.destinationContractorId) as Row;
    // Another writer holds the row, changed but not yet committed, while the bulk action reads it.
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query("UPDATE collection_services SET name = name || ' (renamed)', version = version + 1 WHERE id = $1", [service.id]);
      const bulk = as('manager', 'POST', '/api/CollectionServices/BulkUpdate', { ids: [service.id], field: 'destinationContractorId', value: contractor.id });
      await new Promise((r) => setTimeout(r, 1000));
      await other.query('COMMIT');
      const answer = (await bulk).body as { changed: number; refused: { id: number; reason: string }[] };
      expect(answer).toMatchObject({ changed: 0, refused: [{ id: service.id, reason: 'conflict' }] });
      const now = (await as('manager', 'GET', `/api/CollectionServices/GetById/${service.id}`)).body as Row;
      expect(now.name).toBe(`${String(service.name)} (renamed)`);
    } finally {
      await other.end();
    }
  });
});

describe('record history', () => {
  it('records create and edit with old → new and the user, newest first', async () => {
    const row = await create('owner', 'History Co');
    const edited = await as('owner', 'PUT', '/api/Customers/PutEntity', { ...row, name: 'History Co Renamed', headcount: 12 });
    expect(edited.status).toBe(200);
    const history = (await as('owner', 'GET', `/api/Customers/History/${row.id}`)).body as Record<string, unknown>[];
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      source: 'form',
      userName: expect.stringMatching(/\w+ \w+/),
      changes: { name: { from: 'History Co', to: 'History Co Renamed' }, headcount: { from: null, to: 12 } },
    });
  });

  it('never stores a secret (a cleaner\'s PIN)', async () => {
    const cleaner = (await as('support', 'POST', '/api/Cleaners/CreateEntity', { firstName: 'Pin', lastName: 'Holder', pin: '4321' })).body as Row;
    expect((await as('support', 'PUT', '/api/Cleaners/PutEntity', { ...cleaner, pin: '9876', cleaningCompany: 'Spotless' })).status).toBe(200);
    const stored = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'cleaners'), eq(auditLog.recordId, cleaner.id)));
    expect(stored.map((r) => r.action).sort()).toEqual(['create', 'update']);
    expect(JSON.stringify(stored)).not.toMatch(/4321|9876|"pin"/);
  });

  it('is hidden from roles without View, and from other buildings', async () => {
    const row = await create('owner', 'Private History Co');
    const collection = ((await as('manager', 'PUT', '/api/Collections/Get', { take: 1 })).body as { data: Row[] }).data[0] as Row;
    expect((await as('manager', 'GET', `/api/Collections/History/${collection.id}`)).status).toBe(200);
    expect((await as('ftmanager', 'GET', `/api/Collections/History/${collection.id}`)).status).toBe(403);
    expect((await as('manager.lite', 'GET', `/api/Customers/History/${row.id}`)).status).toBe(404);
    // A tenant sees its own customer only (occupier scope).
    expect((await as('tenant', 'GET', `/api/Customers/History/${row.id}`)).status).toBe(404);
  });

  it('is written in the same transaction: a write failing at commit leaves no history', async () => {
    // A deferred constraint fails at COMMIT, after the history row was inserted.
    await server.db.execute(sql.raw(`CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Poison Pill' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NULL; END $$`));
    await server.db.execute(sql.raw(`CREATE CONSTRAINT TRIGGER refuse_poison AFTER INSERT OR UPDATE ON customers
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_poison()`));
    const before = (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    const created = await as('owner', 'POST', '/api/Customers/CreateEntity', { name: 'Poison Pill' });
    expect(created.status).not.toBe(200);
    const row = await create('owner', 'Antidote Co');
    const rowHistory = (await historyRows(row.id)).length;
    const renamed = await as('owner', 'PUT', '/api/Customers/PutEntity', { ...row, name: 'Poison Pill' });
    expect(renamed.status).not.toBe(200);
    expect(await server.db.select().from(customers).where(eq(customers.name, 'Poison Pill'))).toEqual([]);
    expect((await historyRows(row.id)).length).toBe(rowHistory);
    const after = (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    expect(after).toBe((before ?? 0) + 1); // Antidote Co's create alone
    await server.db.execute(sql.raw('DROP TRIGGER refuse_poison ON customers'));
    await server.db.execute(sql.raw('DROP FUNCTION refuse_poison()'));
  });

  it('lists every change for administrators only, filterable by entity', async () => {
    const filter = { logic: 'and', filters: [{ field: 'entity', operator: 'eq', value: 'customers' }] };
    const page = await as('admin', 'PUT', '/api/AuditLog/Get', { take: 5, filter });
    expect(page.status).toBe(200);
    const body = page.body as { data: Row[]; total: number };
    expect(body.total).toBeGreaterThan(0);
    expect(new Set(body.data.map((r) => r.entity))).toEqual(new Set(['customers']));
    expect((await as('manager', 'PUT', '/api/AuditLog/Get', { take: 5 })).status).toBe(403);
  });
});

describe('history source', () => {
  it('tells forms, tablets and import jobs apart', () => {
    const withType = (type?: string) => ({ headers: type === undefined ? {} : { applicationtype: type } }) as unknown as FastifyRequest;
    expect(requestSource(withType('web'))).toBe('form');
    expect(requestSource(withType('tablet'))).toBe('tablet');
    expect(requestSource(importRequest({ userId: 1 } as Session, {}))).toBe('import');
  });
});

describe('restore', () => {
  it('needs Delete, brings the row back and records it', async () => {
    const row = await create('owner', 'Restorable Co');
    expect((await as('owner', 'DELETE', `/api/Customers/Delete/${row.id}`)).status).toBe(200);
    const deleted = (await as('owner', 'PUT', '/api/Customers/GetDeleted', { take: 1000 })).body as { data: Row[] };
    expect(deleted.data.map((r) => r.id)).toContain(row.id);
    expect((await as('readonly', 'PUT', '/api/Customers/GetDeleted', { take: 10 })).status).toBe(403);
    expect((await as('readonly', 'POST', `/api/Customers/Restore/${row.id}`)).status).toBe(403);
    const collins = await create('manager.lite', 'Restorable Collins');
    expect((await as('admin', 'DELETE', `/api/Customers/Delete/${collins.id}`)).status).toBe(200);
    expect((await as('owner', 'POST', `/api/Customers/Restore/${collins.id}`)).status).toBe(404);
    const restored = await as('owner', 'POST', `/api/Customers/Restore/${row.id}`);
    expect(restored).toMatchObject({ status: 200, body: { id: row.id, name: 'Restorable Co' } });
    expect((await as('owner', 'POST', `/api/Customers/Restore/${row.id}`)).status).toBe(404);
    const history = (await as('owner', 'GET', `/api/Customers/History/${row.id}`)).body as Row[];
    expect(history.map((h) => h.action)).toEqual(['restore', 'delete', 'create']);
  });
});
