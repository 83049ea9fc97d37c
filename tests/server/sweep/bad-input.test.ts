// Must-show of the reference API server: bad input on every create and edit endpoint → 400 with
// field errors, never a 500, and the table's row count unchanged (an edit leaves its row as it
// was). Bodies come from each declaration (bad-bodies.ts) over a stored row of the building the
// administrator switched into, so a new entity is covered without new test code.
import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../../src/domain/entity';
import { hasPermission, Qualifier } from '../../../src/domain/permissions';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import { ENTITY_TABLES } from '../../../src/server/db/entity-tables';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { DEMO_BUILDINGS } from '../../../src/server/db/seed/demo-buildings';
import { badBodies, BEYOND_INT4, NO_SUCH_ID, type BadBody } from './bad-bodies';
import { controllerEntities, jsonPartRoutes, servedRoutes, switchSession, type RoleSession } from './sessions';

let server: TestServer;
/** The administrator switched into each demo building, Harbour Tower first. */
const buildings: RoleSession[] = [];
let system: RoleSession;
let routes: Set<string>;
let jsonParts: Map<string, string>;

const HARBOUR = 1;
beforeAll(async () => {
  server = await startTestServer();
  routes = await servedRoutes(server.url);
  jsonParts = await jsonPartRoutes(server.url);
  const tenantIds = [HARBOUR, ...Object.values(DEMO_BUILDINGS).map((b) => b.tenantId as number).filter((t) => t !== HARBOUR)];
  for (const tenantId of tenantIds) {
    const switched = await switchSession(server.url, 'admin', 'supportAdmin', tenantId);
    if (!switched) throw new Error(`The administrator could not switch into building ${tenantId}`);
    buildings.push(switched);
  }
  system = { role: 'admin', userName: 'admin', token: await signIn(server.url, 'admin'), tenantId: null };
});
afterAll(async () => {
  await server?.close();
});

/**
 * The building session where it may create and edit the entity, else the system view (which also
 * writes the global rows of entities that may have both).
 */
function sessionsFor(entity: EntityDeclaration): RoleSession[] {
  const may = (s: RoleSession) => [Qualifier.Create, Qualifier.Edit].every((q) => hasPermission(permissionsForRole(s.role), entity.area, q));
  return buildings[0] && may(buildings[0]) && entity.scope === 'building' ? buildings : [system];
}

/** The first session (building) with a stored row to spoil; else the first session without one. */
async function sessionAndBase(entity: EntityDeclaration): Promise<{ session: RoleSession; base: Awaited<ReturnType<typeof baseOf>> }> {
  const sessions = sessionsFor(entity);
  for (const session of sessions) {
    const base = await baseOf(entity, session);
    if (base) return { session, base };
  }
  return { session: sessions[0] as RoleSession, base: null };
}

