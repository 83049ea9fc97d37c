// /api/Package: buildings ("package" in the API, spec §3, §7). The standard routes come from the
// generic controller, narrowed to the buildings in the session's scope. GetMy answers the
// session's building, or one named by tenantId that the session may read or switch into (the app
// confirms the chosen building with it before a switch, src/actors/session.ts). A new building
// takes the next free tenantId, and a building that still holds live records is not deleted.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from './ids';
import { buildingEntity } from '../../domain/entities/buildings';
import { Qualifier } from '../../domain/permissions';
import { buildingScope, requirePermission } from '../auth/guards';
import { maySwitchInto } from '../auth/switch-reach';
import type { Db } from '../db/client';
import { packages } from '../db/schema';
import { HttpError } from '../errors';
import { registerEntityController } from './generic-controller';
import { rowSchema } from './generic/docs';
import { findAll } from './generic/queries';
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
        summary: "The session's building, or the building named by tenantId when the session may read it or switch into it (null in a view without a building)",
        querystring: z.object({ tenantId: recordIdSchema.optional() }),
        response: { 200: rowSchema(buildingEntity, ops.source).nullable() },
      },
    },
    async (request) => {
      const asked = request.query.tenantId;
      const tenantId = asked ?? request.session.tenantId;
      if (tenantId === null) return null;
      const [found] = await ops.all(request, {}, eq(packages.tenantId, tenantId));
      if (found) return found;
      // The app confirms a building before switching into it: one it may switch into is in reach.
      if (asked !== undefined && (await maySwitchInto(app.db, request.session, asked))) {
        const [reachable] = await findAll(app.db, ops.source, {}, { scopeWhere: eq(packages.tenantId, asked), defaultSort: buildingEntity.defaultSort });
        if (reachable) return reachable;
      }
      throw new HttpError(404, 'Building not found.');
    },
  );
}
