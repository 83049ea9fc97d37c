// Import rows (data-model Import) and the job that works each one (architecture §6): an upload
// writes both in one transaction, so a job never exists without its import nor the reverse. The
// job's progress and error are what the status endpoint reports beside the row's counts.
import { and, eq, sql } from 'drizzle-orm';
import type { ImportFormat, ImportProgress, ImportStatus } from '../../domain/transactions-io';
import { importErrorReportPath } from '../../domain/transactions-io';
import type { Session } from '../auth/session';
import type { Db } from '../db/client';
import { imports, jobs } from '../db/schema';
import { rowsOf } from '../reports/sql';

export const IMPORT_JOB_KIND = 'import';

export interface ImportJobPayload {
  importId: number;
  /** The uploader's session: the rows are written with its building, scope and user. */
  session: Session;
  /** The uploaded file under DATA_DIR. */
  filePath: string;
  /** The column matching chosen on the preview (parse-worker.ts); absent: matched by header. */
  mapping?: (string | null)[] | null;
}

export type ImportRow = typeof imports.$inferSelect;

export async function createImport(
  db: Db,
  values: { session: Session; tenantId: number; importType: string; fileName: string; format: ImportFormat; sizeBytes: number },
  filePath: string,
  mapping: (string | null)[] | null = null,
): Promise<ImportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imports)
      .values({
        tenantId: values.tenantId,
        importType: values.importType,
        fileName: values.fileName,
        format: values.format,
        sizeBytes: values.sizeBytes,
        importStatus: 'Uploaded',
        createdById: values.session.userId,
      })
      .returning();
    if (!row) throw new Error('The import was not recorded.');
    const payload: ImportJobPayload = { importId: row.id, session: values.session, filePath, mapping };
    await tx.insert(jobs).values({ kind: IMPORT_JOB_KIND, payload, userId: values.session.userId, tenantId: values.tenantId });
    return row;
  });
}

export async function updateImport(
  db: Db,
  id: number,
  values: Partial<Pick<ImportRow, 'importStatus' | 'totalRows' | 'importedRows' | 'failedRows' | 'errorReportAttachmentId' | 'startedAt' | 'completedAt'>> & {
    importStatus?: ImportStatus;
  },
): Promise<void> {
  await db
    .update(imports)
    .set({ ...values, modifiedAt: sql`now()` })
    .where(eq(imports.id, id));
}

/** The import with its job's progress and error, within the given buildings; undefined when not there. */
export async function findImportProgress(db: Db, id: number, scope: number[] | 'all'): Promise<ImportProgress | undefined> {
  const [row] = await db.select().from(imports).where(and(eq(imports.id, id), eq(imports.isDeleted, false)));
  if (!row || (scope !== 'all' && !scope.includes(row.tenantId))) return undefined;
  const [job] = await rowsOf<{ progress: number; error: string | null }>(
    db,
    sql`SELECT progress, error FROM jobs WHERE kind = ${IMPORT_JOB_KIND} AND (payload->>'importId')::int = ${id} ORDER BY id DESC LIMIT 1`,
  );
  const status = row.importStatus as ImportStatus;
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    importType: row.importType,
    fileName: row.fileName,
    format: row.format as ImportFormat,
    importStatus: status,
    totalRows: row.totalRows,
    importedRows: row.importedRows,
    failedRows: row.failedRows,
    addedRows: row.addedRows,
    updatedRows: row.updatedRows,
    unchangedRows: row.unchangedRows,
    refusedRows: row.refusedRows,
    percentComplete: status === 'Uploaded' ? 0 : (job?.progress ?? 0),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    errorMessage: status === 'Failed' ? (job?.error ?? 'The import failed.') : null,
    errorReportUrl: row.errorReportAttachmentId === null ? null : importErrorReportPath(row.id),
  };
}
