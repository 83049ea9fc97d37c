// The transactions controller's own operations, for work done outside a route: the export reads
// its pages through the building scope, and the import finds the lookups a line may name.
import { transactionEntity } from '../../domain/entities/supplier';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { entityOperations, type EntityOperations } from '../routes/generic/operations';
import { entitySource } from '../routes/generic/source';
import { transactionHooks } from '../routes/hooks/transactions';

export function transactionOperations(db: Db): EntityOperations {
  return entityOperations(db, transactionEntity, entitySource(transactionEntity, transactions), transactionHooks);
}
