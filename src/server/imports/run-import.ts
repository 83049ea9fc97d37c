// One import job (data-model Import): Uploaded → Validating (the file is read and its columns
// matched) → Processing (each line validated and written on its own, so good lines stand when
// others fail) → Completed, or CompletedWithErrors with an error report naming row, column and
// message. A file that cannot be read at all, or lacks a required column, throws: the worker
// records Failed with the reason.
import { readFile, rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FieldMeta } from '../../domain/entity';
import { transactionEntity } from '../../domain/entities/supplier';
import type { ImportFormat } from '../../domain/transactions-io';
import type { Db } from '../db/client';
import { imports } from '../db/schema';
import { toErrorResponse } from '../errors';
import { jobProgress } from '../jobs/claim';
import type { EntityOperations } from '../routes/generic/operations';
import { storeErrorReport, type ImportProblem } from './error-report';
import { loadLookupNames } from './lookup-names';
import { readSheet, type SheetRecord } from './read-sheet';
import { type ImportJobPayload, updateImport } from './store';
import { columnHeaderOf, columnOfHeader, REQUIRED_FIELDS, TRANSACTION_COLUMNS } from './transaction-columns';
import { rowBody, type RowProblem } from './transaction-rows';
import { requestOf, transactionOperations, writeTransaction } from './transaction-writes';

export interface ImportRunContext {
  db: Db;
  dataDir: string;
  jobId: number;
}

/** Counts and progress are written every this many lines (and at the end). */
const PROGRESS_EVERY = 25;

const fields = transactionEntity.fields as Record<string, FieldMeta>;

/** A write's refusal as problems per field (the error format the API answers with). */
function problemsOf(error: unknown): RowProblem[] {
  const { body } = toErrorResponse(error);
  const entries = Object.entries(body.errors ?? {});
  if (entries.length === 0) return [{ field: '', message: body.message }];
  return entries.flatMap(([field, messages]) => messages.map((message) => ({ field, message })));
}

/** The schema's complaints about fields the lookups did not already name. */
function schemaProblems(body: Record<string, unknown>, known: readonly RowProblem[]): RowProblem[] {
  const parsed = transactionEntity.schema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues
    .map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }))
    .filter((p) => !known.some((k) => k.field === p.field));
}

async function importRecord(
  ctx: ImportRunContext,
  ops: EntityOperations,
  payload: ImportJobPayload,
  columns: ReturnType<typeof columnOfHeader>[],
  record: SheetRecord,
  lookups: Awaited<ReturnType<typeof loadLookupNames>>,
): Promise<RowProblem[]> {
  const { body, problems } = rowBody(columns, record.cells, lookups);
  if (problems.length > 0) return [...problems, ...schemaProblems(body, problems)];
  try {
    await writeTransaction(ctx.db, ops, requestOf(payload.session), body);
    return [];
  } catch (error) {
    return problemsOf(error);
  }
}

export async function runTransactionsImport(ctx: ImportRunContext, payload: ImportJobPayload): Promise<void> {
  const { db } = ctx;
  const { importId, session } = payload;
  const [row] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!row) throw new Error('The import is gone.');
  await updateImport(db, importId, { importStatus: 'Validating', startedAt: new Date().toISOString() });

  const sheet = await readFile(payload.filePath)
    .then((bytes) => readSheet(bytes, row.format as ImportFormat))
    .catch(() => {
      throw new Error(`The file could not be read as ${row.format.toUpperCase()}.`);
    });
  const columns = sheet.headers.map((header) => columnOfHeader(header));
  const missing = REQUIRED_FIELDS.filter((field) => !columns.some((c) => c?.key === field));
  if (missing.length > 0) {
    throw new Error(`The file has no ${missing.map((f) => `'${columnHeaderOf(f)}'`).join(', ')} column. Start from the template.`);
  }

  const total = sheet.records.length;
  await updateImport(db, importId, { importStatus: 'Processing', totalRows: total, importedRows: 0, failedRows: 0 });
  const ops = transactionOperations(db, importId);
  const lookups = await loadLookupNames(
    db,
    ops.source.lookups.filter((l) => TRANSACTION_COLUMNS.some((c) => c.key === l.field)),
    (field) => fields[field]?.lookup?.labelField,
    (field) => (fields[field]?.label ?? field).toLowerCase(),
    row.tenantId,
  );
  const problems: ImportProblem[] = [];
  let imported = 0;
  let failed = 0;
  for (const [index, record] of sheet.records.entries()) {
    const found = await importRecord(ctx, ops, payload, columns, record, lookups);
    if (found.length === 0) imported++;
    else failed++;
    for (const p of found) problems.push({ rowNumber: record.rowNumber, column: columnHeaderOf(p.field), message: p.message });
    if ((index + 1) % PROGRESS_EVERY === 0) {
      await updateImport(db, importId, { importedRows: imported, failedRows: failed });
      await jobProgress(db, ctx.jobId, Math.floor(((index + 1) / total) * 99));
    }
  }

  const errorReportAttachmentId =
    problems.length === 0
      ? null
      : await storeErrorReport(db, ctx.dataDir, problems, { importId, fileName: row.fileName, tenantId: row.tenantId, userId: session.userId });
  await updateImport(db, importId, {
    importStatus: failed > 0 ? 'CompletedWithErrors' : 'Completed',
    importedRows: imported,
    failedRows: failed,
    errorReportAttachmentId,
    completedAt: new Date().toISOString(),
  });
  await rm(payload.filePath, { force: true });
}
