// 0 × 500 as a standing property (issue #11 part 7): families of hostile grid queries and ids,
// generated from the routes the server documents (servedRoutes) and the entity registry, so a new
// entity or route is swept without new test code. Each family prints "N requests, 0 × 500".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENTITIES } from '../../../src/domain/entities';
import type { EntityDeclaration, FieldMeta } from '../../../src/domain/entity';
import { GRID_LIMITS, INT32_MAX, INT32_MIN } from '../../../src/domain/grid-limits';
import { reportExports, users } from '../../../src/server/db/schema';
import { api, requestToken, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { servedRoutes, switchSession, type RoleSession } from './sessions';

let server: TestServer;
let routes: Set<string>;
let sessions: RoleSession[];
let exportId: string;

const HARBOUR = 1;
beforeAll(async () => {
  server = await startTestServer();
  routes = await servedRoutes(server.url);
  const building = await switchSession(server.url, 'admin', 'supportAdmin', HARBOUR);
  if (!building) throw new Error('The administrator could not switch into Harbour Tower');
  sessions = [building, { role: 'admin', userName: 'admin', token: await signIn(server.url, 'admin'), tenantId: null }];
  // UUID-keyed rows only exist once someone exports a report: make one, as the export route would.
  const [admin] = await server.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
  const [row] = await server.db
    .insert(reportExports)
    .values({ tenantId: HARBOUR, requestedById: admin!.id, reportType: 'adv', reportId: 'adv-report', reportName: 'Sweep export', status: 'Completed' })
    .returning({ id: reportExports.id });
  exportId = row!.id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

interface Probe {
  method: string;
  path: string;
  body?: unknown;
  /** 400: the answer must be a 400 naming a field; undefined: anything but a 5xx. */
  expect?: 400;
}

interface FamilyResult {
  requests: number;
  statuses: Map<number, number>;
  wrong: string[];
}

/**
 * The session a route lets in (the building first), found with a harmless request; the promise is
 * kept, so the four workers of a family starting on one route ask once.
 */
const sessionOf = new Map<string, Promise<RoleSession | null>>();
function sessionFor(method: string, path: string, harmless: unknown): Promise<RoleSession | null> {
  const key = `${method} ${path}`;
  let found = sessionOf.get(key);
  if (!found) {
    found = (async () => {
      for (const s of sessions) if ((await api(server.url, s.token, method, path, harmless)).status !== 403) return s;
      return null;
    })();
    sessionOf.set(key, found);
  }
  return found;
}

async function runFamily(name: string, probes: Probe[], session: (p: Probe) => Promise<RoleSession | null>): Promise<FamilyResult> {
  const result: FamilyResult = { requests: 0, statuses: new Map(), wrong: [] };
  const queue = [...probes];
  const worker = async () => {
    for (let probe = queue.shift(); probe; probe = queue.shift()) {
      const s = await session(probe);
      if (!s) continue;
      const answer = await api(server.url, s.token, probe.method, probe.path, probe.body);
      result.requests += 1;
      result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
      const named = Object.keys((answer.body as { errors?: object } | null)?.errors ?? {}).length > 0;
      if (answer.status >= 500 || (probe.expect === 400 && (answer.status !== 400 || !named))) {
        result.wrong.push(`${probe.method} ${probe.path} ${JSON.stringify(probe.body ?? null).slice(0, 120)} → ${answer.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const fivehundreds = [...result.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const shown = [...result.statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${c}×${s}`).join(', ');
  console.log(`sweep ${name}: ${result.requests} requests, ${fivehundreds} × 500 (${shown})`);
  return result;
}

const declarationOf = (controller: string): EntityDeclaration | undefined => ENTITIES.find((e) => e.controller === controller);
/** `PUT /api/{controller}/{action}` routes the server documents. */
const putRoutes = (action: string) =>
  [...routes].flatMap((r) => {
    const m = new RegExp(`^PUT /api/([^/]+)/${action}$`).exec(r);
    return m?.[1] ? [m[1]] : [];
  });

const leaf = (field: string, value: unknown, operator = 'eq') => ({ logic: 'and', filters: [{ field, operator, value }] });
const uuidKeyed = (controller: string) => declarationOf(controller)?.key === 'reportExports';
/**
 * A valid query that matches no row, to find the session a grid route lets in: GetAll and
 * ExportToExcel ignore `take`, and a whole table read or written to a workbook per route was most
 * of this file's time.
 */
function harmlessQuery(path: string) {
  const controller = path.split('/')[2] ?? '';
  if (!declarationOf(controller)) return { take: 1 };
  return { take: 1, filter: leaf('id', uuidKeyed(controller) ? '00000000-0000-4000-8000-000000000000' : 0) };
}
function nested(depth: number) {
  let filter: object = leaf('id', 1);
  for (let i = 1; i < depth; i++) filter = { logic: 'and', filters: [filter] };
  return filter;
}
const wide = (n: number) => ({ logic: 'or', filters: Array.from({ length: n }, (_, i) => ({ field: 'id', operator: 'eq', value: i })) });

const BOUNDARY_NUMBERS: unknown[] = [INT32_MAX + 1, INT32_MIN - 1, '2147483648', 1e308, '1e308', '-1e308', 'NaN', 'Infinity', '-Infinity', '0x10', '1e-400', ' '];
const IMPOSSIBLE_DATES = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '0000-01-01', '99999-01-01', '2026-02-30T25:61:00Z', 'yesterday'];
const IMPOSSIBLE_TIMES = ['2026-02-30T10:00:00Z', '+275760-09-14T00:00:00Z', '-000001-01-01T00:00:00Z', 8.64e15 + 1, 'yesterday'];
const NUMERIC_KINDS = new Set(['int', 'decimal', 'money', 'percent', 'lookup']);

/** Filters on every field of the controller's declaration, with values its column cannot hold. */
function valueProbes(controller: string): Probe[] {
  const path = `/api/${controller}/Get`;
  const fields = Object.entries((declarationOf(controller)?.fields ?? {}) as Record<string, FieldMeta>);
  const probes: Probe[] = BOUNDARY_NUMBERS.map((v) => ({ method: 'PUT', path, body: { take: 5, filter: leaf('id', v) } }));
  probes.push({ method: 'PUT', path, body: { take: 5, filter: leaf('id', -0) } });
  for (const [name, meta] of fields) {
    if (NUMERIC_KINDS.has(meta.kind)) for (const v of BOUNDARY_NUMBERS) probes.push({ method: 'PUT', path, body: { take: 5, filter: leaf(name, v, 'gte') } });
    if (meta.kind === 'date') for (const v of IMPOSSIBLE_DATES) probes.push({ method: 'PUT', path, body: { take: 5, filter: leaf(name, v) } });
    if (meta.kind === 'datetime') for (const v of IMPOSSIBLE_TIMES) probes.push({ method: 'PUT', path, body: { take: 5, filter: leaf(name, v, 'lt') } });
    if (meta.kind === 'bool') probes.push({ method: 'PUT', path, body: { take: 5, filter: leaf(name, 'maybe') } });
  }
  return probes;
}

/** The query's shape: deep, wide, huge, paging past any end. Each of these is refused with a 400. */
function shapeProbes(controller: string, action: string): Probe[] {
  const path = `/api/${controller}/${action}`;
  const bodies: unknown[] = [
    { filter: nested(GRID_LIMITS.maxFilterDepth + 1) },
    { filter: nested(1000) },
    { filter: wide(GRID_LIMITS.maxFilters + 1) },
    { filter: wide(20_000) },
    { filter: leaf('id', 'x'.repeat(GRID_LIMITS.maxValueLength + 1), 'contains') },
    { filter: leaf('id', 'x'.repeat(1_000_000), 'contains') },
    { filter: leaf('f'.repeat(GRID_LIMITS.maxFieldLength + 1), 1) },
    { sort: Array.from({ length: GRID_LIMITS.maxSorts + 1 }, () => ({ field: 'id', dir: 'asc' })) },
    { filter: { logic: 'xor', filters: [] } },
    { filter: [] },
  ];
  if (action === 'Get') {
    bodies.push(
      { take: GRID_LIMITS.maxTake + 1 },
      { take: 1e9 },
      { skip: -1, take: 5 },
      { skip: 1e308, take: 5 },
      { skip: 2 ** 53, take: 5 },
      { page: 2 ** 53, pageSize: 100 },
      { page: GRID_LIMITS.maxOffset, pageSize: GRID_LIMITS.maxTake },
      { page: 0, pageSize: 20 },
      { pageSize: 'all' },
    );
  }
  return bodies.map((body) => ({ method: 'PUT', path, body, expect: 400 as const }));
}

const BAD_INT_IDS = ['2147483648', '99999999999999999999', '0', '-1', '-0', '1.5', 'abc', 'NaN', 'Infinity', '1e400', '%20', '0x10'];
const BAD_UUIDS = ['1', '2147483648', 'abc', '00000000-0000-0000-0000-00000000000g', `${'a'.repeat(8)}-${'a'.repeat(4)}`];

/** Every documented route with an id in its path, each id spoiled. */
function idProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const route of routes) {
    const [method, template] = route.split(' ') as [string, string];
    const idParam = /\{(id|entityId)\}/.exec(template)?.[1];
    if (!idParam) continue;
    const uuid = uuidKeyed(template.split('/')[2] ?? '');
    for (const bad of uuid ? BAD_UUIDS : BAD_INT_IDS) {
      const path = template.replace(`{${idParam}}`, bad).replace(/\{[^}]+\}/g, 'x');
      probes.push({ method, path, expect: 400 });
    }
  }
  return probes;
}

it('hostile grid values, query shapes and ids: 0 × 500, and the bounds answered 400 naming the field', async () => {
  const grid = (p: Probe) => sessionFor(p.method, p.path, harmlessQuery(p.path));
  const families: [string, FamilyResult][] = [];
  families.push(['boundary numbers, impossible dates and times (every Get, every field)', await runFamily('values', putRoutes('Get').flatMap(valueProbes), grid)]);
  const shapes = ['Get', 'GetAll', 'ExportToExcel'].flatMap((action) => putRoutes(action).flatMap((c) => shapeProbes(c, action)));
  families.push(['deep, wide and huge filters, paging overflow (Get, GetAll, ExportToExcel)', await runFamily('query shapes', shapes, grid)]);
  families.push(['out-of-range and non-numeric ids, non-uuid keys (every id route)', await runFamily('ids', idProbes(), async () => sessions[0] ?? null)]);
  for (const [name, result] of families) if (result.wrong.length > 0) console.log(`${name}: ${result.wrong.length} wrong, e.g.\n${result.wrong.slice(0, 15).join('\n')}`);
  for (const [name, result] of families) expect({ family: name, wrong: result.wrong }).toEqual({ family: name, wrong: [] });
  expect(families.every(([, r]) => r.requests > 0)).toBe(true);
}, 600_000);

it('UUID-keyed entities (report exports) answer their grid, GetById and export once a row exists', async () => {
  const controller = ENTITIES.find((e) => e.key === 'reportExports')!.controller;
  const [session] = sessions;
  const checks = await Promise.all([
    api(server.url, session!.token, 'PUT', `/api/${controller}/Get`, { take: 20 }),
    api(server.url, session!.token, 'PUT', `/api/${controller}/GetAll`, {}),
    api(server.url, session!.token, 'GET', `/api/${controller}/GetById/${exportId}`),
    api(server.url, session!.token, 'GET', `/api/${controller}/GetById/00000000-0000-4000-8000-000000000000`),
    api(server.url, session!.token, 'PUT', `/api/${controller}/ExportToExcel`, {}),
    api(server.url, session!.token, 'PUT', `/api/${controller}/Get`, { take: 5, filter: leaf('id', exportId) }),
  ]);
  expect(checks.map((c) => c.status)).toEqual([200, 200, 200, 404, 200, 200]);
  expect((checks[0]!.body as { data: { id: unknown }[] }).data.map((r) => r.id)).toContain(exportId);
  expect((checks[2]!.body as { id: unknown }).id).toBe(exportId);
  expect((checks[5]!.body as { total: number }).total).toBe(1);
});

it('a user name over 256 characters on /token is a 400', async () => {
  const response = await requestToken(server.url, 'u'.repeat(300));
  expect(response.status).toBe(400);
});
