// One batch of an import written in ONE transaction with its checkpoint: the candidates the lines
// may match are read with a few queries for the whole batch (by id, by docket no., by date), the
// plan (match-lines.ts) is written with one multi-row INSERT and one multi-row UPDATE, refused
// lines are recorded as problems, and the import's checkpoint row and counts move on
// (checkpoint.ts). A crash loses the whole batch or none of it, so a resumed import starts right
// after the last batch committed and never writes a line twice.
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { longStatementTimeoutMs, setLocalStatementTimeout } from '../db/statement-timeout';
import { rowsOf } from '../reports/sql';
import { transactions } from '../db/schema';
import { moveCheckpoint, recordProblems } from './checkpoint';
import type { ImportLine, ValidLine } from './line-values';
import { isRefused } from './line-values';
import { type BatchPlan, planBatch, type Scales, type StoredLine } from './match-lines';
import { columnHeaderOf } from './transaction-columns';
import { recordImportChanges } from '../audit/import-changes';

export interface BatchOwner {
  importId: number;
  tenantId: number;
  userId: number;
  /** The file's columns (fields) besides the id: what an update sets and compares. */
  fileFields: readonly string[];
}

export type { BatchCounts } from './checkpoint';

const columns = getTableColumns(transactions) as unknown as Record<string, PgColumn>;

/** Decimal places of the numeric columns, read from the schema (numeric(12, 3) → 3). */
export const TRANSACTION_SCALES: Scales = Object.fromEntries(
  Object.entries(columns).flatMap(([field, column]) => {
    const scale = /^numeric\(\d+,\s*(\d+)\)$/.exec(column.getSQLType())?.[1];
    return scale === undefined ? [] : [[field, Number(scale)]];
  }),
);

/**
 * Ids of the rows that may match lines without id or docket no. on the natural key's leading
 * fields: one parameter (a JSON array joined as a record set), not every row of the same days
 * (which grows with each batch of a big import) nor thousands of bound row values.
 */
async function naturalCandidateIds(tx: Db, tenantId: number, lines: readonly ValidLine[]): Promise<number[]> {
  const keys = lines.flatMap((l) =>
    l.id === null && !l.values.docketNo ? [{ d: l.values.transactionDate, c: l.values.destinationContractorId, p: l.values.productId, q: l.values.quantity }] : [],
  );
  if (keys.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT DISTINCT t.id FROM transactions AS t
        JOIN jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(d date, c integer, p integer, q numeric)
          ON t.transaction_date = k.d AND t.destination_contractor_id = k.c AND t.product_id = k.p AND t.quantity = k.q
        WHERE t.tenant_id = ${tenantId} AND t.is_deleted = false AND t.docket_no IS NULL`,
  );
  return rows.map((r) => Number(r.id));
}

async function candidatesOf(tx: Db, tenantId: number, lines: readonly ValidLine[]): Promise<StoredLine[]> {
  const ids = [...lines.flatMap((l) => (l.id === null ? [] : [l.id])), ...(await naturalCandidateIds(tx, tenantId, lines))];
  const dockets = lines.flatMap((l) => (typeof l.values.docketNo === 'string' && l.values.docketNo !== '' ? [l.values.docketNo] : []));
  const which: SQL[] = [];
  if (ids.length > 0) which.push(inArray(transactions.id, [...new Set(ids)]));
  if (dockets.length > 0) which.push(inArray(transactions.docketNo, [...new Set(dockets)]));
  if (which.length === 0) return [];
  const rows = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.isDeleted, false), or(...which)));
  return rows as unknown as StoredLine[];
}

/** UPDATE … FROM jsonb_to_recordset(…): every planned update in one statement, typed by the schema. */
function updateStatement(owner: BatchOwner, updates: BatchPlan['updates']): SQL {
  const fields = Object.keys(updates.values().next().value ?? {});
  // The schema's names are camelCase; the database's are snake_case (the client's casing option).
  const name = (field: string) => toSnakeCase((columns[field] as PgColumn).name);
  const ident = (field: string) => sql.identifier(name(field));
  const record = sql.join(
    [sql`id integer`, ...fields.map((f) => sql`${ident(f)} ${sql.raw((columns[f] as PgColumn).getSQLType())}`)],
    sql`, `,
  );
  const set = [
    ...fields.map((f) => sql`${ident(f)} = v.${ident(f)}`),
    sql`modified_at = now()`,
    sql`modified_by_id = ${owner.userId}`,
    sql`import_id = ${owner.importId}`,
    // Optimistic concurrency: an open edit form of a changed line must see it changed.
    ...(columns.version ? [sql`version = t.version + 1`] : []),
  ];
  const json = JSON.stringify([...updates].map(([id, values]) => ({ id, ...Object.fromEntries(fields.map((f) => [name(f), values[f] ?? null])) })));
  return sql`UPDATE transactions AS t SET ${sql.join(set, sql`, `)}
             FROM jsonb_to_recordset(${json}::jsonb) AS v(${record})
             WHERE t.id = v.id AND t.tenant_id = ${owner.tenantId} AND t.is_deleted = false`;
}

/** Writes one batch and moves the checkpoint from `afterRow` to `lastRow`, all or nothing. */
export async function writeBatch(db: Db, owner: BatchOwner, afterRow: number, batch: { lines: readonly ImportLine[]; lastRow: number }): Promise<BatchPlan['counts']> {
  return db.transaction(async (tx) => {
    // Off the request path: a batch may take longer than one request's statement limit.
    await tx.execute(setLocalStatementTimeout(longStatementTimeoutMs()));
    const valid = batch.lines.filter((l): l is ValidLine => !isRefused(l));
    const plan = planBatch(valid, await candidatesOf(tx, owner.tenantId, valid), owner.fileFields, TRANSACTION_SCALES);
    const added =
      plan.inserts.length === 0
        ? []
        : await tx
            .insert(transactions)
            .values(
              plan.inserts.map((values) => ({ ...values, tenantId: owner.tenantId, createdById: owner.userId, importId: owner.importId }) as typeof transactions.$inferInsert),
            )
            .returning();
    // Record history (issue #14 item 7), before the UPDATE replaces the values it reads.
    await recordImportChanges(tx, owner, added, plan.updates);
    if (plan.updates.size > 0) await tx.execute(updateStatement(owner, plan.updates));
    const refusedLines = batch.lines.filter(isRefused);
    const problems = [...refusedLines.flatMap((l) => l.problems.map((p) => ({ rowNumber: l.rowNumber, ...p }))), ...plan.problems];
    await recordProblems(tx, owner.importId, problems, columnHeaderOf);
    const counts = { ...plan.counts, refused: plan.counts.refused + refusedLines.length };
    await moveCheckpoint(tx, owner.importId, afterRow, batch.lastRow, counts);
    return counts;
  });
}
