// GET /api/Building/GetTimeZones: the time zone of every building the session reads rows of, so
// the SPA shows each row's times on its building's clock (issue #13 item 4). Signed-in only; a
// session sees the zones of its own scope and no other building's id.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildingScope } from '../auth/guards';
import { packages } from '../db/schema';

export const BUILDING_ZONES_PATH = '/api/Building/GetTimeZones';

const buildingZoneSchema = z.object({ tenantId: z.number().int(), timeZone: z.string() });

export async function buildingZoneRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    BUILDING_ZONES_PATH,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Building'], summary: 'The time zone of each building in the session’s scope', response: { 200: z.array(buildingZoneSchema) } },
    },
    async (request) => {
      const scope = buildingScope(request);
      if (scope !== 'all' && scope.length === 0) return [];
      return app.db
        .select({ tenantId: packages.tenantId, timeZone: packages.timeZone })
        .from(packages)
        .where(and(eq(packages.isDeleted, false), scope === 'all' ? undefined : inArray(packages.tenantId, scope)));
    },
  );
}
