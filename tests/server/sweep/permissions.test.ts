// Must-show of the reference API server: every role's permissions against the endpoints of every
// entity controller are exactly what the role matrix says — Get 200 with View, CreateEntity /
// PutEntity reach validation (400) with Create / Edit, Delete reaches the lookup (404) with Delete,
// and 403 without; every endpoint answers 401 without a token. The mutations carry bodies that
// fail validation, which proves the permission is checked before the body.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasPermission, Qualifier } from '../../../src/domain/permissions';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import type { EntityDeclaration } from '../../../src/domain/entity';
import { genericEntityKeys } from '../../../src/server/routes/entities';
import { api, startTestServer, type TestServer } from '../../helpers/server';
import { ALL_ROLES, controllerEntities, servedRoutes, sessionFor, type RoleSession } from './sessions';

let server: TestServer;
/** Entity × operation pairs the server serves under the generic names (see the first test). */
let swept: { entity: EntityDeclaration; op: (typeof OPERATIONS)[number] }[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const routes = await servedRoutes(server.url);
  // A route is registered once: entities sharing a controller (portfolios and tenant portfolios)
  // meet it under the first one's area.
  const owned = new Set<string>();
  swept = controllerEntities().flatMap((entity) =>
    OPERATIONS.filter((op) => {
      const route = routeOf(entity, op);
      if (!routes.has(route) || owned.has(route)) return false;
      owned.add(route);
      return true;
    }).map((op) => ({ entity, op })),
  );
});
afterAll(async () => {
  await server?.close();
});

const NO_SUCH_ID = 2_147_483_000;
const routeOf = (entity: EntityDeclaration, op: (typeof OPERATIONS)[number]) => `${op.method} ${op.path(entity.controller).replace(String(NO_SUCH_ID), '{id}')}`;
/** Operation → the route, its qualifier and the status a permitted call gets with these bodies. */
const OPERATIONS = [
  { name: 'Get', qualifier: Qualifier.View, method: 'PUT', path: (c: string) => `/api/${c}/Get`, body: { skip: 0, take: 1 }, allowed: 200 },
  { name: 'CreateEntity', qualifier: Qualifier.Create, method: 'POST', path: (c: string) => `/api/${c}/CreateEntity`, body: { unknownOnly: true }, allowed: 400 },
  { name: 'PutEntity', qualifier: Qualifier.Edit, method: 'PUT', path: (c: string) => `/api/${c}/PutEntity`, body: { unknownOnly: true }, allowed: 400 },
  { name: 'Delete', qualifier: Qualifier.Delete, method: 'DELETE', path: (c: string) => `/api/${c}/Delete/${NO_SUCH_ID}`, body: undefined, allowed: 404 },
] as const;

interface Outcome {
  check: string;
  expected: number;
  actual: number;
}

async function sweepRole(session: RoleSession): Promise<Outcome[]> {
  const permissions = permissionsForRole(session.role);
  return Promise.all(
    swept.map(async ({ entity, op }) => {
      const expected = hasPermission(permissions, entity.area, op.qualifier) ? op.allowed : 403;
      const { status } = await api(server.url, session.token, op.method, op.path(entity.controller), op.body);
      return { check: `${session.role} ${op.name} ${entity.controller}`, expected, actual: status };
    }),
  );
}

it('the generic controller serves all four operations of every plain entity', () => {
  const served = (key: string) => swept.filter((s) => s.entity.key === key).map((s) => s.op.name);
  const plain = controllerEntities().filter((e) => genericEntityKeys().includes(e.key));
  for (const { key } of plain) expect.soft(served(key), key).toEqual(OPERATIONS.map((op) => op.name));
  const custom = controllerEntities().flatMap((e) => OPERATIONS.filter((op) => !swept.some((s) => s.entity === e && s.op === op)).map((op) => `${e.controller}/${op.name}`));
  console.log(`permissions: ${swept.length} entity endpoints swept; not under the generic names (custom controllers, shared controllers): ${custom.join(', ') || 'none'}`);
});

it('every role gets exactly what the matrix grants on every entity controller', async () => {
  // One role at a time, its requests in parallel: a few hundred sockets at once, not thousands.
  const sessions: RoleSession[] = [];
  const outcomes: Outcome[] = [];
  for (const role of ALL_ROLES) {
    const session = await sessionFor(server.url, role);
    sessions.push(session);
    outcomes.push(...(await sweepRole(session)));
  }
  const wrong = outcomes.filter((o) => o.actual !== o.expected);
  expect(wrong).toEqual([]);
  const entities = new Set(swept.map((s) => s.entity.key)).size;
  console.log(
    `permissions: ${sessions.length} roles × ${entities} entities × ≤${OPERATIONS.length} operations = ${outcomes.length} checks, all as the matrix says ` +
      `(${outcomes.filter((o) => o.expected === 403).length} refused with 403)`,
  );
}, 180_000);

it('every endpoint of every entity controller answers 401 without a token', async () => {
  const outcomes = await Promise.all(
    swept.map(async ({ entity, op }) => ({ check: `${op.name} ${entity.controller}`, status: (await api(server.url, null, op.method, op.path(entity.controller), op.body)).status })),
  );
  expect(outcomes.filter((o) => o.status !== 401)).toEqual([]);
  console.log(`permissions: ${outcomes.length} calls without a token, all 401`);
}, 60_000);
