// machines/ may import only types from src/domain, so a machine never runs domain code it was not
// handed. The session needs a few domain rules at run time (the landing choice, the role assumed on
// a switch, the permission check); the composition root hands in the real ones from src/domain —
// `createSessionMachine(rules)` — and tests may hand in the same or their own.
import type * as landing from '../../src/domain/landing';
import type * as permissions from '../../src/domain/permissions';
import type * as roles from '../../src/domain/roles';

export interface SessionRules {
  /** Spec §2.5: the home route of a session. */
  landingPath: typeof landing.landingPath;
  /** Spec §6: the role assumed on switching into a building. */
  roleOnBuildingSwitch: typeof roles.roleOnBuildingSwitch;
  roleKeyOf: typeof roles.roleKeyOf;
  RoleId: typeof roles.RoleId;
  hasPermission: typeof permissions.hasPermission;
  Area: Pick<typeof permissions.Area, 'Role'>;
  Qualifier: Pick<typeof permissions.Qualifier, 'SwitchBuilding'>;
}
