// Session selectors that apply domain rules (the acting role, the home route, the top-bar
// buttons). They live beside the machine's own selectors but here, where src/domain may run.
import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session';
import type { AuthData } from '../domain/auth';
import { landingPath } from '../domain/landing';
import { Area, hasPermission, Qualifier } from '../domain/permissions';
import { roleKeyOf, type RoleKey } from '../domain/roles';

type Snapshot = SnapshotFrom<SessionMachine>;

const acting = (auth: AuthData): RoleKey | null => roleKeyOf(auth.roleId) ?? null;
const inBuilding = (auth: AuthData) => auth.userToken.tenantId !== null;

export const sessionSelectors = {
  /** The role the session acts as (auth.roleId), which may differ from the roles held. */
  selectActingRole: (s: Snapshot): RoleKey | null => (s.context.auth ? acting(s.context.auth) : null),
  /** Spec §2.5: where this session lands; null when signed out. */
  selectHomePath: (s: Snapshot): string | null => (s.context.auth ? landingPath(s.context.auth) : null),
  /** Spec §6: SwitchBuilding on the Role entity, and a building (tenantId) in the session. */
  selectCanSwitchBuilding: ({ context: { auth } }: Snapshot): boolean =>
    auth !== null && hasPermission(auth.permissions, Area.Role, Qualifier.SwitchBuilding) && inBuilding(auth),
  /** Spec §2.6: holds the admin role but is not acting as admin. */
  selectShowAdminViewButton: ({ context: { auth } }: Snapshot): boolean =>
    auth !== null && auth.roles.includes('admin') && acting(auth) !== 'admin',
  /** Spec §2.6: a portfolio or tenant-portfolio user currently in building mode (has a tenantId). */
  selectShowPortfolioViewButton: ({ context: { auth } }: Snapshot): boolean =>
    auth !== null &&
    (auth.roles.includes('portfolioUser') || auth.roles.includes('tenantPortfolioUser')) &&
    inBuilding(auth),
};
