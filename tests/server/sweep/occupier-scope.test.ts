// Occupier scope, generated from the registry: for every entity that declares customer-owned rows
// (`occupier`), an occupier-bound session (the `tenant` demo user, and a tenant portfolio building
// user) gets only rows its customers own — or the building's rows its declaration shares — through
// the grid, GetAll, the lookup list, GetById (another occupier's row → 404) and the Excel export.
// Which rows are whose is worked out here from the database rows themselves, not by asking the
// server, and every entity is checked to have foreign rows in the session's building, so the sweep
// fails without the rule. A new table with a customerId column fails until it declares an owner.
import ExcelJS from 'exceljs';
import { and, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, entityByKey } from '../../../src/domain/entities';
import { contactEntity } from '../../../src/domain/entities/contacts';
import type { EntityDeclaration, OccupierLink, OccupierOwnership } from '../../../src/domain/entity';
import { GRID_LIMITS } from '../../../src/domain/grid-limits';
import { hasPermission, Qualifier } from '../../../src/domain/permissions';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import type { RoleKey } from '../../../src/domain/roles';
import type { Session } from '../../../src/server/auth/session';
import { ENTITY_TABLES } from '../../../src/server/db/entity-tables';
import * as schema from '../../../src/server/db/schema';
import { DEMO_BUILDINGS } from '../../../src/server/db/seed/demo-buildings';
import { DEMO_USERS } from '../../../src/server/db/seed/demo-users';
import { withOccupierCustomer } from '../../../src/server/routes/generic/occupier-scope';
import { api, startTestServer, type TestServer } from '../../helpers/server';
import { sessionFor, type RoleSession } from './sessions';

type Row = Record<string, unknown>;
const TABLES = ENTITY_TABLES as Record<string, PgTable>;

/** Entities whose declaration says some rows belong to a customer. */
const OWNED = ENTITIES.filter((e) => e.occupier !== undefined && TABLES[e.key] !== undefined);

const LINK_ROWS: Record<OccupierLink, () => Promise<{ row: number; customer: number }[]>> = {
  collectionServiceAllocations: () => server.db.select({ row: schema.collectionServiceAllocations.collectionServiceId, customer: schema.collectionServiceAllocations.customerId }).from(schema.collectionServiceAllocations),
  wasteAuditCustomers: () => server.db.select({ row: schema.wasteAuditCustomers.wasteAuditId, customer: schema.wasteAuditCustomers.customerId }).from(schema.wasteAuditCustomers),
};

let server: TestServer;

/** One occupier-bound session with what it may own, worked out from the seed's own tables. */
interface Occupier {
  session: RoleSession;
  userId: number;
  building: number;
  customers: Set<number>;
}

async function occupierOf(role: RoleKey): Promise<Occupier> {
  const session = await sessionFor(server.url, role);
  const demo = DEMO_USERS.find((u) => u.userName === session.userName)!;
  const building = session.tenantId ?? (DEMO_BUILDINGS[demo.building as keyof typeof DEMO_BUILDINGS].tenantId as number);
  const [user] = await server.db.select().from(schema.users).where(eq(schema.users.userName, session.userName));
  let customers = user!.customerId === null ? [] : [user!.customerId];
  if (role === 'tenantPortfolioBuildingUser') {
    const linked = await server.db
      .select({ customerId: schema.portfolioCustomers.customerId })
      .from(schema.portfolioUsers)
      .innerJoin(schema.portfolios, eq(schema.portfolios.id, schema.portfolioUsers.portfolioId))
      .innerJoin(schema.portfolioCustomers, eq(schema.portfolioCustomers.portfolioId, schema.portfolios.id))
      .where(and(eq(schema.portfolioUsers.userId, user!.id), eq(schema.portfolioUsers.isDeleted, false), eq(schema.portfolios.isDeleted, false), eq(schema.portfolios.kind, 2)));
    const ids = linked.map((r) => r.customerId);
    customers = user!.customerId === null ? ids : ids.filter((id) => id === user!.customerId);
  }
  return { session, userId: user!.id, building, customers: new Set(customers) };
}

