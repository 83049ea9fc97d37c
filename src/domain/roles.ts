// Roles (spec §1, §6). Labels are the spec's; two roles have none. The numeric ids are ours:
// the spec does not reproduce them.

export const RoleId = {
  owner: 1,
  admin: 2,
  supportAdmin: 3,
  manager: 4,
  tenant: 5,
  scanner: 6,
  portfolioUser: 7,
  portfolioBuildingOwner: 8,
  ftManager: 9,
  readOnlyUser: 10,
  tenantPortfolioUser: 11,
  tenantPortfolioBuildingUser: 12,
} as const;
export type RoleKey = keyof typeof RoleId;
export type RoleId = (typeof RoleId)[RoleKey];

export const ROLE_LABELS: Record<RoleKey, string | null> = {
  owner: 'Owner',
  admin: 'System administrator',
  supportAdmin: 'Support Admin',
  manager: 'Manager',
  tenant: 'Tenant',
  scanner: 'Scanner',
  portfolioUser: 'Portfolio User',
  portfolioBuildingOwner: 'Portfolio Building Owner',
  ftManager: 'FT Manager',
  readOnlyUser: 'ReadOnly User',
  tenantPortfolioUser: null,
  tenantPortfolioBuildingUser: null,
};

export const ROLE_KEYS = Object.keys(RoleId) as RoleKey[];

export function roleKeyOf(id: number): RoleKey | undefined {
  return ROLE_KEYS.find((key) => RoleId[key] === id);
}

/**
 * The role a user assumes on switching into a building (spec §6): a portfolio user who is also a
 * building owner becomes portfolio building owner, a tenant portfolio user who is also a tenant
 * portfolio building user becomes that, an admin becomes support admin. Otherwise the acting role
 * is kept. Switching back to a system-wide or portfolio view restores the user's own top role.
 */
export function roleOnBuildingSwitch(heldRoles: readonly RoleKey[], acting: RoleKey): RoleKey {
  const holds = (r: RoleKey) => heldRoles.includes(r);
  if (acting === 'admin' || (holds('admin') && acting === 'supportAdmin')) return 'supportAdmin';
  if (holds('portfolioUser') && holds('portfolioBuildingOwner')) return 'portfolioBuildingOwner';
  if (holds('tenantPortfolioUser') && holds('tenantPortfolioBuildingUser')) {
    return 'tenantPortfolioBuildingUser';
  }
  return acting;
}
