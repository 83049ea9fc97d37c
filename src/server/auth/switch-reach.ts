// Whether a session may switch into a building: the refresh grant's own rule (session-rules.ts),
// with the role the switch assumes there (spec §6). A building it may switch into is within its
// reach even when its rows are not yet readable (an administrator acting in one building may open
// any other), so GET /api/Package/GetMy?tenantId= answers for it before the switch is made.
import { and, eq } from 'drizzle-orm';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { roleOnBuildingSwitch } from '../../domain/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Session } from './session';
import { chooseSession } from './session-rules';

export async function maySwitchInto(db: Db, session: Session, tenantId: number): Promise<boolean> {
  if (!hasPermission(session.permissions, Area.Role, Qualifier.SwitchBuilding)) return false;
  const [user] = await db.select().from(users).where(and(eq(users.id, session.userId), eq(users.isDeleted, false)));
  if (!user) return false;
  const roleKey = roleOnBuildingSwitch(session.heldRoles, session.roleKey);
  return (await chooseSession(db, user, session.heldRoles, { roleKey, tenantId })) !== null;
}
