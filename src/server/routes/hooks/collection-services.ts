// Collection services: a consolidated service carries its tenants' shares (allocations, Σ = 100 %,
// data-model §1.5); any other service has none.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  collectionServiceAllocationSchema,
  collectionServiceAllocationsSchema,
  type CollectionServiceAllocation,
} from '../../../domain/entities/collections';
import { collectionServiceAllocations } from '../../db/schema';
import { HttpError } from '../../errors';
import { childCollection, parentTenant, parseChildren } from './children';
import { bodyHas, compose } from './compose';

export const ALLOCATIONS_ONLY_WHEN_CONSOLIDATED = 'Only a consolidated service has allocations';

const allocations = childCollection<CollectionServiceAllocation>({
  field: 'allocations',
  schema: z.array(collectionServiceAllocationSchema),
  table: collectionServiceAllocations,
  parentColumn: collectionServiceAllocations.collectionServiceId,
  fromRow: (row) => ({ customerId: row.customerId as number, pct: row.pct as number }),
  toRow: (item) => ({ customerId: item.customerId, pct: item.pct }),
  refs: (item) => [{ field: 'customerId', entity: 'customers', value: item.customerId }],
  tenantOf: parentTenant,
  history: { label: 'Allocations', line: (item, name) => `${name('customerId')} ${item.pct}%` },
  check(items, write) {
    if (write.values.isConsolidated === true) {
      // Σ = 100 %, each tenant once, at least one: the domain's rules for a consolidated service.
      parseChildren('allocations', collectionServiceAllocationsSchema, items);
    } else if (bodyHas(write.body, 'allocations') && items.length > 0) {
      throw new HttpError(400, 'The data is not valid.', { errors: { allocations: [ALLOCATIONS_ONLY_WHEN_CONSOLIDATED] } });
    }
  },
});

export const collectionServiceHooks = compose(allocations, {
  async afterWrite(write, { db }) {
    // A service that stops being consolidated loses its shares.
    if (write.mode === 'update' && write.values.isConsolidated !== true) {
      await db.delete(collectionServiceAllocations).where(eq(collectionServiceAllocations.collectionServiceId, write.id));
    }
  },
});
