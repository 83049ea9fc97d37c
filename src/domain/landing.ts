// Landing choice (spec §2.5): where a signed-in user lands, and where a building or view switch
// takes them (spec §4 "navigates to that session's home route").
import type { AuthData } from './auth';
import type { AppVersion } from './enums';
import { roleKeyOf, type RoleKey } from './roles';

export const LANDING_ROUTES = {
  systemDashboard: '/systemDashboard',
  fullReport: '/reports/adv-report',
  liteReport: '/reports/lite-report',
  supplierReport: '/reports/swr-report',
  furnitureReport: '/reports/ft-report',
  auditReport: '/reports/audit',
  portfolioReport: '/reports/portfolio-report',
  tenantPortfolioReport: '/reports/tenant-portfolio-report',
} as const;

/** Where a user with no rule and no stored landing page goes: every signed-in user may open it. */
export const FALLBACK_LANDING = '/profile';

/** Spec §2.5 "manager-type roles": those the full, supplier, lite and audits editions land. */
export const MANAGER_TYPE_ROLES: readonly RoleKey[] = [
  'manager',
  'supportAdmin',
  'tenant',
  'owner',
  'portfolioBuildingOwner',
  'readOnlyUser',
];
const FURNITURE_ROLES: readonly RoleKey[] = ['ftManager', 'supportAdmin', 'readOnlyUser'];

/** The rules in the spec's order: the first that applies wins. */
const EDITION_RULES: ReadonlyArray<{ edition: AppVersion; roles: readonly RoleKey[]; path: string }> = [
  { edition: 'Full', roles: MANAGER_TYPE_ROLES, path: LANDING_ROUTES.fullReport },
  { edition: 'Supplier', roles: MANAGER_TYPE_ROLES, path: LANDING_ROUTES.supplierReport },
  { edition: 'Lite', roles: MANAGER_TYPE_ROLES, path: LANDING_ROUTES.liteReport },
  { edition: 'Furniture', roles: FURNITURE_ROLES, path: LANDING_ROUTES.furnitureReport },
  { edition: 'Audits', roles: MANAGER_TYPE_ROLES, path: LANDING_ROUTES.auditReport },
];

const ROLE_HOMES: Partial<Record<RoleKey, string>> = {
  admin: LANDING_ROUTES.systemDashboard,
  portfolioUser: LANDING_ROUTES.portfolioReport,
  tenantPortfolioUser: LANDING_ROUTES.tenantPortfolioReport,
  tenantPortfolioBuildingUser: LANDING_ROUTES.fullReport,
};

/**
 * The home route of a session. It follows the ACTING role (auth.roleId), not every role held:
 * after a switch into a building an admin acts as support admin and lands on that building's
 * report, not the system dashboard.
 */
export function landingPath(auth: Pick<AuthData, 'roleId' | 'roles' | 'appVersions' | 'landingPage'>): string {
  const role = roleKeyOf(auth.roleId);
  if (role !== undefined) {
    const home = ROLE_HOMES[role];
    if (home !== undefined) return home;
    const rule = EDITION_RULES.find((r) => auth.appVersions.includes(r.edition) && r.roles.includes(role));
    if (rule) return rule.path;
  }
  return auth.landingPage || FALLBACK_LANDING;
}
