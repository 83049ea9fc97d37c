// What the top bar asks for when the user switches building or view (spec §2.6, §6). Each returns
// the SwitchRequest to send as `{ type: 'session.switch', ...request }`, or null when the user may
// not take that switch (the button is not shown then).
import type { AuthData, SwitchRequest } from '../../src/domain/auth';
import type { SessionRules } from './rules';

type SwitchAuth = Pick<AuthData, 'roleId' | 'roles'>;

export interface SessionSwitches {
  /** Into one building, assuming the role spec §6 names (admin → support admin, …). */
  switchToBuilding(auth: SwitchAuth, tenantId: number): SwitchRequest;
  /** Back to the system-wide view, as admin. */
  switchToAdminView(auth: SwitchAuth): SwitchRequest | null;
  /** Back to the portfolio view, as portfolio user (or tenant portfolio user). */
  switchToPortfolioView(auth: SwitchAuth): SwitchRequest | null;
}

export function createSessionSwitches(rules: SessionRules): SessionSwitches {
  return {
    switchToBuilding(auth, tenantId) {
      const acting = rules.roleKeyOf(auth.roleId);
      // An unknown acting role has no rule: the server decides, with the role the user has now.
      if (acting === undefined) return { tenantId, roleId: auth.roleId };
      return { tenantId, roleId: rules.RoleId[rules.roleOnBuildingSwitch(auth.roles, acting)] };
    },
    switchToAdminView(auth) {
      return auth.roles.includes('admin') ? { tenantId: null, roleId: rules.RoleId.admin } : null;
    },
    switchToPortfolioView(auth) {
      const role = (['portfolioUser', 'tenantPortfolioUser'] as const).find((r) => auth.roles.includes(r));
      return role === undefined ? null : { tenantId: null, roleId: rules.RoleId[role] };
    },
  };
}
