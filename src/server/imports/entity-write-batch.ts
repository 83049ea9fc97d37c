// One batch of an import of customers, collection services, collections or bin counts, written in
// ONE transaction with its checkpoint (checkpoint.ts), as write-batch.ts does for transactions: a
// crash loses the whole batch or none of it, so a resumed import never writes a line twice.
// Each line is matched by its kind's natural key among the building's live rows (import-kinds.ts):
// no match → created, a match with the same values → unchanged, else → updated; a later line of
// the same file meets the row an earlier one made. Creates and updates are the generic
// controller's own (kind-operations.ts), each in a savepoint: a line the controller refuses (a
// lookup, a hook, a duplicate) becomes that line's problem and the batch goes on.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FieldMeta } from '../../domain/entity';
import type { Session } from '../auth/session';
import { LOCK_CLASS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { longStatementTimeoutMs, setLocalStatementTimeout } from '../db/statement-timeout';
import { toErrorResponse } from '../errors';
import type { EntityOperations } from '../routes/generic/operations';
import { type BatchCounts, moveCheckpoint, recordProblems } from './checkpoint';
import { headerOfField, type ImportKind } from './import-kinds';
import { importRequest, kindOperations } from './kind-operations';
import { type ImportLine, isRefused, type ValidLine } from './line-values';
import type { RowProblem } from './row-body';

export interface EntityBatchOwner {
  importId: number;
  tenantId: number;
  session: Session;
  /** The fields the file's columns fill in: what a matched line compares and updates. */
  fileFields: readonly string[];
}

/** The live row of the building the line is, by the kind's natural key. */
async function matchOf(tx: Db, ops: EntityOperations, kind: ImportKind, tenantId: number, values: Record<string, unknown>): Promise<number | undefined> {
  const { columns, table } = ops.source;
  const id = columns.id!;
  const conditions: SQL[] = [eq(columns.tenantId!, tenantId), eq(columns.isDeleted!, false)];
  for (const field of kind.naturalKey) {
    const column = columns[field];
    if (!column) continue;
    const value = values[field];
    if (value === null || value === undefined || value === '') conditions.push(isNull(column));
    else if (typeof value === 'string' && (kind.declaration.fields as Record<string, FieldMeta>)[field]?.kind === 'text') {
      conditions.push(sql`lower(${column}) = lower(${value})`);
    } else conditions.push(eq(column, value));
  }
  const [row] = await tx.select({ id }).from(table).where(and(...conditions)).orderBy(id).limit(1);
  return row ? Number(row.id) : undefined;
}

function comparable(meta: FieldMeta | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (meta?.kind === 'datetime' && typeof value === 'string') return String(Date.parse(value));
  if (typeof value === 'number' || (meta && ['int', 'decimal', 'money', 'percent', 'lookup'].includes(meta.kind))) return String(Number(value));
  return String(value).trim();
}

/** A refused write's problems in plain words; undefined for a failure that is not the line's (it ends the import). */
function problemsOf(error: unknown): RowProblem[] | undefined {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) return undefined;
  const fields = Object.entries(body.errors ?? {});
  if (fields.length === 0) return [{ field: '', message: body.message }];
  return fields.flatMap(([field, messages]) => messages.map((message) => ({ field: field === '_' ? '' : field, message })));
}

async function writeLine(tx: Db, ops: EntityOperations, kind: ImportKind, owner: EntityBatchOwner, line: ValidLine): Promise<keyof BatchCounts> {
  const metas = kind.declaration.fields as Record<string, FieldMeta>;
  const matched = await matchOf(tx, ops, kind, owner.tenantId, line.values);
  if (matched === undefined) {
    const created = await ops.create(importRequest(owner.session, line.values), line.values);
    if (ops.source.columns.importId) {
      await tx.update(ops.source.table).set({ importId: owner.importId } as never).where(eq(ops.source.columns.id!, created.id as number));
    }
    return 'added';
  }
  const stored = await ops.byId(importRequest(owner.session, undefined), matched);
  const changed = owner.fileFields.filter((f) => comparable(metas[f], line.values[f]) !== comparable(metas[f], stored[f]));
  if (changed.length === 0) return 'unchanged';
  // The stored record with the file's columns over it: a column the file leaves out keeps its value.
  const declared = Object.fromEntries(Object.keys(metas).flatMap((f) => (f in stored && !metas[f]?.readOnly ? [[f, stored[f]]] : [])));
  // With the version read: an edit made since is a conflict on this line, not silently undone.
  const version = typeof stored.version === 'number' ? { version: stored.version } : {};
  const body = { ...declared, ...Object.fromEntries(owner.fileFields.map((f) => [f, line.values[f]])), ...kind.fixed, id: matched, ...version };
  await ops.update(importRequest(owner.session, body), body);
  return 'updated';
}

/** Writes one batch and moves the checkpoint from `afterRow` to `lastRow`, all or nothing. */
export async function writeEntityBatch(
  db: Db,
  kind: ImportKind,
  owner: EntityBatchOwner,
  afterRow: number,
  batch: { lines: readonly ImportLine[]; lastRow: number },
): Promise<BatchCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(setLocalStatementTimeout(longStatementTimeoutMs()));
    // Two imports of one kind into one building (a file sent twice, run by two processes) take
    // turns batch by batch: each matches lines against what the other has committed, so the
    // second meets the first's rows instead of adding them again or failing on them.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.importBatch}::int, hashtext(${`${kind.key}:${owner.tenantId}`}))`);
    const ops = kindOperations(tx, kind);
    const counts: BatchCounts = { added: 0, updated: 0, unchanged: 0, refused: 0 };
    const problems: (RowProblem & { rowNumber: number })[] = [];
    for (const line of batch.lines) {
      if (isRefused(line)) {
        counts.refused++;
        problems.push(...line.problems.map((p) => ({ rowNumber: line.rowNumber, ...p })));
        continue;
      }
      try {
        counts[await writeLine(tx, ops, kind, owner, line)]++;
      } catch (error) {
        const refused = problemsOf(error);
        if (!refused) throw error;
        counts.refused++;
        problems.push(...refused.map((p) => ({ rowNumber: line.rowNumber, ...p })));
      }
    }
    await recordProblems(tx, owner.importId, problems, (field) => headerOfField(kind, field));
    await moveCheckpoint(tx, owner.importId, afterRow, batch.lastRow, counts);
    return counts;
  });
}