/** The live rows of an entity in a building, by id. */
const rowCache = new Map<string, Map<number, Row>>();
async function buildingRows(key: string, building: number): Promise<Map<number, Row>> {
  const cacheKey = `${key}@${building}`;
  const hit = rowCache.get(cacheKey);
  if (hit) return hit;
  const table = TABLES[key]!;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const rows = (await server.db.select().from(table).where(and(eq(columns.tenantId!, building), eq(columns.isDeleted!, false)))) as Row[];
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  rowCache.set(cacheKey, byId);
  return byId;
}

/** Whether the occupier may read (strict: owns) the row, by its entity's declaration. */
async function readable(key: string, row: Row, who: Occupier, strict = false): Promise<boolean> {
  const rule = entityByKey(key).occupier as OccupierOwnership;
  const mine = (customer: unknown) => typeof customer === 'number' && who.customers.has(customer);
  if (rule === 'self') return mine(row.id);
  if (rule === 'creator') return row.createdById === who.userId;
  if ('about' in rule) {
    const target = rule.about.entities[String(row[rule.about.typeField])];
    const record = target ? (await buildingRows(target, who.building)).get(row[rule.about.idField] as number) : undefined;
    return record !== undefined && (await readable(target!, record, who, strict));
  }
  if ('parent' in rule) {
    const through = row[rule.through];
    if (through === null || through === undefined) return !strict && rule.withoutParent === 'shared';
    const parent = (await buildingRows(rule.parent, who.building)).get(through as number);
    return parent !== undefined && (await readable(rule.parent, parent, who, strict));
  }
  const links = 'link' in rule && rule.link ? await LINK_ROWS[rule.link]() : [];
  const linked = links.some((l) => l.row === row.id && mine(l.customer));
  if (!('column' in rule)) return linked;
  const customer = row[rule.column];
  if (customer === null) return linked || (!strict && rule.withoutCustomer === 'shared');
  return mine(customer) || linked;
}

async function exportedIds(token: string, controller: string): Promise<{ status: number; rows: number }> {
  const response = await fetch(`${server.url}/api/${controller}/ExportToExcel`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, applicationType: 'web', 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 200) return { status: response.status, rows: 0 };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return { status: 200, rows: Math.max(0, workbook.worksheets[0]!.rowCount - 1) };
}

/** Every page of a grid (GRID_LIMITS.maxTake rows a page). */
async function gridPages(token: string, url: string): Promise<{ status: number; ids: number[] }> {
  const ids: number[] = [];
  for (;;) {
    const page = await api(server.url, token, 'PUT', url, { skip: ids.length, take: GRID_LIMITS.maxTake });
    if (page.status !== 200) return { status: page.status, ids };
    const { data, total } = page.body as { data: Row[]; total: number };
    ids.push(...data.map((r) => r.id as number));
    if (data.length === 0 || ids.length >= total) return { status: 200, ids };
  }
}

interface Surfaces {
  entity: string;
  building: number;
  foreignInSeed: number;
  readableInSeed: number;
  grid: string;
  getAll: string;
  lookup: string;
  getById: string;
  export: string;
  leaks: string[];
}