/** JSON, or multipart with the body as a JSON string in the part the route documents. */
async function call(session: RoleSession, method: string, path: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const part = jsonParts.get(`${method} ${path}`);
  if (!part) return api(server.url, session.token, method, path, body);
  const form = new FormData();
  form.set(part, JSON.stringify(body));
  const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${session.token}`, applicationType: 'web' }, body: form });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

const ENVELOPE = new Set(['id', 'createdAt', 'modifiedAt', 'tenantId', 'warnings']);

/** A stored row of the session's scope as a body, when the declaration's schema accepts it. */
async function baseOf(entity: EntityDeclaration, session: RoleSession): Promise<{ id: number; body: Record<string, unknown> } | null> {
  const page = await api(server.url, session.token, 'PUT', `/api/${entity.controller}/Get`, { skip: 0, take: 1 });
  const first = (page.body as { data?: { id: number }[] }).data?.[0];
  if (!first) return null;
  const row = (await api(server.url, session.token, 'GET', `/api/${entity.controller}/GetById/${first.id}`)).body as Record<string, unknown>;
  const body = Object.fromEntries(Object.entries(row).filter(([k]) => !ENVELOPE.has(k) && !k.endsWith('Label')));
  return entity.schema.safeParse(body).success ? { id: first.id, body } : null;
}

const tableOf = (entity: EntityDeclaration) => (ENTITY_TABLES as Record<string, PgTable>)[entity.key] as PgTable;

/** A live row the session may edit, straight from the table (for controllers whose grid is elsewhere). */
async function editableId(entity: EntityDeclaration, session: RoleSession): Promise<number> {
  const columns = getTableColumns(tableOf(entity)) as Record<string, PgColumn>;
  const inBuilding = session.tenantId !== null && columns.tenantId ? eq(columns.tenantId, session.tenantId) : undefined;
  const [row] = await server.db
    .select({ id: columns.id as PgColumn })
    .from(tableOf(entity))
    .where(and(eq(columns.isDeleted as PgColumn, false), inBuilding))
    .limit(1);
  return (row?.id as number | undefined) ?? NO_SUCH_ID;
}

async function rowCount(entity: EntityDeclaration): Promise<number> {
  const table = tableOf(entity);
  const [row] = await server.db.select({ n: count() }).from(table);
  return Number(row?.n ?? -1);
}

interface Finding {
  check: string;
  status: number;
  errors: string[];
}

function named(errors: string[], field: string | null): boolean {
  return field === null ? errors.length > 0 : errors.some((k) => k === field || k.startsWith(`${field}.`));
}

async function send(session: RoleSession, method: string, path: string, bad: BadBody, id: number | null): Promise<Finding> {
  const body = id === null ? bad.body : { ...bad.body, id };
  const answer = await call(session, method, path, body);
  const errors = Object.keys((answer.body as { errors?: Record<string, unknown> }).errors ?? {});
  return { check: `${path} ${bad.label}`, status: answer.status, errors: named(errors, bad.field) ? [] : errors.length > 0 ? errors : ['(none)'] };
}

it('every create and edit endpoint answers bad input with 400 and field errors, writing nothing', async () => {
  const wrong: Finding[] = [];
  let checks = 0;
  let entities = 0;
  let crossField = 0;
  const unreachable: string[] = [];
  const withoutBase: string[] = [];
  for (const entity of controllerEntities()) {
    const create = routes.has(`POST /api/${entity.controller}/CreateEntity`);
    const edit = routes.has(`PUT /api/${entity.controller}/PutEntity`);
    if (!create && !edit) continue;
    entities += 1;
    const { session, base } = await sessionAndBase(entity);
    if (!base) withoutBase.push(entity.key);
    const { bodies, unreachable: missed } = badBodies(entity, base?.body ?? null);
    crossField += bodies.filter((b) => b.label.startsWith('cross-field')).length;
    unreachable.push(...missed.map((p) => `${entity.key}.${p}`));
    const editId = base?.id ?? (await editableId(entity, session));
    const before = await rowCount(entity);
    const stored = base && (await api(server.url, session.token, 'GET', `/api/${entity.controller}/GetById/${base.id}`)).body;
    const findings = await Promise.all([
      ...(create ? bodies.map((b) => send(session, 'POST', `/api/${entity.controller}/CreateEntity`, b, null)) : []),
      ...(edit ? bodies.map((b) => send(session, 'PUT', `/api/${entity.controller}/PutEntity`, b, editId)) : []),
      // The record id beside the fields is an int4 key too.
      ...(edit && base ? [send(session, 'PUT', `/api/${entity.controller}/PutEntity`, { label: 'id beyond int4', body: base.body, field: 'id' }, BEYOND_INT4)] : []),
    ]);
    checks += findings.length;
    wrong.push(...findings.filter((f) => f.status !== 400 || f.errors.length > 0));
    if ((await rowCount(entity)) !== before) wrong.push({ check: `${entity.key}: row count changed`, status: 0, errors: [] });
    if (base && JSON.stringify((await api(server.url, session.token, 'GET', `/api/${entity.controller}/GetById/${base.id}`)).body) !== JSON.stringify(stored)) {
      wrong.push({ check: `${entity.key}: an edit changed row ${base.id}`, status: 0, errors: [] });
    }
  }
  expect(wrong).toEqual([]);
  expect(unreachable).toEqual([]);
  console.log(
    `bad input: ${entities} entities, ${checks} bad create/edit bodies (${crossField} breaking cross-field rules) → all 400 naming the field, no 500, row counts unchanged` +
      (withoutBase.length > 0 ? `; without a stored row to spoil (any field named): ${withoutBase.join(', ')}` : ''),
  );
}, 300_000);
