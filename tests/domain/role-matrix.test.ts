import { describe, expect, it } from 'vitest';
import { permissionsForRole } from '../../src/domain/role-matrix';
import { Area, hasPermission, Qualifier, type AreaName, type QualifierName } from '../../src/domain/permissions';
import { ROLE_KEYS, type RoleKey } from '../../src/domain/roles';

const can = (role: RoleKey, area: AreaName, q: QualifierName) =>
  hasPermission(permissionsForRole(role), Area[area], Qualifier[q]);

describe('role matrix intents (architecture §9)', () => {
  it.each([
    ['admin', 'SystemDashboard', 'View', true],
    ['admin', 'Packages', 'Create', true],
    ['admin', 'Role', 'SwitchBuilding', true],
    ['supportAdmin', 'Role', 'SwitchBuilding', true],
    ['supportAdmin', 'Collections', 'Delete', true],
    ['supportAdmin', 'SystemDashboard', 'View', false],
    ['supportAdmin', 'Packages', 'Create', false],
    ['owner', 'Customers', 'Delete', true],
    ['portfolioBuildingOwner', 'Collections', 'Delete', true],
    ['manager', 'Collections', 'Create', true],
    ['manager', 'Collections', 'Edit', true],
    ['manager', 'Collections', 'Delete', false],
    ['manager', 'Report', 'Report', true],
    ['manager', 'FurnitureItems', 'View', false],
    ['manager', 'Users', 'View', false],
    ['tenant', 'Collections', 'View', true],
    ['tenant', 'Collections', 'Create', false],
    ['tenantPortfolioBuildingUser', 'Report', 'Report', true],
    ['scanner', 'Collections', 'Create', true],
    ['scanner', 'Customers', 'Edit', false],
    ['scanner', 'Report', 'View', false],
    ['portfolioUser', 'PortfolioReport', 'Report', true],
    ['portfolioUser', 'Role', 'SwitchBuilding', true],
    ['portfolioUser', 'Collections', 'Create', false],
    ['tenantPortfolioUser', 'TenantPortfolioReport', 'Report', true],
    ['tenantPortfolioUser', 'Role', 'SwitchBuilding', true],
    ['ftManager', 'FurnitureItems', 'Create', true],
    ['ftManager', 'FurnitureReport', 'Report', true],
    ['ftManager', 'Collections', 'View', false],
    ['readOnlyUser', 'Collections', 'View', true],
    ['readOnlyUser', 'Report', 'Report', true],
  ] as const)('%s on %s/%s → %s', (role, area, q, expected) => {
    expect(can(role, area, q)).toBe(expected);
  });

  it('only admin sees the system dashboard', () => {
    const holders = ROLE_KEYS.filter((r) => can(r, 'SystemDashboard', 'View'));
    expect(holders).toEqual(['admin']);
  });

  it('the read-only user only views and reports (profile aside)', () => {
    const qualifiers = new Set(
      permissionsForRole('readOnlyUser')
        .filter((p) => p.permissionEntityCode !== Area.Profile)
        .map((p) => p.permissionAccessQualifierCode),
    );
    expect([...qualifiers].sort()).toEqual(
      [Qualifier.View, Qualifier.Report, Qualifier.RelatedToSingleBuilding].sort(),
    );
  });

  it('SwitchBuilding appears only on the Role area', () => {
    for (const role of ROLE_KEYS) {
      for (const p of permissionsForRole(role)) {
        if (p.permissionAccessQualifierCode === Qualifier.SwitchBuilding) {
          expect(p.permissionEntityCode).toBe(Area.Role);
        }
      }
    }
  });

  it('lists each permission once and every role can open its profile', () => {
    for (const role of ROLE_KEYS) {
      const keys = permissionsForRole(role).map((p) => `${p.permissionEntityCode}:${p.permissionAccessQualifierCode}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(can(role, 'Profile', 'View')).toBe(true);
    }
  });
});
