// The report export calls of spec §7 ({bi} = PowerBI). Polling and the download are exempt from the
// loading overlay (spec §2.7), so they go out silent.
import type { ApiClient } from '../api/client';
import { assertReportType, reportVariantWord, type ReportExportItem, type ReportType } from '../domain/reports';

/** The {bi} path segment of spec §7. */
export const BI_AREA = 'PowerBI';

/** `/api/PowerBI/<before><variant><after>`; an unknown type throws "Invalid report type: {type}". */
export function reportPath(type: string, before: string, after: string): string {
  return `/api/${BI_AREA}/${before}${reportVariantWord(assertReportType(type))}${after}`;
}

export function startReportExport(client: ApiClient, type: ReportType, body: unknown): Promise<ReportExportItem> {
  return client.request({ method: 'POST', path: reportPath(type, 'PostReport', 'PdfExport'), json: body ?? {} });
}

export function pollReportExport(client: ApiClient, type: ReportType, exportId: string): Promise<ReportExportItem> {
  return client.request({
    method: 'GET',
    path: reportPath(type, 'PollReport', 'Export'),
    query: { exportId },
    silent: true,
  });
}

/** The URL of the exported file (the server answers a string, or an object carrying `url`). */
export async function exportedFileUrl(client: ApiClient, type: ReportType, item: ReportExportItem): Promise<string> {
  const answer = await client.request<unknown>({
    method: 'GET',
    path: reportPath(type, 'Get', 'ExportedFile'),
    query: {
      id: item.id,
      createdDateTime: item.createdDateTime,
      lastActionDateTime: item.lastActionDateTime,
      reportId: item.reportId,
      reportName: item.reportName,
      status: item.status,
      percentComplete: item.percentComplete,
      resourceLocation: item.resourceLocation,
      resourceFileExtension: item.resourceFileExtension,
      expirationTime: item.expirationTime,
    },
    silent: true,
  });
  const url = typeof answer === 'string' ? answer : (answer as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url === '') throw new Error('The exported file has no address');
  return url;
}