async function sweep(declaration: EntityDeclaration, who: Occupier): Promise<Surfaces> {
  const rows = [...(await buildingRows(declaration.key, who.building)).values()];
  const allowed = new Set<number>();
  for (const row of rows) if (await readable(declaration.key, row, who)) allowed.add(row.id as number);
  const foreign = rows.filter((r) => !allowed.has(r.id as number));
  const token = who.session.token;
  const base = `/api/${declaration.controller}`;
  const permissions = permissionsForRole(who.session.role);
  const may = (q: Qualifier) => hasPermission(permissions, declaration.area, q);
  const leaks: string[] = [];
  const check = (surface: string, status: number, ids: number[], expectedStatus: number) => {
    if (status !== expectedStatus) leaks.push(`${surface}: ${status}, expected ${expectedStatus}`);
    const outside = ids.filter((id) => !allowed.has(id));
    if (outside.length > 0) leaks.push(`${surface}: ${outside.length} foreign rows (${outside.slice(0, 5).join(', ')})`);
    return status === 200 ? `${ids.length}` : String(status);
  };
  const listed = (body: unknown) => (Array.isArray(body) ? body : ((body as { data?: Row[] }).data ?? [])).map((r: Row) => r.id as number);

  const grid = await gridPages(token, `${base}/Get`);
  const gridIds = grid.ids;
  const gridCell = check('grid', grid.status, gridIds, may(Qualifier.View) ? 200 : 403);
  const readsList = may(Qualifier.View) || may(Qualifier.ReferenceDataView);
  const all = await api(server.url, token, 'PUT', `${base}/GetAll`, {});
  const allCell = check('GetAll', all.status, all.status === 200 ? listed(all.body) : [], readsList ? 200 : 403);
  const lookup = await api(server.url, token, 'PUT', `${base}/GetAll`, { sort: [{ field: declaration.titleField, dir: 'asc' }] });
  const lookupCell = check('lookup', lookup.status, lookup.status === 200 ? listed(lookup.body) : [], readsList ? 200 : 403);
  // Every readable row the grid should list is listed: the rule narrows, it does not hide one's own.
  if (grid.status === 200 && gridIds.length !== allowed.size) leaks.push(`grid: ${gridIds.length} rows, ${allowed.size} readable`);

  const mineRow = [...allowed][0];
  if (mineRow !== undefined && may(Qualifier.View)) {
    const own = await api(server.url, token, 'GET', `${base}/GetById/${mineRow}`);
    if (own.status !== 200) leaks.push(`GetById of its own row ${mineRow}: ${own.status}`);
  }
  let byIdCell = 'no foreign row';
  const other = foreign[0];
  if (other) {
    const byId = await api(server.url, token, 'GET', `${base}/GetById/${other.id as number}`);
    byIdCell = `${byId.status}`;
    const expected = may(Qualifier.View) ? 404 : 403;
    if (byId.status !== expected) leaks.push(`GetById of foreign row ${other.id as number}: ${byId.status}, expected ${expected}`);
  }
  const exported = await exportedIds(token, declaration.controller);
  const exportCell = exported.status === 200 ? `${exported.rows}` : String(exported.status);
  if (exported.status !== (may(Qualifier.ExportToExcel) ? 200 : 403)) leaks.push(`export: ${exported.status}`);
  if (exported.status === 200 && exported.rows !== allowed.size) leaks.push(`export: ${exported.rows} rows, ${allowed.size} readable`);
  return {
    entity: declaration.key,
    building: who.building,
    foreignInSeed: foreign.length,
    readableInSeed: allowed.size,
    grid: gridCell,
    getAll: allCell,
    lookup: lookupCell,
    getById: byIdCell,
    export: exportCell,
    leaks,
  };
}

/**
 * Rows the seed lacks in the occupiers' building for entities they may read: created by the
 * building's manager for another occupier, for the occupier itself and for the building (no
 * customer), so that each has something to leak and something to show. Support requests are
 * raised by each occupier itself (their owner is whoever raised them).
 */
async function addMissingRows(occupiers: Occupier[]): Promise<void> {
  const manager = await sessionFor(server.url, 'manager');
  const building = occupiers[0]!.building;
  const own = [...occupiers[0]!.customers][0]!;
  const [foreign] = await server.db
    .select({ id: schema.customers.id })
    .from(schema.customers)
    .where(and(eq(schema.customers.tenantId, building), eq(schema.customers.isDeleted, false), ne(schema.customers.id, own)))
    .limit(1);
  const [binType] = await server.db.select({ id: schema.binTypes.id }).from(schema.binTypes).limit(1);
  const [stream] = await server.db.select({ id: schema.wasteStreams.id }).from(schema.wasteStreams).limit(1);
  const owners = [foreign!.id, own, null];
  const bodies: Record<string, Row[]> = {
    Contacts: owners.map((customerId, i) => ({ firstName: 'Sweep', lastName: `Contact ${i}`, contactType: 'TenantRep', customerId })),
    BinCounts: owners.map((customerId) => ({ countDate: '2026-01-05', customerId, binTypeId: binType!.id, wasteStreamId: stream!.id, binCount: 2 })),
    Notes: [
      { entityType: 'Customer', entityId: foreign!.id, body: 'About another occupier', noteDate: '2026-01-05' },
      { entityType: 'Customer', entityId: own, body: 'About the occupier', noteDate: '2026-01-05' },
      { entityType: 'Building', entityId: building, body: 'About the building', noteDate: '2026-01-05' },
    ],
    SupportRequests: [{ subject: 'Raised by the manager', description: 'Not an occupier’s' }],
  };
  for (const [controller, rows] of Object.entries(bodies)) {
    for (const body of rows) {
      const created = await api(server.url, manager.token, 'POST', `/api/${controller}/CreateEntity`, body);
      expect(created.status, `${controller} ${JSON.stringify(created.body)}`).toBe(200);
    }
  }
  // No supplier transaction in the seed is recharged to this occupier: recharge a few to it.
  const someTransactions = server.db.select({ id: schema.transactions.id }).from(schema.transactions).where(eq(schema.transactions.tenantId, building)).limit(3);
  await server.db.update(schema.transactions).set({ customerId: own }).where(inArray(schema.transactions.id, someTransactions));
  await server.heard();
  for (const who of occupiers) {
    const raised = await api(server.url, who.session.token, 'POST', '/api/SupportRequests/CreateEntity', { subject: `Raised by ${who.session.userName}`, description: 'Bins overflowing' });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
  }
}

