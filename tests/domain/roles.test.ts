import { describe, expect, it } from 'vitest';
import { RoleId, roleKeyOf, roleOnBuildingSwitch, type RoleKey } from '../../src/domain/roles';

describe('roleOnBuildingSwitch (spec §6)', () => {
  it.each<[string, RoleKey[], RoleKey, RoleKey]>([
    ['an admin assumes support admin', ['admin'], 'admin', 'supportAdmin'],
    ['an admin already acting as support admin stays so', ['admin', 'supportAdmin'], 'supportAdmin', 'supportAdmin'],
    ['a portfolio user who is a building owner assumes portfolio building owner', ['portfolioUser', 'portfolioBuildingOwner'], 'portfolioUser', 'portfolioBuildingOwner'],
    ['a portfolio user who is not a building owner stays a portfolio user', ['portfolioUser'], 'portfolioUser', 'portfolioUser'],
    ['a tenant portfolio user who is a tenant portfolio building user assumes that role', ['tenantPortfolioUser', 'tenantPortfolioBuildingUser'], 'tenantPortfolioUser', 'tenantPortfolioBuildingUser'],
    ['a tenant portfolio user alone keeps the role', ['tenantPortfolioUser'], 'tenantPortfolioUser', 'tenantPortfolioUser'],
    ['a support admin (not admin) keeps the role', ['supportAdmin'], 'supportAdmin', 'supportAdmin'],
    ['a manager keeps the role', ['manager'], 'manager', 'manager'],
    ['a building owner switching between buildings keeps the role', ['portfolioUser', 'portfolioBuildingOwner'], 'portfolioBuildingOwner', 'portfolioBuildingOwner'],
  ])('%s', (_label, held, acting, expected) => {
    expect(roleOnBuildingSwitch(held, acting)).toBe(expected);
  });
});

describe('roleKeyOf', () => {
  it('maps every role id back to its key and unknown ids to undefined', () => {
    for (const [key, id] of Object.entries(RoleId)) expect(roleKeyOf(id)).toBe(key);
    expect(roleKeyOf(0)).toBeUndefined();
  });
});
