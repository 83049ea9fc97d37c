// Tablet configurations carry their buttons (tablet_items, data-model §1.10) and can be copied to
// another building (spec §2.2 /tablet-configuration/copy/{entityId}): POST
// /api/TabletConfigurations/Copy { id, targetTenantId } copies the settings and buttons. With an
// Idempotency-Key one copy is made per key; a repeat answers the first copy (generic/idempotency.ts).
// The copy's record history starts with a create entry, written in the copy's transaction.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tabletItemSchema, type TabletItemInput } from '../../../domain/entities/devices';
import { Qualifier } from '../../../domain/permissions';
import { changedFields, recordChange, requestSource } from '../../audit/record-change';
import { requirePermission } from '../../auth/guards';
import type { Db } from '../../db/client';
import { collectionServices, tabletConfigurations, tabletItems } from '../../db/schema';
import { HttpError } from '../../errors';
import { documentedBodyValidator } from '../generic/docs';
import { bodyRecordId } from '../ids';
import { idempotentAnswer } from '../generic/idempotency';
import type { EntityOperations } from '../generic/operations';
import { childCollection, parentTenant, readChildren, replaceChildren } from './children';
import { checkRefs } from './refs';

type TabletItem = z.infer<typeof tabletItemSchema>;

const tabletItemsSpec = {
  field: 'items',
  schema: z.array(tabletItemSchema),
  table: tabletItems,
  parentColumn: tabletItems.tabletConfigurationId,
  fromRow: (row: Record<string, unknown>): TabletItem => ({
    collectionServiceId: row.collectionServiceId as number | null,
    productId: row.productId as number | null,
    wasteStreamId: row.wasteStreamId as number | null,
    label: row.label as string,
    iconAttachmentId: row.iconAttachmentId as number | null,
    colour: row.colour as string | null,
    sortOrder: row.sortOrder as number,
    isVisible: row.isVisible as boolean,
  }),
  toRow: (item: TabletItem) => ({ ...item }),
  refs: (item: TabletItem) => [
    { field: 'collectionServiceId', entity: 'collectionServices', value: item.collectionServiceId },
    { field: 'productId', entity: 'products', value: item.productId },
    { field: 'wasteStreamId', entity: 'wasteStreams', value: item.wasteStreamId },
  ],
  tenantOf: parentTenant,
  history: {
    label: 'Buttons',
    line: (item: TabletItem) => `${item.sortOrder}. ${item.label}${item.isVisible ? '' : ' (hidden)'}`,
  },
};

export const tabletConfigurationHooks = childCollection<TabletItem>(tabletItemsSpec);
export type { TabletItemInput };

const copyBodySchema = z.object({
  id: bodyRecordId(),
  targetTenantId: bodyRecordId('Choose a building'),
});

/** A button on a collection service points at the service of the same name in the target building. */
async function retarget(db: Db, items: TabletItem[], targetTenantId: number): Promise<{ items: TabletItem[]; dropped: string[] }> {
  const kept: TabletItem[] = [];
  const dropped: string[] = [];
  for (const item of items) {
    if (item.collectionServiceId == null) {
      kept.push(item);
      continue;
    }
    const [source] = await db.select({ name: collectionServices.name }).from(collectionServices).where(eq(collectionServices.id, item.collectionServiceId));
    const [match] = source
      ? await db
          .select({ id: collectionServices.id })
          .from(collectionServices)
          .where(and(eq(collectionServices.tenantId, targetTenantId), eq(collectionServices.name, source.name), eq(collectionServices.isDeleted, false)))
          .limit(1)
      : [];
    if (match) kept.push({ ...item, collectionServiceId: match.id });
    else dropped.push(item.label);
  }
  return { items: kept, dropped };
}

export function tabletConfigurationCopyRoute(app: FastifyInstance, ops: EntityOperations): void {
  app.post(
    '/api/TabletConfigurations/Copy',
    {
      preHandler: requirePermission(ops.declaration.area, Qualifier.Create),
      // The permission is checked before the body: parsed in the handler, not by the route.
      validatorCompiler: documentedBodyValidator,
      schema: { tags: [ops.declaration.labelPlural], summary: 'Copy a tablet configuration and its buttons to another building', body: copyBodySchema },
    },
    async (request) => {
      const { id, targetTenantId } = copyBodySchema.parse(request.body ?? {});
      const source = await ops.byId(request, id);
      const scope = request.session.scope;
      if (scope !== 'all' && !scope.includes(targetTenantId) && request.session.roleKey !== 'supportAdmin') {
        throw new HttpError(400, 'The data is not valid.', { errors: { targetTenantId: ['Unknown building'] } });
      }
      const body = { id, targetTenantId };
      return app.db.transaction((tx) =>
        idempotentAnswer(tx, request, body, async () => {
          const copy = await copyInto(tx, request.session.userId, source, body);
          // The copy is a create in the target building: its history starts with it.
          const [stored] = await tx.select().from(tabletConfigurations).where(eq(tabletConfigurations.id, copy.id));
          await recordChange(tx, {
            declaration: ops.declaration,
            recordId: copy.id,
            tenantId: copy.tenantId,
            userId: request.session.userId,
            action: 'create',
            source: requestSource(request),
            changes: changedFields(ops.declaration, undefined, stored),
          });
          return copy;
        }),
      );
    },
  );
}

/** The copy of `source` and its buttons in the target building, in the caller's transaction. */
async function copyInto(tx: Db, userId: number, source: Record<string, unknown>, { id, targetTenantId }: { id: number; targetTenantId: number }) {
  await checkRefs(tx, [{ path: 'targetTenantId', entity: 'buildings', value: targetTenantId }], undefined);
  const copied = await retarget(tx, await readChildren(tx, tabletItemsSpec, id), targetTenantId);
  const [row] = await tx
    .insert(tabletConfigurations)
    .values({
      tenantId: targetTenantId,
      name: String(source.name),
      configVersion: 0,
      requireCleanerPin: source.requireCleanerPin as boolean,
      requirePhoto: source.requirePhoto as string,
      allowManualWeight: source.allowManualWeight as boolean,
      stableWeightSeconds: source.stableWeightSeconds as number,
      idleLogoutSeconds: source.idleLogoutSeconds as number,
      createdById: userId,
    })
    .returning({ id: tabletConfigurations.id, tenantId: tabletConfigurations.tenantId, name: tabletConfigurations.name });
  const created = row as { id: number; tenantId: number; name: string };
  await replaceChildren(tx, tabletItemsSpec, created.id, copied.items.map(tabletItemsSpec.toRow));
  const warnings = copied.dropped.map((label) => `Button "${label}" was not copied: the building has no collection service of that name`);
  return { ...created, items: copied.items, ...(warnings.length > 0 ? { warnings } : {}) };
}
