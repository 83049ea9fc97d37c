// Must-show of issue #10 part 1: who may grant which role on which users. Generated from the role
// list, the role matrix and the grant rule (domain/role-grants.ts): every role with a Users write
// permission × target role × target building × operation gets, over real HTTP, what the rule says:
// 200 when allowed; 403 when refused; 404 when the user lies outside the session's buildings (the
// session cannot see it at all). Then the attacks measured by the sweep, one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Area, hasPermission, Qualifier } from '../../src/domain/permissions';
import { userDeleteProblem, userEditProblem, type GrantActor, type GrantProblem, type GrantTarget, type UserChange } from '../../src/domain/role-grants';
import { permissionsForRole } from '../../src/domain/role-matrix';
import { ROLE_KEYS, RoleId, type RoleKey } from '../../src/domain/roles';
import { DEMO_BUILDINGS } from '../../src/server/db/seed/demo-buildings';
import { api, signIn, signInBody, startTestServer, type TestServer } from '../helpers/server';
import { sessionFor } from './sweep/sessions';

type UserRow = { id: number; userName: string; email: string; firstName: string; lastName: string; roleId: number; tenantId: number | null; status: number; customerId: number | null; forceChangePassword: boolean };

const HOME = DEMO_BUILDINGS.harbour.tenantId as number;
const OTHER = DEMO_BUILDINGS.collins.tenantId as number;
const WRITES = [Qualifier.Create, Qualifier.Edit, Qualifier.Delete];
const WRITERS = ROLE_KEYS.filter((role) => WRITES.some((q) => hasPermission(permissionsForRole(role), Area.Users, q)));

let server: TestServer;
let adminToken: string;
const asAdmin = (method: string, path: string, body?: unknown) => api(server.url, adminToken, method, path, body);

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server.url, 'admin');
});
afterAll(async () => {
  await server?.close();
});

async function userByName(userName: string): Promise<UserRow> {
  const { status, body } = await asAdmin('PUT', '/api/Users/GetAll', {});
  if (status !== 200) throw new Error(`Users/GetAll as admin: ${status} ${JSON.stringify(body)}`);
  const row = (body as UserRow[]).find((r) => r.userName === userName);
  if (!row) throw new Error(`No user ${userName}`);
  return row;
}

const bodyOf = (row: UserRow, change: Partial<UserRow> = {}) => {
  const { id, userName, email, firstName, lastName, roleId, tenantId, status, customerId, forceChangePassword } = { ...row, ...change };
  return { id, userName, email, firstName, lastName, roleId, tenantId, status, customerId, forceChangePassword };
};
const toTarget = (row: UserRow): GrantTarget => ({ id: row.id, roleId: row.roleId, tenantId: row.tenantId, status: row.status });

interface Actor extends GrantActor {
  token: string;
}

/** The writer's session, and the user and building the rule sees (from the session the server gave). */
async function actorFor(role: RoleKey): Promise<Actor> {
  const session = await sessionFor(server.url, role);
  const body = await signInBody(server.url, session.userName);
  const me = await userByName(session.userName);
  const tenantId = role === 'admin' ? null : (session.tenantId ?? me.tenantId);
  return { token: session.token, userId: Number(body.id), roleKey: role, tenantId };
}

/** A user outside the session's buildings is not found for it, as any other building's row. */
function expectedStatus(actor: GrantActor, target: GrantTarget | null, problem: GrantProblem | null): number {
  if (target && actor.roleKey !== 'admin' && target.id !== actor.userId && target.tenantId !== actor.tenantId) return 404;
  return problem ? 403 : 200;
}

interface Check {
  check: string;
  expected: number;
  actual: number;
}

let serial = 0;
async function createAsAdmin(roleId: number, tenantId: number | null): Promise<UserRow> {
  serial += 1;
  const userName = `grant.${serial}`;
  const { status, body } = await asAdmin('POST', '/api/Users/CreateEntity', {
    userName, email: `${userName}@example.com`, firstName: 'Grant', lastName: `Target ${serial}`, roleId, tenantId, forceChangePassword: true,
  });
  if (status !== 200) throw new Error(`Admin could not create ${userName}: ${status} ${JSON.stringify(body)}`);
  return body as UserRow;
}

