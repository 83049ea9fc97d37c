// The record history of an import batch (issue #14 item 7): written by imports/write-batch.ts in
// the batch's transaction, after its INSERT and before its UPDATE, so the stored values read here
// are the ones the update replaces. One multi-row insert into the history per batch.
import { inArray } from 'drizzle-orm';
import { entityByKey } from '../../domain/entities';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { changedFields, recordChanges, type ChangeEntry } from './record-change';

interface ImportOwner {
  tenantId: number;
  userId: number;
}

export async function recordImportChanges(
  tx: Db,
  owner: ImportOwner,
  inserted: readonly Record<string, unknown>[],
  updates: ReadonlyMap<number, Record<string, unknown>>,
): Promise<void> {
  const declaration = entityByKey('transactions');
  const base = { declaration, tenantId: owner.tenantId, userId: owner.userId, source: 'import' as const };
  const entries: ChangeEntry[] = inserted.map((row) => ({
    ...base,
    recordId: row.id as number,
    action: 'create',
    changes: changedFields(declaration, undefined, row),
  }));
  if (updates.size > 0) {
    const stored = await tx.select().from(transactions).where(inArray(transactions.id, [...updates.keys()]));
    for (const row of stored as Record<string, unknown>[]) {
      const changes = changedFields(declaration, row, { ...row, ...updates.get(row.id as number) });
      if (Object.keys(changes).length > 0) entries.push({ ...base, recordId: row.id as number, action: 'update', changes });
    }
  }
  await recordChanges(tx, entries);
}
