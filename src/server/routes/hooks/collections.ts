// Collections (data-model §1.5): the tenant and stream are copied from the collection service
// (denormalised for reports), and the net weight is checked against the collection limits.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, collectionServices } from '../../db/schema';
import { HttpError } from '../../errors';
import type { EntityControllerHooks, HookContext } from '../generic/hooks';
import type { Values } from '../generic/values';
import { checkCollectionLimits, collectionWriteOf } from './collection-limits';

async function fromService(db: Db, values: Values, tenantId: number): Promise<Values> {
  const [service] = await db
    .select({ customerId: collectionServices.customerId, wasteStreamId: collectionServices.wasteStreamId })
    .from(collectionServices)
    .where(
      and(
        eq(collectionServices.id, values.collectionServiceId as number),
        eq(collectionServices.tenantId, tenantId),
        eq(collectionServices.isDeleted, false),
      ),
    );
  if (!service) throw new HttpError(400, 'The data is not valid.', { errors: { collectionServiceId: ['Not found'] } });
  return { ...values, customerId: service.customerId, wasteStreamId: service.wasteStreamId };
}

async function derived(values: Values, context: HookContext, tenantId: number, id?: number): Promise<Values> {
  const out = await fromService(context.db, values, tenantId);
  context.warnings.push(...(await checkCollectionLimits(context.db, collectionWriteOf(out, tenantId, id))));
  return out;
}

export const collectionHooks: EntityControllerHooks = {
  // Not declared (the form never sends them) but returned and filterable, as reports group by them.
  extraFields: {
    customerId: { expr: collections.customerId, kind: 'int' },
    wasteStreamId: { expr: collections.wasteStreamId, kind: 'int' },
  },
  beforeCreate: (values, context) => derived(values, context, values.tenantId as number),
  beforeUpdate: (values, context) => derived(values, context, context.existing.tenantId as number, context.existing.id),
};
