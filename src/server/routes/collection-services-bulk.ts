// POST /api/CollectionServices/CreateInBulk (spec §2.2 /collection-services/createInBulk, §6: needs
// Create): one service per tenant × waste stream at one collection point, named "Tenant – Level –
// Stream", each with a fresh QR code, all in one transaction. A pair that already has a live service
// (the unique rule: building, tenant, stream, point) is skipped, not refused. With preview: true it
// answers the same plan and writes nothing, so the screen previews exactly what will be created.
// An Idempotency-Key makes the creation happen once per key (generic/idempotency.ts): a retried or
// doubled request gets the first answer again. A preview writes nothing, so it claims no key.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bulkServiceName,
  collectionServiceBulkSchema,
  plannedPairs,
  type CollectionServiceBulkResult,
  type PlannedService,
  type SkippedService,
} from '../../domain/collection-service-bulk';
import { collectionServiceEntity } from '../../domain/entities/collections';
import { Qualifier } from '../../domain/permissions';
import { buildingScope, requirePermission } from '../auth/guards';
import type { Db } from '../db/client';
import { collectionPoints, collectionServices, customers, primaryLocations, wasteStreams } from '../db/schema';
import { HttpError } from '../errors';
import { documentedBodyValidator } from './generic/docs';
import { idempotentAnswer } from './generic/idempotency';
import { entityOperations } from './generic/operations';
import { tenantForCreate } from './generic/scope';
import { entitySource } from './generic/source';
import { ENTITY_HOOKS } from './hooks';
import { freeQrCode } from './hooks/qr-codes';
import { checkRefs } from './hooks/refs';

type BulkBody = ReturnType<typeof collectionServiceBulkSchema.parse>;

const namesById = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));

/** The services the body asks for, named from the building's own rows (400 naming a stranger). */
async function plan(db: Db, body: BulkBody, tenantId: number): Promise<PlannedService[]> {
  await checkRefs(
    db,
    [
      ...body.customerIds.map((value, i) => ({ path: `customerIds.${i}`, entity: 'customers', value })),
      ...body.wasteStreamIds.map((value, i) => ({ path: `wasteStreamIds.${i}`, entity: 'wasteStreams', value })),
      { path: 'collectionPointId', entity: 'collectionPoints', value: body.collectionPointId },
    ],
    tenantId,
  );
  const tenants = namesById(await db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, body.customerIds)));
  const streams = namesById(
    await db.select({ id: wasteStreams.id, name: wasteStreams.name }).from(wasteStreams).where(inArray(wasteStreams.id, body.wasteStreamIds)),
  );
  const [point] = await db
    .select({ level: primaryLocations.name })
    .from(collectionPoints)
    .innerJoin(primaryLocations, eq(primaryLocations.id, collectionPoints.primaryLocationId))
    .where(eq(collectionPoints.id, body.collectionPointId));
  return plannedPairs(body.customerIds, body.wasteStreamIds).map((pair) => ({
    ...pair,
    collectionPointId: body.collectionPointId,
    name: bulkServiceName({ customer: tenants.get(pair.customerId) ?? '', level: point?.level ?? '', stream: streams.get(pair.wasteStreamId) ?? '' }),
  }));
}

/** Live services of the building at the point for the chosen tenants and streams, by pair. */
async function existingByPair(db: Db, body: BulkBody, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: collectionServices.id, customerId: collectionServices.customerId, wasteStreamId: collectionServices.wasteStreamId })
    .from(collectionServices)
    .where(
      and(
        eq(collectionServices.tenantId, tenantId),
        eq(collectionServices.isDeleted, false),
        inArray(collectionServices.customerId, body.customerIds),
        inArray(collectionServices.wasteStreamId, body.wasteStreamIds),
        eq(sql`coalesce(${collectionServices.collectionPointId}, 0)`, body.collectionPointId),
      ),
    );
  return new Map(rows.map((r) => [`${r.customerId}/${r.wasteStreamId}`, r.id]));
}

export async function collectionServiceBulkRoutes(app: FastifyInstance): Promise<void> {
  const declaration = collectionServiceEntity;
  const hooks = ENTITY_HOOKS[declaration.key];
  const source = entitySource(declaration, collectionServices, hooks?.extraFields);

  async function createInBulk(request: FastifyRequest): Promise<CollectionServiceBulkResult> {
    const body = collectionServiceBulkSchema.parse(request.body ?? {});
    return app.db.transaction((tx) =>
      body.preview ? planAndCreate(tx, request, body) : idempotentAnswer(tx, request, body, () => planAndCreate(tx, request, body)),
    );
  }

  async function planAndCreate(tx: Db, request: FastifyRequest, body: BulkBody): Promise<CollectionServiceBulkResult> {
    const tenantId = await tenantForCreate(tx, declaration.scope, request.session, buildingScope(request), undefined);
    if (tenantId == null) throw new HttpError(400, 'Select a building first');
    const planned = await plan(tx, body, tenantId);
    const existing = await existingByPair(tx, body, tenantId);
    const skipped: SkippedService[] = [];
    const fresh: PlannedService[] = [];
    for (const service of planned) {
      const existingId = existing.get(`${service.customerId}/${service.wasteStreamId}`);
      if (existingId === undefined) fresh.push(service);
      else skipped.push({ ...service, existingId });
    }
    if (body.preview) return { preview: true, planned: fresh, created: [], skipped };
    // The generic create on this transaction: the same validation, lookups and hooks as one create.
    const ops = entityOperations(tx, declaration, source, hooks);
    const created: CollectionServiceBulkResult['created'] = [];
    for (const service of fresh) {
      const qrCode = await freeQrCode(tx, { table: collectionServices, column: collectionServices.qrCode, prefix: 'CS' });
      const { productId, destinationContractorId, frequency } = body;
      // Each service's history names the bulk action that made it.
      const row = await ops.create(request, { ...service, productId, destinationContractorId, frequency, qrCode }, 'bulk');
      created.push(row as CollectionServiceBulkResult['created'][number]);
    }
    return { preview: false, planned: fresh, created, skipped };
  }

  app.post(
    '/api/CollectionServices/CreateInBulk',
    {
      preHandler: requirePermission(declaration.area, Qualifier.Create),
      // The permission is checked before the body: parsed in the handler, not by the route.
      validatorCompiler: documentedBodyValidator,
      schema: {
        tags: [declaration.labelPlural],
        summary: 'Create one collection service per tenant and waste stream at a collection point (preview: true writes nothing)',
        body: collectionServiceBulkSchema,
      },
    },
    createInBulk,
  );
}
