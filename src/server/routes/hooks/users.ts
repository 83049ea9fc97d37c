// Every write of a user goes through the grant rule (domain/role-grants.ts): which roles the
// session may give, on which users. A refusal is a 403 naming the field. Reads of a non-admin
// session are its buildings' users plus itself, so a building's staff never list other buildings'.
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userDeleteProblem, userEditProblem, type GrantActor, type GrantProblem, type GrantTarget, type UserChange } from '../../../domain/role-grants';
import type { Db } from '../../db/client';
import { customers, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { EntityControllerHooks } from '../generic/hooks';
import type { Row } from '../generic/queries';
import type { Values } from '../generic/values';
import { checkRefs } from './refs';

export function grantActor(request: FastifyRequest): GrantActor {
  const { userId, roleKey, tenantId } = request.session;
  return { userId, roleKey, tenantId };
}

export function grantTarget(row: Row): GrantTarget {
  return { id: row.id as number, roleId: row.roleId as number, tenantId: (row.tenantId as number | null) ?? null, status: (row.status as number | undefined) ?? 0 };
}

export function refuse(problem: GrantProblem | null): void {
  if (problem) throw new HttpError(403, problem.message, { errors: { [problem.field]: [problem.message] } });
}

async function customerBuilding(db: Db, customerId: unknown): Promise<number | null | undefined> {
  if (typeof customerId !== 'number') return undefined;
  const [row] = await db.select({ tenantId: customers.tenantId }).from(customers).where(eq(customers.id, customerId));
  return row?.tenantId ?? null;
}

/** Bad input is a 400 before any refusal: a building or customer that does not exist is not a grant. */
async function changeOf(db: Db, values: Values): Promise<UserChange> {
  await checkRefs(db, [{ path: 'tenantId', entity: 'buildings', value: values.tenantId }, { path: 'customerId', entity: 'customers', value: values.customerId }], undefined);
  const pick = <T>(name: string) => (name in values ? (values[name] as T) : undefined);
  return {
    roleId: pick<number>('roleId'),
    tenantId: pick<number | null>('tenantId'),
    email: pick<string>('email'),
    userName: pick<string>('userName'),
    status: pick<number>('status'),
    customerId: pick<number | null>('customerId'),
    customerTenantId: await customerBuilding(db, values.customerId),
  };
}

/** Only what differs from the stored row counts as a change (a PUT carries every field). */
function differences(change: UserChange, existing: Row): UserChange {
  const out: UserChange = { ...change };
  for (const key of ['email', 'userName'] as const) if (out[key] === existing[key]) delete out[key];
  return out;
}

export const userHooks: EntityControllerHooks = {
  where(request) {
    const { scope, userId } = request.session;
    if (scope === 'all') return undefined;
    return or(eq(users.id, userId), scope.length ? inArray(users.tenantId, scope) : undefined);
  },
  async beforeCreate(values, { request, db }) {
    const actor = grantActor(request);
    // A building's staff create users in their building unless they say otherwise.
    if (actor.roleKey !== 'admin' && !('tenantId' in values)) values.tenantId = actor.tenantId;
    refuse(userEditProblem(actor, null, await changeOf(db, values)));
    return values;
  },
  async beforeUpdate(values, { request, db, existing }) {
    refuse(userEditProblem(grantActor(request), grantTarget(existing), differences(await changeOf(db, values), existing)));
    return values;
  },
  beforeDelete(existing, { request }) {
    refuse(userDeleteProblem(grantActor(request), grantTarget(existing)));
  },
};

/**
 * A portfolio link is a grant too (the user reaches the portfolio's buildings, as building owner
 * when so marked): a non-admin links only users it may manage, never itself.
 */
async function linkProblem(request: FastifyRequest, db: Db, userId: unknown): Promise<GrantProblem | null> {
  const actor = grantActor(request);
  if (actor.roleKey === 'admin') return null;
  if (userId === actor.userId) return { field: 'userId', message: 'You cannot change your own portfolios.' };
  const [row] = typeof userId === 'number' ? await db.select().from(users).where(eq(users.id, userId)) : [];
  if (!row) return null;
  const problem = userEditProblem(actor, grantTarget(row), {});
  return problem && { field: 'userId', message: problem.message };
}

export const portfolioUserHooks: EntityControllerHooks = {
  async beforeCreate(values, { request, db }) {
    refuse(await linkProblem(request, db, values.userId));
    return values;
  },
  async beforeUpdate(values, { request, db, existing }) {
    refuse(await linkProblem(request, db, existing.userId));
    if (values.userId !== undefined && values.userId !== existing.userId) refuse(await linkProblem(request, db, values.userId));
    return values;
  },
  async beforeDelete(existing, { request, db }) {
    refuse(await linkProblem(request, db, existing.userId));
  },
};
