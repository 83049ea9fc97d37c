// Which session (acting role + building) a user may hold (spec §6). The password grant starts the
// user's default session; the refresh grant with another roleId/tenantId is the role or building
// switch and goes through the same check.
import { eq } from 'drizzle-orm';
import { ROLE_KEYS, roleKeyOf, type RoleKey } from '../../domain/roles';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { packages, userRoles } from '../db/schema';
import { isPortfolioBuildingOwner, portfolioTenantIds } from './portfolio-buildings';

export type UserRow = typeof users.$inferSelect;

export interface SessionChoice {
  roleKey: RoleKey;
  tenantId: number | null;
}

/** Roles whose default session is a system-wide or portfolio view rather than one building. */
const VIEW_ROLES: readonly RoleKey[] = ['admin', 'portfolioUser', 'tenantPortfolioUser'];

export async function heldRolesOf(db: Db, user: UserRow): Promise<RoleKey[]> {
  const rows = await db.select({ roleKey: userRoles.roleKey }).from(userRoles).where(eq(userRoles.userId, user.id));
  const keys = [roleKeyOf(user.roleId), ...rows.map((r) => r.roleKey)];
  return [...new Set(keys.filter((k): k is RoleKey => (ROLE_KEYS as (string | undefined)[]).includes(k)))];
}

export function defaultSession(user: UserRow): SessionChoice | null {
  const roleKey = roleKeyOf(user.roleId);
  if (!roleKey) return null;
  return { roleKey, tenantId: VIEW_ROLES.includes(roleKey) ? null : user.tenantId };
}

/** The roles the user may act as: those held plus those assumed on switching building (spec §6). */
async function rolesMayTake(db: Db, user: UserRow, held: readonly RoleKey[]): Promise<Set<RoleKey>> {
  const roles = new Set<RoleKey>(held);
  if (roles.has('admin')) roles.add('supportAdmin');
  if (roles.has('tenantPortfolioUser')) roles.add('tenantPortfolioBuildingUser');
  if (roles.has('portfolioUser') && (await isPortfolioBuildingOwner(db, user.id))) roles.add('portfolioBuildingOwner');
  return roles;
}

/** Buildings the role may be in, 'any', or [] when the role is a view without a building. */
async function buildingsFor(db: Db, user: UserRow, held: readonly RoleKey[], role: RoleKey): Promise<number[] | 'any'> {
  switch (role) {
    case 'admin':
      return [];
    case 'supportAdmin':
      return held.includes('admin') || held.includes('supportAdmin') ? 'any' : [];
    case 'portfolioUser':
      return portfolioTenantIds(db, user.id, 'operational');
    case 'portfolioBuildingOwner': {
      const owned = await portfolioTenantIds(db, user.id, 'operational', true);
      const home = held.includes('portfolioBuildingOwner') && user.tenantId !== null ? [user.tenantId] : [];
      return [...home, ...owned];
    }
    case 'tenantPortfolioUser':
    case 'tenantPortfolioBuildingUser':
      return portfolioTenantIds(db, user.id, 'tenant');
    default:
      return user.tenantId === null ? [] : [user.tenantId];
  }
}

async function buildingExists(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.tenantId, tenantId));
  return row !== undefined;
}

/**
 * The session the user gets for a requested role and building, or null when it is not theirs.
 * A missing tenantId means the role's natural view: none for admin and the portfolio roles, the
 * home building otherwise.
 */
export async function chooseSession(
  db: Db,
  user: UserRow,
  held: readonly RoleKey[],
  requested: { roleKey: RoleKey; tenantId: number | null },
): Promise<SessionChoice | null> {
  const { roleKey } = requested;
  if (!(await rolesMayTake(db, user, held)).has(roleKey)) return null;
  const mayViewWithoutBuilding = VIEW_ROLES.includes(roleKey);
  const tenantId = requested.tenantId ?? (mayViewWithoutBuilding ? null : user.tenantId);
  if (tenantId === null) return mayViewWithoutBuilding ? { roleKey, tenantId } : null;
  if (roleKey === 'admin') return null;
  const allowed = await buildingsFor(db, user, held, roleKey);
  const ok = allowed === 'any' ? await buildingExists(db, tenantId) : allowed.includes(tenantId);
  return ok ? { roleKey, tenantId } : null;
}

/** Tenant ids whose rows the session sees ('all' for the system administrator's view). */
export async function scopeOf(db: Db, userId: number, choice: SessionChoice): Promise<number[] | 'all'> {
  if (choice.tenantId !== null) return [choice.tenantId];
  if (choice.roleKey === 'admin') return 'all';
  if (choice.roleKey === 'portfolioUser') return portfolioTenantIds(db, userId, 'operational');
  if (choice.roleKey === 'tenantPortfolioUser') return portfolioTenantIds(db, userId, 'tenant');
  return [];
}
