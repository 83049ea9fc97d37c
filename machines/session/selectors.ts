import type { SnapshotFrom } from 'xstate';
import type { AuthData } from '../../src/domain/auth';
import type { Permission } from '../../src/domain/permissions';
import type { RoleKey } from '../../src/domain/roles';
import type { SessionMachine } from './machine';
import type { SessionRules } from './rules';

type Snapshot = SnapshotFrom<SessionMachine>;

export const selectAuth = (s: Snapshot): AuthData | null => s.context.auth;
/** Signed in and past the forced password change (a switch in flight keeps the user signed in). */
export const selectIsSignedIn = (s: Snapshot): boolean => s.matches('signedIn') || s.matches('switching');
export const selectMustChangePassword = (s: Snapshot): boolean => s.matches('forceChangePassword');
export const selectIsSigningIn = (s: Snapshot): boolean => s.matches('signingIn');
export const selectIsSwitching = (s: Snapshot): boolean => s.matches('switching');
export const selectIsChangingPassword = (s: Snapshot): boolean =>
  s.matches({ forceChangePassword: 'changingPassword' });
export const selectSessionError = (s: Snapshot): string | null => s.context.error;
export const selectPermissions = (s: Snapshot): readonly Permission[] => s.context.auth?.permissions ?? [];

export interface SessionRuleSelectors {
  /** The role the session acts as (auth.roleId), which may differ from the roles held. */
  selectActingRole(s: Snapshot): RoleKey | null;
  /** Spec §2.5: where this session lands; null when signed out. */
  selectHomePath(s: Snapshot): string | null;
  /** Spec §6: SwitchBuilding on the Role entity, and a building (tenantId) in the session. */
  selectCanSwitchBuilding(s: Snapshot): boolean;
  /** Spec §2.6: holds the admin role but is not acting as admin. */
  selectShowAdminViewButton(s: Snapshot): boolean;
  /** Spec §2.6: a portfolio or tenant-portfolio user currently in building mode (has a tenantId). */
  selectShowPortfolioViewButton(s: Snapshot): boolean;
}

export function createSessionSelectors(rules: SessionRules): SessionRuleSelectors {
  const acting = (auth: AuthData) => rules.roleKeyOf(auth.roleId) ?? null;
  const inBuilding = (auth: AuthData) => auth.userToken.tenantId !== null;
  return {
    selectActingRole: (s) => (s.context.auth ? acting(s.context.auth) : null),
    selectHomePath: (s) => (s.context.auth ? rules.landingPath(s.context.auth) : null),
    selectCanSwitchBuilding: ({ context: { auth } }) =>
      auth !== null &&
      rules.hasPermission(auth.permissions, rules.Area.Role, rules.Qualifier.SwitchBuilding) &&
      inBuilding(auth),
    selectShowAdminViewButton: ({ context: { auth } }) =>
      auth !== null && auth.roles.includes('admin') && acting(auth) !== 'admin',
    selectShowPortfolioViewButton: ({ context: { auth } }) =>
      auth !== null &&
      (auth.roles.includes('portfolioUser') || auth.roles.includes('tenantPortfolioUser')) &&
      inBuilding(auth),
  };
}
