// /api/Authorization/GetAllBuildings (spec §7): the buildings the building switcher offers, sorted
// by name. The switcher shows only with SwitchBuilding on Role (spec §6); the list holds exactly
// the buildings the refresh grant would let the user switch into, with the role assumed there.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Area, Qualifier } from '../../domain/permissions';
import { roleOnBuildingSwitch } from '../../domain/roles';
import { requirePermission } from '../auth/guards';
import { chooseSession } from '../auth/session-rules';
import { packages, users } from '../db/schema';
import { HttpError } from '../errors';

const switchableBuildingSchema = z.object({ name: z.string(), tenantId: z.number().int() });

export async function authorizationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.put(
    '/api/Authorization/GetAllBuildings',
    {
      preHandler: requirePermission(Area.Role, Qualifier.SwitchBuilding),
      schema: {
        tags: ['Authorization'],
        summary: 'Buildings the user may switch to, sorted by name',
        response: { 200: z.array(switchableBuildingSchema) },
      },
    },
    async (request) => {
      const { session } = request;
      const [user] = await db.select().from(users).where(and(eq(users.id, session.userId), eq(users.isDeleted, false)));
      if (!user) throw new HttpError(401, 'Authorization has been denied for this request.');
      const buildings = await db
        .select({ name: packages.name, tenantId: packages.tenantId })
        .from(packages)
        .where(eq(packages.isDeleted, false))
        .orderBy(asc(packages.name));
      const roleKey = roleOnBuildingSwitch(session.heldRoles, session.roleKey);
      const allowed = await Promise.all(
        buildings.map((b) => chooseSession(db, user, session.heldRoles, { roleKey, tenantId: b.tenantId })),
      );
      return buildings.filter((_, i) => allowed[i] !== null);
    },
  );
}