/** Every operation of `actor` on one fresh user of `role` in `tenantId`; each allowed change is undone by admin. */
async function sweepTarget(actor: Actor, role: RoleKey, tenantId: number): Promise<Check[]> {
  const row = await createAsAdmin(RoleId[role], tenantId);
  const target = toTarget(row);
  const checks: Check[] = [];
  const label = `${actor.roleKey} on ${role}@${tenantId}`;
  const attempt = async (name: string, change: UserChange & Partial<UserRow>) => {
    const expected = expectedStatus(actor, target, userEditProblem(actor, target, change));
    const { status } = await api(server.url, actor.token, 'PUT', '/api/Users/PutEntity', bodyOf(row, change as Partial<UserRow>));
    checks.push({ check: `${label}: ${name}`, expected, actual: status });
    if (status === 200) expect((await asAdmin('PUT', '/api/Users/PutEntity', bodyOf(row))).status).toBe(200);
  };
  await attempt('edit e-mail', { email: `changed.${row.userName}@example.com` });
  for (const other of ROLE_KEYS.filter((k) => k !== role)) await attempt(`edit role to ${other}`, { roleId: RoleId[other] });
  await attempt('edit building', { tenantId: tenantId === HOME ? OTHER : HOME });
  await attempt('deactivate', { status: 1 });
  const deleted = await api(server.url, actor.token, 'DELETE', `/api/Users/Delete/${row.id}`);
  checks.push({ check: `${label}: delete`, expected: expectedStatus(actor, target, userDeleteProblem(actor, target)), actual: deleted.status });
  return checks;
}

async function sweepCreate(actor: Actor, role: RoleKey, tenantId: number): Promise<Check> {
  serial += 1;
  const userName = `grant.new.${serial}`;
  const change = { roleId: RoleId[role], tenantId };
  const { status } = await api(server.url, actor.token, 'POST', '/api/Users/CreateEntity', {
    userName, email: `${userName}@example.com`, firstName: 'New', lastName: 'User', ...change,
  });
  return { check: `${actor.roleKey} creates ${role}@${tenantId}`, expected: expectedStatus(actor, null, userEditProblem(actor, null, change)), actual: status };
}

async function sweepSelf(actor: Actor): Promise<Check[]> {
  const me = (await asAdmin('GET', `/api/Users/GetById/${actor.userId}`)).body as UserRow;
  const target = toTarget(me);
  const changes: [string, Partial<UserRow>][] = [
    ['own role to admin', { roleId: RoleId.admin, tenantId: null }],
    ['own role to manager', { roleId: RoleId.manager }],
    ['own building', { tenantId: me.tenantId === OTHER ? HOME : OTHER }],
    ['own building to none', { tenantId: me.tenantId === null ? HOME : null }],
    ['deactivate self', { status: 1 }],
  ];
  const checks: Check[] = [];
  for (const [name, change] of changes) {
    const { status } = await api(server.url, actor.token, 'PUT', '/api/Users/PutEntity', bodyOf(me, change));
    checks.push({ check: `${actor.roleKey}: ${name}`, expected: expectedStatus(actor, target, userEditProblem(actor, target, change as UserChange)), actual: status });
  }
  const deleted = await api(server.url, actor.token, 'DELETE', `/api/Users/Delete/${me.id}`);
  checks.push({ check: `${actor.roleKey}: delete self`, expected: expectedStatus(actor, target, userDeleteProblem(actor, target)), actual: deleted.status });
  return checks;
}

describe('role grants, generated from the role list and the grant rule', () => {
  it('every Users writer × target role × building × operation answers as the rule says', async () => {
    expect(WRITERS).toEqual(expect.arrayContaining(['admin', 'supportAdmin']));
    const checks: Check[] = [];
    for (const role of WRITERS) {
      const actor = await actorFor(role);
      for (const tenantId of [HOME, OTHER]) {
        checks.push(...(await Promise.all(ROLE_KEYS.map((target) => sweepCreate(actor, target, tenantId)))));
        for (const batch of (await Promise.all(ROLE_KEYS.map((target) => sweepTarget(actor, target, tenantId))))) checks.push(...batch);
      }
      checks.push(...(await sweepSelf(actor)));
    }
    expect(checks.filter((c) => c.actual !== c.expected)).toEqual([]);
    const refused = checks.filter((c) => c.expected !== 200);
    console.log(
      `role grants: ${checks.length} checks over ${WRITERS.length} writing roles (${WRITERS.join(', ')}) × ${ROLE_KEYS.length} target roles × 2 buildings, ` +
        `${refused.length} refused (${refused.filter((c) => c.expected === 403).length} with 403, ${refused.filter((c) => c.expected === 404).length} not found outside the session's buildings)`,
    );
  }, 300_000);
});

it('a building or customer that does not exist is a 400 naming the field before any grant check, also on one\'s own row', async () => {
  const me = await userByName('admin');
  for (const change of [{ tenantId: 2_147_483_000 }, { customerId: 2_147_483_000 }]) {
    const result = await asAdmin('PUT', '/api/Users/PutEntity', bodyOf(me, change));
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { errors: Record<string, string[]> }).errors)).toEqual(Object.keys(change));
  }
});

