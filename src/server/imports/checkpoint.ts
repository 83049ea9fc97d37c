// The end of every batch an import writes, whatever its kind, inside the batch's own transaction:
// its refused lines recorded as problems (row, column header, message) and the checkpoint and
// counts moved on. The checkpoint only moves from the value this run read: a second worker that
// took the job over makes this one's commit fail instead of repeat.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importProblems, imports } from '../db/schema';
import { storableText } from '../jobs/error-text';
import type { RowProblem } from './row-body';

export interface BatchCounts {
  added: number;
  updated: number;
  unchanged: number;
  refused: number;
}

export async function recordProblems(
  tx: Db,
  importId: number,
  problems: readonly (RowProblem & { rowNumber: number })[],
  headerOf: (field: string) => string,
): Promise<void> {
  if (problems.length === 0) return;
  // A message may quote the cell it is about: one that cannot be stored would fail the whole batch.
  await tx
    .insert(importProblems)
    .values(problems.map((p) => ({ importId, rowNumber: p.rowNumber, column: storableText(headerOf(p.field), 100), message: storableText(p.message) })));
}

export async function moveCheckpoint(tx: Db, importId: number, afterRow: number, lastRow: number, counts: BatchCounts): Promise<void> {
  const moved = await tx
    .update(imports)
    .set({
      checkpointRow: lastRow,
      addedRows: sql`${imports.addedRows} + ${counts.added}`,
      updatedRows: sql`${imports.updatedRows} + ${counts.updated}`,
      unchangedRows: sql`${imports.unchangedRows} + ${counts.unchanged}`,
      refusedRows: sql`${imports.refusedRows} + ${counts.refused}`,
      importedRows: sql`${imports.importedRows} + ${counts.added + counts.updated + counts.unchanged}`,
      failedRows: sql`${imports.failedRows} + ${counts.refused}`,
      modifiedAt: sql`now()`,
    })
    .where(and(eq(imports.id, importId), eq(imports.checkpointRow, afterRow)))
    .returning({ id: imports.id });
  if (moved.length === 0) throw new Error('The import was taken over by another worker.');
}
