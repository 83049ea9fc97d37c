// What the top bar asks for when the user switches building or view (spec §2.6, §6). Each returns
// the SwitchRequest to send as `{ type: 'session.switch', ...request }`, or null when the user may
// not take that switch (the button is not shown then).
import type { AuthData, SwitchRequest } from '../domain/auth';
import { RoleId, roleKeyOf, roleOnBuildingSwitch } from '../domain/roles';

type SwitchAuth = Pick<AuthData, 'roleId' | 'roles'>;

export const sessionSwitches = {
  /** Into one building, assuming the role spec §6 names (admin → support admin, …). */
  switchToBuilding(auth: SwitchAuth, tenantId: number): SwitchRequest {
    const acting = roleKeyOf(auth.roleId);
    // An unknown acting role has no rule: the server decides, with the role the user has now.
    if (acting === undefined) return { tenantId, roleId: auth.roleId };
    return { tenantId, roleId: RoleId[roleOnBuildingSwitch(auth.roles, acting)] };
  },
  /** Back to the system-wide view, as admin. */
  switchToAdminView(auth: SwitchAuth): SwitchRequest | null {
    return auth.roles.includes('admin') ? { tenantId: null, roleId: RoleId.admin } : null;
  },
  /** Back to the portfolio view, as portfolio user (or tenant portfolio user). */
  switchToPortfolioView(auth: SwitchAuth): SwitchRequest | null {
    const role = (['portfolioUser', 'tenantPortfolioUser'] as const).find((r) => auth.roles.includes(r));
    return role === undefined ? null : { tenantId: null, roleId: RoleId[role] };
  },
};
