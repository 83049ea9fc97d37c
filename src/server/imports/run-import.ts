// One import job (data-model Import), written down in README "Imports":
//   Uploaded → Validating: the parsing worker (a worker thread, parse-worker.ts) reads the whole
//     file as a stream and checks its limits and header, writing nothing; a refused file throws
//     and the job worker records Failed with the reason.
//   → Processing: the worker hands back batches of validated lines; each batch is matched and
//     written in one transaction together with the checkpoint (write-batch.ts), and the server's
//     thread yields between batches, so other users' requests are answered while it runs.
//   → Completed, or CompletedWithErrors with an error report (row, column, message) when lines
//     were refused.
// A run that finds a checkpoint (its process died; the job was taken over through its heartbeat,
// jobs/claim.ts) goes on after the last committed row, without validating again.
// Every kind (import-kinds.ts) runs here; transactions are written by write-batch.ts, the others
// by entity-write-batch.ts.
import { rm } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import type { FieldMeta } from '../../domain/entity';
import { kindOfImportType } from '../../domain/imports';
import { isFinalImportStatus, type ImportFormat, type ImportStatus } from '../../domain/transactions-io';
import type { Db } from '../db/client';
import { importProblems, imports, packages, products } from '../db/schema';
import { jobProgress } from '../jobs/claim';
import { pointableRows } from '../routes/generic/lookups';
import { writeEntityBatch } from './entity-write-batch';
import { storeErrorReport } from './error-report';
import { importKindOf, type ImportKind } from './import-kinds';
import { kindOperations } from './kind-operations';
import { IMPORT_BATCH_LINES } from './import-limits';
import { parsedMessages } from './line-batches';
import type { ProductFacts } from './line-values';
import { loadLookupTables } from './lookup-names';
import { type ImportJobPayload, updateImport } from './store';
import { transactionOperations } from './transaction-writes';
import { writeBatch } from './write-batch';

export interface ImportRunContext {
  db: Db;
  dataDir: string;
  jobId: number;
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What each product gives a transaction, for the products the building may use. */
async function productFacts(db: Db, tenantId: number): Promise<[number, ProductFacts][]> {
  const target = transactionOperations(db).source.lookups.find((l) => l.field === 'productId');
  const rows = await db
    .select({ id: products.id, wasteStreamId: products.wasteStreamId, unitOfMeasure: products.unitOfMeasure, isTransactionProduct: products.isTransactionProduct })
    .from(products)
    .where(target ? pointableRows(target, tenantId) : eq(products.isDeleted, false));
  return rows.map((r) => [r.id, { wasteStreamId: r.wasteStreamId, unitOfMeasure: r.unitOfMeasure, isTransactionProduct: r.isTransactionProduct }]);
}

async function finish(ctx: ImportRunContext, row: typeof imports.$inferSelect, payload: ImportJobPayload): Promise<void> {
  const { db } = ctx;
  const problems = await db
    .select({ rowNumber: importProblems.rowNumber, column: importProblems.column, message: importProblems.message })
    .from(importProblems)
    .where(eq(importProblems.importId, row.id))
    .orderBy(asc(importProblems.rowNumber), asc(importProblems.id));
  const errorReportAttachmentId =
    problems.length === 0
      ? null
      : await storeErrorReport(db, ctx.dataDir, problems, { importId: row.id, fileName: row.fileName, tenantId: row.tenantId, userId: payload.session.userId });
  const [counts] = await db.select({ refused: imports.refusedRows }).from(imports).where(eq(imports.id, row.id));
  await updateImport(db, row.id, {
    importStatus: (counts?.refused ?? 0) > 0 ? 'CompletedWithErrors' : 'Completed',
    errorReportAttachmentId,
    completedAt: new Date().toISOString(),
  });
  await rm(payload.filePath, { force: true });
}

async function buildingZone(db: Db, tenantId: number): Promise<string> {
  const [building] = await db.select({ timeZone: packages.timeZone }).from(packages).where(eq(packages.id, tenantId));
  return building?.timeZone ?? 'Australia/Sydney';
}

/** The rows each lookup column may name, loaded once per import. */
function kindLookups(db: Db, kind: ImportKind, tenantId: number) {
  const fields = kind.declaration.fields as Record<string, FieldMeta>;
  return loadLookupTables(
    db,
    kindOperations(db, kind).source.lookups.filter((l) => kind.columns.some((c) => c.key === l.field)),
    (field) => fields[field]?.lookup?.labelField,
    (field) => (fields[field]?.label ?? field).toLowerCase(),
    tenantId,
  );
}

export async function runImport(ctx: ImportRunContext, payload: ImportJobPayload): Promise<void> {
  const { db } = ctx;
  const { importId, session } = payload;
  const [row] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!row) throw new Error('The import is gone.');
  const kindKey = kindOfImportType(row.importType);
  if (!kindKey) throw new Error(`Imports of ${row.importType} are not supported.`);
  const kind = importKindOf(kindKey);
  // Finished, but its process died before the job was marked: nothing is left to do.
  if (isFinalImportStatus(row.importStatus as ImportStatus)) return;
  const resuming = row.checkpointRow > 0;
  if (!resuming) await updateImport(db, importId, { importStatus: 'Validating', startedAt: new Date().toISOString() });

  const lookups = await kindLookups(db, kind, row.tenantId);
  const owner = { importId, tenantId: row.tenantId, userId: session.userId, session, fileFields: [] as string[] };
  let afterRow = row.checkpointRow;
  let total = row.totalRows ?? 0;
  const messages = parsedMessages({
    kind: kind.key,
    mapping: payload.mapping ?? null,
    timeZone: await buildingZone(db, row.tenantId),
    filePath: payload.filePath,
    format: row.format as ImportFormat,
    afterRow,
    batchLines: IMPORT_BATCH_LINES,
    lookups,
    products: kind.key === 'transactions' ? await productFacts(db, row.tenantId) : [],
  });
  for await (const message of messages) {
    if (message.type === 'validated') {
      total = message.rows;
      owner.fileFields = message.fields;
      await updateImport(db, importId, { importStatus: 'Processing', totalRows: total, importedRows: 0, failedRows: 0 });
      continue;
    }
    owner.fileFields = message.fields;
    if (kind.key === 'transactions') await writeBatch(db, owner, afterRow, message);
    else await writeEntityBatch(db, kind, owner, afterRow, message);
    afterRow = message.lastRow;
    const [done] = await db.select({ imported: imports.importedRows, failed: imports.failedRows }).from(imports).where(eq(imports.id, importId));
    const lines = (done?.imported ?? 0) + (done?.failed ?? 0);
    await jobProgress(db, ctx.jobId, total === 0 ? 99 : Math.min(99, Math.floor((lines / total) * 100)));
    await yieldToRequests();
  }
  await finish(ctx, row, payload);
}