describe('the measured attacks, as support (Support Admin, Harbour Tower)', () => {
  let support: string;
  let me: UserRow;
  beforeAll(async () => {
    support = await signIn(server.url, 'support');
    me = await userByName('support');
  });

  it('cannot make itself System administrator; its next sign-in is still a Support Admin in its building', async () => {
    const result = await api(server.url, support, 'PUT', '/api/Users/PutEntity', bodyOf(me, { roleId: RoleId.admin, tenantId: null }));
    expect(result.status).toBe(403);
    expect((result.body as { message: string }).message).toBe('You cannot change your own role.');
    const again = await signInBody(server.url, 'support');
    expect(Number(again.roleId)).toBe(RoleId.supportAdmin);
    expect((await userByName('support')).roleId).toBe(RoleId.supportAdmin);
  });

  it('cannot create a System administrator, in its building or without one', async () => {
    for (const tenantId of [HOME, null]) {
      const result = await api(server.url, support, 'POST', '/api/Users/CreateEntity', {
        userName: `evil.admin.${String(tenantId)}`, email: 'evil@example.com', firstName: 'Evil', lastName: 'Admin', roleId: RoleId.admin, tenantId,
      });
      expect(result.status).toBe(403);
      expect(JSON.stringify(result.body)).toMatch(tenantId === null ? /own building/ : /Only a System administrator grants/);
    }
    expect(((await asAdmin('PUT', '/api/Users/GetAll', {})).body as UserRow[]).some((u) => u.userName.startsWith('evil.'))).toBe(false);
  });

  it("cannot change the admin's e-mail (nor see the admin), even when the admin has a home building", async () => {
    const admin = await userByName('admin');
    expect((await api(server.url, support, 'PUT', '/api/Users/PutEntity', bodyOf(admin, { email: 'attacker@example.com' }))).status).toBe(404);
    // An admin account placed in support's building is visible, and still refused.
    const homed = await createAsAdmin(RoleId.admin, HOME);
    const result = await api(server.url, support, 'PUT', '/api/Users/PutEntity', bodyOf(homed, { email: 'attacker@example.com' }));
    expect(result.status).toBe(403);
    expect((result.body as { errors: Record<string, string[]> }).errors.email).toBeDefined();
    expect((await userByName('admin')).email).toBe(admin.email);
    expect((await userByName(homed.userName)).email).toBe(homed.email);
  });

  it('cannot move a user of its building to another building; may edit that user otherwise', async () => {
    const manager = await userByName('manager');
    const moved = await api(server.url, support, 'PUT', '/api/Users/PutEntity', bodyOf(manager, { tenantId: OTHER }));
    expect(moved.status).toBe(403);
    expect((moved.body as { message: string }).message).toBe('Only a System administrator moves a user to another building.');
    expect((await userByName('manager')).tenantId).toBe(HOME);
    const renamed = await api(server.url, support, 'PUT', '/api/Users/PutEntity', bodyOf(manager, { firstName: 'Maxine' }));
    expect(renamed.status).toBe(200);
  });

  it('links a tenant user only to a customer of its own building', async () => {
    const customers = (await asAdmin('PUT', '/api/Customers/GetAll', {})).body as { id: number; tenantId: number }[];
    const foreign = customers.find((c) => c.tenantId === OTHER);
    const own = customers.find((c) => c.tenantId === HOME);
    if (!foreign || !own) throw new Error('The seed has customers in both buildings');
    const create = (customerId: number, userName: string) =>
      api(server.url, support, 'POST', '/api/Users/CreateEntity', { userName, email: `${userName}@example.com`, firstName: 'T', lastName: 'U', roleId: RoleId.tenant, tenantId: HOME, customerId });
    const refused = await create(foreign.id, 'tenant.foreign');
    expect(refused.status).toBe(403);
    expect((refused.body as { errors: Record<string, string[]> }).errors.customerId).toBeDefined();
    expect((await create(own.id, 'tenant.own')).status).toBe(200);
  });

  it('lists only its building’s users and itself', async () => {
    const listed = (await api(server.url, support, 'PUT', '/api/Users/GetAll', {})).body as UserRow[];
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((u) => u.tenantId === HOME || u.id === me.id)).toBe(true);
    expect(listed.some((u) => u.userName === 'admin')).toBe(false);
  });

  it('cannot link users outside its reach, or itself, to a portfolio', async () => {
    const portfolios = (await asAdmin('PUT', '/api/Portfolios/GetAll', {})).body as { id: number }[];
    const portfolioId = portfolios[0]?.id;
    const portfolioUser = await userByName('portfolio');
    for (const userId of [portfolioUser.id, me.id]) {
      const result = await api(server.url, support, 'POST', '/api/PortfolioUsers/CreateEntity', { userId, portfolioId, isBuildingOwner: true });
      expect(result.status).toBe(403);
    }
  });
});
