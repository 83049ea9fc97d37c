import { describe, expect, it } from 'vitest';
import type { AppVersion } from '../../src/domain/enums';
import { landingPath } from '../../src/domain/landing';
import { RoleId, type RoleKey } from '../../src/domain/roles';

const auth = (role: RoleKey, appVersions: AppVersion[], landingPage: string | null = '/stored') => ({
  roleId: RoleId[role],
  roles: [role],
  appVersions,
  landingPage,
});

describe('landingPath (spec §2.5)', () => {
  it.each<[string, RoleKey, AppVersion[], string]>([
    ['system administrator → system dashboard', 'admin', ['Full'], '/systemDashboard'],
    ['portfolio user → portfolio report', 'portfolioUser', ['Full'], '/reports/portfolio-report'],
    ['tenant portfolio user → tenant portfolio report', 'tenantPortfolioUser', ['Full'], '/reports/tenant-portfolio-report'],
    ['tenant portfolio building user → full report', 'tenantPortfolioBuildingUser', [], '/reports/adv-report'],
    ['full edition, manager → full report', 'manager', ['Full'], '/reports/adv-report'],
    ['full edition, support admin → full report', 'supportAdmin', ['Full'], '/reports/adv-report'],
    ['full edition, tenant → full report', 'tenant', ['Full'], '/reports/adv-report'],
    ['full edition, owner → full report', 'owner', ['Full'], '/reports/adv-report'],
    ['full edition, portfolio building owner → full report', 'portfolioBuildingOwner', ['Full'], '/reports/adv-report'],
    ['full edition, read-only → full report', 'readOnlyUser', ['Full'], '/reports/adv-report'],
    ['supplier edition, manager → supplier report', 'manager', ['Supplier'], '/reports/swr-report'],
    ['lite edition, owner → lite report', 'owner', ['Lite'], '/reports/lite-report'],
    ['furniture edition, FT manager → furniture report', 'ftManager', ['Furniture'], '/reports/ft-report'],
    ['furniture edition, support admin → furniture report', 'supportAdmin', ['Furniture'], '/reports/ft-report'],
    ['furniture edition, read-only → furniture report', 'readOnlyUser', ['Furniture'], '/reports/ft-report'],
    ['audits edition, tenant → audit report', 'tenant', ['Audits'], '/reports/audit'],
    ['full before supplier when both', 'manager', ['Supplier', 'Full'], '/reports/adv-report'],
    ['supplier before lite when both', 'manager', ['Lite', 'Supplier'], '/reports/swr-report'],
    ['lite before furniture when both', 'supportAdmin', ['Furniture', 'Lite'], '/reports/lite-report'],
    ['furniture before audits when both', 'readOnlyUser', ['Audits', 'Furniture'], '/reports/ft-report'],
    ['FT manager is not a manager-type role', 'ftManager', ['Full', 'Audits'], '/stored'],
    ['manager in the furniture edition only → stored landing page', 'manager', ['Furniture'], '/stored'],
    ['scanner → stored landing page', 'scanner', ['Full'], '/stored'],
    ['no edition → stored landing page', 'owner', [], '/stored'],
  ])('%s', (_label, role, versions, expected) => {
    expect(landingPath(auth(role, versions))).toBe(expected);
  });

  it('falls back to /profile when the stored landing page is empty or missing', () => {
    expect(landingPath(auth('scanner', ['Full'], ''))).toBe('/profile');
    expect(landingPath(auth('scanner', ['Full'], null))).toBe('/profile');
  });

  it('follows the acting role, not every role held', () => {
    // An admin who switched into a building acts as support admin: the building's report.
    const switched = { roleId: RoleId.supportAdmin, roles: ['admin', 'supportAdmin'] as RoleKey[], appVersions: ['Full'] as AppVersion[], landingPage: '' };
    expect(landingPath(switched)).toBe('/reports/adv-report');
    expect(landingPath({ ...switched, roleId: RoleId.admin })).toBe('/systemDashboard');
  });

  it('uses the stored landing page for an unknown role id', () => {
    expect(landingPath({ roleId: 999, roles: [], appVersions: ['Full'], landingPage: '/dashboard' })).toBe('/dashboard');
  });
});
