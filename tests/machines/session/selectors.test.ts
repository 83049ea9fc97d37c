import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AuthData } from '../../../src/domain/auth';
import { Qualifier } from '../../../src/domain/permissions';
import { sessionMachine as machine, selectIsSignedIn, selectPermissions } from '../../../machines/session';
import { sessionSelectors as selectors } from '../../../src/actors/session-selectors';
import { makeAuth, SWITCH_BUILDING } from './fixtures';

const snapshotOf = (auth: AuthData | null) => createActor(machine, { input: { storedAuth: auth } }).start().getSnapshot();

describe('session selectors', () => {
  it('read nothing from a signed-out session', () => {
    const s = snapshotOf(null);
    expect(selectIsSignedIn(s)).toBe(false);
    expect(selectPermissions(s)).toEqual([]);
    expect(selectors.selectActingRole(s)).toBeNull();
    expect(selectors.selectHomePath(s)).toBeNull();
    expect(selectors.selectCanSwitchBuilding(s)).toBe(false);
    expect(selectors.selectShowAdminViewButton(s)).toBe(false);
    expect(selectors.selectShowPortfolioViewButton(s)).toBe(false);
  });

  it('give the acting role and its home route', () => {
    const s = snapshotOf(makeAuth('supportAdmin', { held: ['admin'] }));
    expect(selectors.selectActingRole(s)).toBe('supportAdmin');
    expect(selectors.selectHomePath(s)).toBe('/reports/adv-report');
    expect(selectors.selectHomePath(snapshotOf(makeAuth('admin', { tenantId: null })))).toBe('/systemDashboard');
  });

  it('show the building switcher only with SwitchBuilding on Role AND a tenantId (spec §6)', () => {
    expect(selectors.selectCanSwitchBuilding(snapshotOf(makeAuth('supportAdmin', { permissions: [SWITCH_BUILDING] })))).toBe(true);
    expect(selectors.selectCanSwitchBuilding(snapshotOf(makeAuth('supportAdmin', { permissions: [SWITCH_BUILDING], tenantId: null })))).toBe(false);
    expect(selectors.selectCanSwitchBuilding(snapshotOf(makeAuth('supportAdmin', { permissions: [] })))).toBe(false);
    const viewOnRole = { ...SWITCH_BUILDING, permissionAccessQualifierCode: Qualifier.View };
    expect(selectors.selectCanSwitchBuilding(snapshotOf(makeAuth('supportAdmin', { permissions: [viewOnRole] })))).toBe(false);
  });

  it('show "System Administrator View" to an admin not acting as admin (spec §2.6)', () => {
    expect(selectors.selectShowAdminViewButton(snapshotOf(makeAuth('supportAdmin', { held: ['admin'] })))).toBe(true);
    expect(selectors.selectShowAdminViewButton(snapshotOf(makeAuth('admin', { tenantId: null })))).toBe(false);
    expect(selectors.selectShowAdminViewButton(snapshotOf(makeAuth('supportAdmin')))).toBe(false);
  });

  it('show "Portfolio View" to portfolio and tenant-portfolio users in building mode (spec §2.6)', () => {
    const held = ['portfolioUser', 'portfolioBuildingOwner'] as const;
    expect(selectors.selectShowPortfolioViewButton(snapshotOf(makeAuth('portfolioBuildingOwner', { held: [...held], tenantId: 7 })))).toBe(true);
    expect(selectors.selectShowPortfolioViewButton(snapshotOf(makeAuth('portfolioUser', { held: [...held], tenantId: null })))).toBe(false);
    expect(selectors.selectShowPortfolioViewButton(snapshotOf(makeAuth('tenantPortfolioBuildingUser', { held: ['tenantPortfolioUser'], tenantId: 7 })))).toBe(true);
    expect(selectors.selectShowPortfolioViewButton(snapshotOf(makeAuth('manager', { tenantId: 7 })))).toBe(false);
  });
});
