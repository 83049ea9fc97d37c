// PUT /api/ContaminatedCollectionReport/Get (spec §2.3 /contaminatedCollectionReport): the
// session's flagged collections in a period, by stream and level, with the contaminated
// collections % overall, by stream and by customer. View on ContaminatedCollectionReport.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTAMINATED_COLLECTIONS_PATH, contaminatedCollectionsQuerySchema } from '../../domain/contaminated-collections';
import { Area, Qualifier } from '../../domain/permissions';
import { requirePermission } from '../auth/guards';
import { contaminatedCollections } from '../reports/contaminated-collections';
import { resolveReportScope } from '../reports/scope';

export async function contaminatedCollectionReportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.put(
    CONTAMINATED_COLLECTIONS_PATH,
    {
      preHandler: requirePermission(Area.ContaminatedCollectionReport, Qualifier.View),
      schema: { tags: ['Reports'], summary: 'Contaminated collections and the contaminated collections %', body: contaminatedCollectionsQuerySchema },
    },
    async (request) => {
      const q = request.body;
      // Collections are the Full edition's data: its report's scope (occupier-bound sessions see their customer).
      const scope = await resolveReportScope(app.db, request.session, 'Full', {});
      return contaminatedCollections(app.db, scope, {
        from: q.from,
        to: q.to,
        wasteStreamIds: q.wasteStreamIds?.length ? q.wasteStreamIds : null,
        contaminationLevel: q.contaminationLevel ?? null,
        skip: q.skip,
        take: q.take,
      });
    },
  );
}
