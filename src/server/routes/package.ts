// /api/Package: buildings ("package" in the API, spec §3, §7). The standard routes come from the
// generic controller, narrowed to the buildings in the session's scope; GetMy answers the
// session's building (or a named one in scope), a new building takes the next free tenantId, and
// a building that still holds live records is not deleted.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from './ids';
import { buildingEntity } from '../../domain/entities/buildings';
import { Qualifier } from '../../domain/permissions';
import { buildingScope, requirePermission } from '../auth/guards';
import type { Db } from '../db/client';
import { packages } from '../db/schema';
import { HttpError } from '../errors';
import { registerEntityController } from './generic-controller';
import { rowSchema } from './generic/docs';
import { readableCondition } from './generic/scope';
import { liveRowsOf } from './package/live-rows';

async function nextFreeTenantId(db: Db): Promise<number> {
  // Deleted buildings keep their tenantId: their rows still point at it.
  const [row] = await db.select({ next: sql<number>`coalesce(max(${packages.tenantId}), 0) + 1` }).from(packages);
  return Number(row?.next ?? 1);
}

export async function packageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ops = registerEntityController(app, buildingEntity, packages, {
    where: (request) => readableCondition('building', packages.tenantId, buildingScope(request)),
    beforeCreate: async (values, { db }) => ({ ...values, tenantId: await nextFreeTenantId(db) }),
    beforeDelete: async (existing, { db }) => {
      const live = await liveRowsOf(db, Number(existing.tenantId));
      if (live.length === 0) return;
      const what = live.map((l) => `${l.label}: ${l.count}`).join(', ');
      throw new HttpError(409, `The building still has records (${what}) and cannot be deleted.`);
    },
  });

  app.get(
    '/api/Package/GetMy',
    {
      preHandler: requirePermission(buildingEntity.area, Qualifier.View),
      schema: {
        tags: [buildingEntity.labelPlural],
        summary: "The session's building, or the building named by tenantId when it is in scope (null in a view without a building)",
        querystring: z.object({ tenantId: recordIdSchema.optional() }),
        response: { 200: rowSchema(buildingEntity, ops.source).nullable() },
      },
    },
    async (request) => {
      const tenantId = request.query.tenantId ?? request.session.tenantId;
      if (tenantId === null) return null;
      const [found] = await ops.all(request, {}, eq(packages.tenantId, tenantId));
      if (!found) throw new HttpError(404, 'Building not found.');
      return found;
    },
  );
}
