// Who may grant which role, on which users (issue #10). The role matrix says whether a role may
// write Users at all; this rule says which writes: the server enforces it on every write of a user
// (routes/hooks/users.ts) and the Users form offers only the roles it allows.
import { ROLE_KEYS, ROLE_LABELS, RoleId, roleKeyOf, type RoleKey } from './roles';

/**
 * Rank of each role, from architecture §9's intents: the System administrator is above everyone;
 * the Support Admin has everything within one building; the (portfolio) building owners have all of
 * their buildings' data and the portfolio user sees several buildings' reports; managers run the
 * day-to-day; read-only and tenant-portfolio users read; tenants and scanners see or record little.
 * A role grants roles at or below its own rank (admin alone grants admin).
 */
export const ROLE_RANK: Readonly<Record<RoleKey, number>> = {
  admin: 6,
  supportAdmin: 5,
  owner: 4,
  portfolioBuildingOwner: 4,
  portfolioUser: 4,
  manager: 3,
  ftManager: 3,
  readOnlyUser: 2,
  tenantPortfolioUser: 2,
  tenantPortfolioBuildingUser: 2,
  tenant: 1,
  scanner: 1,
};

/** Readable names for the two roles the spec gives no label. */
const FALLBACK_LABELS: Partial<Record<RoleKey, string>> = {
  tenantPortfolioUser: 'Tenant portfolio user',
  tenantPortfolioBuildingUser: 'Tenant portfolio building user',
};

export function roleLabel(role: RoleKey): string {
  return ROLE_LABELS[role] ?? FALLBACK_LABELS[role] ?? role;
}

/** The signed-in user as the rule sees it: the acting role and the session's building. */
export interface GrantActor {
  userId: number;
  roleKey: RoleKey;
  tenantId: number | null;
}

/** The user being edited or deleted, as stored. */
export interface GrantTarget {
  id: number;
  roleId: number;
  tenantId: number | null;
  /** ActiveStatus: Active = 0, Inactive = 1. */
  status: number;
}

/**
 * The values a create or edit sets (absent: left as they are). customerTenantId is the building of
 * the customer customerId names (the server looks it up), undefined when customerId is not set.
 */
export interface UserChange {
  roleId?: number;
  tenantId?: number | null;
  email?: string;
  userName?: string;
  status?: number;
  customerId?: number | null;
  customerTenantId?: number | null;
}

export interface GrantProblem {
  field: string;
  message: string;
}

const rankOfId = (roleId: number): number => {
  const key = roleKeyOf(roleId);
  return key ? ROLE_RANK[key] : Number.POSITIVE_INFINITY;
};

/** The roles `actor` may give a user: admin any; others those at or below their own rank. */
export function grantableRoles(actor: Pick<GrantActor, 'roleKey'>): RoleKey[] {
  if (actor.roleKey === 'admin') return [...ROLE_KEYS];
  return ROLE_KEYS.filter((key) => ROLE_RANK[key] <= ROLE_RANK[actor.roleKey]);
}

/** Role ids of grantableRoles, for a session that knows only its role id (the SPA). */
export function grantableRoleIds(roleId: number | null): number[] {
  const roleKey = roleId === null ? undefined : roleKeyOf(roleId);
  return roleKey ? grantableRoles({ roleKey }).map((key) => RoleId[key]) : [];
}

const changes = <T>(next: T | undefined, current: T): boolean => next !== undefined && next !== current;

function selfProblem(target: GrantTarget, change: UserChange): GrantProblem | null {
  if (changes(change.roleId, target.roleId)) return { field: 'roleId', message: 'You cannot change your own role.' };
  if (changes(change.tenantId, target.tenantId)) return { field: 'tenantId', message: 'You cannot change your own home building.' };
  if (changes(change.status, target.status)) return { field: 'status', message: 'You cannot deactivate your own account.' };
  return null;
}

/** Whether a non-admin may manage an existing user at all: same building, rank at or below. */
function manageProblem(actor: GrantActor, target: GrantTarget, change: UserChange): GrantProblem | null {
  if (target.id === actor.userId) return null;
  if (rankOfId(target.roleId) > ROLE_RANK[actor.roleKey]) {
    const field = change.email !== undefined ? 'email' : change.userName !== undefined ? 'userName' : 'roleId';
    return { field, message: 'Only a System administrator edits a user whose role is above yours.' };
  }
  if (actor.tenantId === null || target.tenantId !== actor.tenantId) {
    return { field: 'tenantId', message: 'You may only manage users of your own building.' };
  }
  return null;
}

function grantProblem(actor: GrantActor, roleId: number): GrantProblem | null {
  if (roleId === RoleId.admin) return { field: 'roleId', message: 'Only a System administrator grants the System administrator role.' };
  if (rankOfId(roleId) > ROLE_RANK[actor.roleKey]) return { field: 'roleId', message: 'You may only grant roles at or below your own.' };
  return null;
}

function customerProblem(actor: GrantActor, change: UserChange): GrantProblem | null {
  if (change.customerId === undefined || change.customerId === null) return null;
  if (change.customerTenantId !== actor.tenantId) return { field: 'customerId', message: 'Choose a tenant of your own building.' };
  return null;
}

/**
 * Why `actor` may not create (target null) or edit `target` with `change`, or null when it may.
 * Nobody changes their own role, building or active flag; a non-admin manages only users of its
 * session's building whose role is at or below its own, grants only such roles, never moves a user
 * to another building and links only customers of its building.
 */
export function userEditProblem(actor: GrantActor, target: GrantTarget | null, change: UserChange): GrantProblem | null {
  if (target && target.id === actor.userId) {
    const own = selfProblem(target, change);
    if (own) return own;
  }
  if (actor.roleKey === 'admin') return null;
  if (target) {
    const manage = manageProblem(actor, target, change);
    if (manage) return manage;
    if (changes(change.tenantId, target.tenantId)) {
      return { field: 'tenantId', message: 'Only a System administrator moves a user to another building.' };
    }
    if (changes(change.roleId, target.roleId)) {
      const grant = grantProblem(actor, change.roleId as number);
      if (grant) return grant;
    }
  } else {
    if (actor.tenantId === null || change.tenantId !== actor.tenantId) {
      return { field: 'tenantId', message: 'New users belong to your own building.' };
    }
    const grant = change.roleId === undefined ? null : grantProblem(actor, change.roleId);
    if (grant) return grant;
  }
  return customerProblem(actor, change);
}

/** Why `actor` may not delete `target`, or null when it may. */
export function userDeleteProblem(actor: GrantActor, target: GrantTarget): GrantProblem | null {
  if (target.id === actor.userId) return { field: 'id', message: 'You cannot delete your own account.' };
  if (actor.roleKey === 'admin') return null;
  return manageProblem(actor, target, {});
}
