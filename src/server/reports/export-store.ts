// Export rows (report_exports, spec §3) and the jobs that render them (architecture §6): a start
// writes both in one transaction, so a job never exists without its export nor the reverse.
import { and, eq, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../domain/report-data';
import type { ReportExportItem, ReportType } from '../../domain/reports';
import type { Db } from '../db/client';
import { jobs, reportExports } from '../db/schema';
import type { ReportScope } from './scope';

export const EXPORT_JOB_KIND = 'reportExport';
/** An exported file is kept this long (then the worker removes it). */
export const EXPORT_TTL_MS = 24 * 3600_000;

export interface ExportJobPayload {
  exportId: string;
  reportType: ReportType;
  filters: ReportFilters;
  scope: ReportScope;
  /** The Power BI report to export, or null for the built-in renderer. */
  powerBiReportId: string | null;
}

export type ExportRow = typeof reportExports.$inferSelect;

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toExportItem(row: ExportRow): ReportExportItem {
  return {
    id: row.id,
    createdDateTime: iso(row.createdDateTime)!,
    lastActionDateTime: iso(row.lastActionDateTime)!,
    reportId: row.reportId,
    reportName: row.reportName,
    status: row.status as ReportExportItem['status'],
    percentComplete: row.percentComplete,
    resourceLocation: row.resourceLocation,
    resourceFileExtension: row.resourceFileExtension,
    expirationTime: iso(row.expirationTime),
  };
}

export async function createExport(
  db: Db,
  values: {
    userId: number;
    tenantId: number | null;
    reportType: ReportType;
    reportId: string;
    reportName: string;
    filters: ReportFilters;
    scope: ReportScope;
    powerBiReportId: string | null;
  },
): Promise<ExportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportExports)
      .values({
        tenantId: values.tenantId,
        requestedById: values.userId,
        reportType: values.reportType,
        reportId: values.reportId,
        reportName: values.reportName,
      })
      .returning();
    if (!row) throw new Error('The export was not recorded.');
    const payload: ExportJobPayload = {
      exportId: row.id,
      reportType: values.reportType,
      filters: values.filters,
      scope: values.scope,
      powerBiReportId: values.powerBiReportId,
    };
    await tx.insert(jobs).values({ kind: EXPORT_JOB_KIND, payload, userId: values.userId, tenantId: values.tenantId });
    return row;
  });
}

/** The requester's export of that type, or undefined (another user's export is not found). */
export async function findExport(db: Db, id: string, userId: number, reportType: ReportType): Promise<ExportRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.id, id), eq(reportExports.requestedById, userId), eq(reportExports.reportType, reportType)));
  return row;
}

export async function updateExport(
  db: Db,
  id: string,
  values: Partial<Pick<ExportRow, 'status' | 'percentComplete' | 'resourceLocation' | 'resourceFileExtension' | 'expirationTime' | 'errorMessage'>>,
): Promise<void> {
  await db
    .update(reportExports)
    .set({ ...values, lastActionDateTime: sql`now()` })
    .where(eq(reportExports.id, id));
}