describe('occupier scope', () => {
  const occupiers = new Map<RoleKey, Occupier>();
  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ['tenant', 'tenantPortfolioBuildingUser'] as const) occupiers.set(role, await occupierOf(role));
    await addMissingRows([...occupiers.values()]);
  }, 120_000);
  afterAll(() => server?.close());

  it('every table with a customerId column declares who owns its rows', () => {
    const undeclared = Object.entries(TABLES)
      .filter(([key, table]) => 'customerId' in getTableColumns(table) && ENTITIES.some((e) => e.key === key))
      .filter(([key]) => entityByKey(key).occupier === undefined)
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
    // Every column a declaration names is one of its table's.
    for (const e of OWNED) {
      const rule = e.occupier!;
      const columns = getTableColumns(TABLES[e.key]!);
      if (typeof rule !== 'object') continue;
      const named = 'column' in rule ? rule.column : 'parent' in rule ? rule.through : 'about' in rule ? rule.about.idField : 'id';
      expect(columns, `${e.key}.${named}`).toHaveProperty(named);
    }
  });

  for (const role of ['tenant', 'tenantPortfolioBuildingUser'] as const) {
    it(`${role}: grid, GetAll, lookup, GetById and export hold only its customers' rows`, async () => {
      const who = occupiers.get(role)!;
      expect(who.customers.size).toBeGreaterThan(0);
      const results: Surfaces[] = [];
      for (const declaration of OWNED) results.push(await sweep(declaration, who));
      console.log(`occupier scope as ${role} (building ${who.building}, customers ${[...who.customers].join(', ')}):`);
      console.table(results.map(({ leaks, ...r }) => ({ ...r, leaks: leaks.length })));
      // The sweep proves something only where the seed has another occupier's rows to leak.
      const unproven = results.filter((r) => r.grid !== '403' && r.foreignInSeed === 0).map((r) => `${r.entity}: no foreign row to leak`);
      expect([...unproven, ...results.flatMap((r) => r.leaks.map((l) => `${r.entity} ${l}`))]).toEqual([]);
    }, 300_000);
  }

  it('an occupier adds notes only about its own records, and its rows are its own customer’s', async () => {
    const who = occupiers.get('tenant')!;
    const own = [...who.customers][0]!;
    const customers = await buildingRows('customers', who.building);
    const foreign = [...customers.keys()].find((id) => !who.customers.has(id))!;
    const note = (entityId: number) => ({ entityType: 'Customer', entityId, body: 'Written by the occupier', noteDate: '2026-02-01' });
    const before = await server.db.select({ id: schema.notes.id }).from(schema.notes);
    const refused = await api(server.url, who.session.token, 'POST', '/api/Notes/CreateEntity', note(foreign));
    expect(refused.status).toBe(403);
    expect((refused.body as { errors?: Record<string, string[]> }).errors).toHaveProperty('entityId');
    expect(await server.db.select({ id: schema.notes.id }).from(schema.notes)).toHaveLength(before.length);
    const accepted = await api(server.url, who.session.token, 'POST', '/api/Notes/CreateEntity', note(own));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // A Tenant's new row of a customer-owned entity is its customer's, whatever the body names.
    const session = { ...who.session, userId: who.userId, roleKey: 'tenant', customerId: own } as unknown as Session;
    expect(withOccupierCustomer(contactEntity, session, { customerId: foreign, lastName: 'X' })).toEqual({ customerId: own, lastName: 'X' });
    const manager = { ...session, roleKey: 'manager' } as Session;
    expect(withOccupierCustomer(contactEntity, manager, { customerId: foreign })).toEqual({ customerId: foreign });
  });
});
