// The domain rules the session machine is handed (machines/ may not run domain code by itself).
import type { SessionRules } from '../../machines/session';
import { createSessionSelectors, createSessionSwitches } from '../../machines/session';
import { landingPath } from '../domain/landing';
import { Area, hasPermission, Qualifier } from '../domain/permissions';
import { RoleId, roleKeyOf, roleOnBuildingSwitch } from '../domain/roles';

export const sessionRules: SessionRules = {
  landingPath,
  roleOnBuildingSwitch,
  roleKeyOf,
  RoleId,
  hasPermission,
  Area,
  Qualifier,
};

/** Selectors that need the domain rules (acting role, home path, top-bar buttons). */
export const sessionSelectors = createSessionSelectors(sessionRules);
/** What the top bar sends as `session.switch` for a building, admin or portfolio view. */
export const sessionSwitches = createSessionSwitches(sessionRules);
