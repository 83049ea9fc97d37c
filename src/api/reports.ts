// Report calls (spec §7 Reports, {bi} = PowerBI): the embed resource, the built-in report's data,
// and the three export calls the reports actor's ports make. Polling and the download are exempt
// from the loading overlay (spec §2.7), so they go out silent.
import type { EmbedResource, ReportData, ReportExportBody, ReportFilters } from '../domain/report-data';
import { assertReportType, reportDataPath, reportVariantWord, type ReportExportItem, type ReportType } from '../domain/reports';
import type { ApiClient } from './client';
import { withSignal } from './entities';

/** `/api/PowerBI/<before><variant><after>`; an unknown type throws "Invalid report type: {type}". */
export function biPath(type: string, before: string, after: string): string {
  return `/api/PowerBI/${before}${reportVariantWord(assertReportType(type))}${after}`;
}

export function getEmbedResource(client: ApiClient, reportType: ReportType, signal?: AbortSignal): Promise<EmbedResource> {
  return client.request({ method: 'GET', path: biPath(reportType, 'GetReport', 'EmbedResource'), ...withSignal(signal) });
}

export function getReportData(client: ApiClient, reportType: ReportType, filters: ReportFilters, silent = false, signal?: AbortSignal): Promise<ReportData> {
  return client.request({
    method: 'GET',
    path: reportDataPath(assertReportType(reportType)),
    query: {
      from: filters.from,
      to: filters.to,
      tenantIds: filters.tenantIds?.length ? filters.tenantIds.join(',') : undefined,
      wasteStreamIds: filters.wasteStreamIds?.length ? filters.wasteStreamIds.join(',') : undefined,
    },
    silent,
    ...withSignal(signal),
  });
}

export function startExport(client: ApiClient, input: { reportType: ReportType; body: ReportExportBody | unknown }): Promise<ReportExportItem> {
  return client.request({ method: 'POST', path: biPath(input.reportType, 'PostReport', 'PdfExport'), json: input.body ?? {} });
}

export function pollExport(client: ApiClient, input: { reportType: ReportType; exportId: string }): Promise<ReportExportItem> {
  return client.request({ method: 'GET', path: biPath(input.reportType, 'PollReport', 'Export'), query: { exportId: input.exportId }, silent: true });
}

/** The URL of the exported file: a signed link that opens in a new window without a bearer header. */
export async function getExportedFile(client: ApiClient, input: { reportType: ReportType; item: ReportExportItem }): Promise<string> {
  const { item } = input;
  const answer = await client.request<{ url?: unknown } | string | null>({
    method: 'GET',
    path: biPath(input.reportType, 'Get', 'ExportedFile'),
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
  const url = typeof answer === 'string' ? answer : answer?.url;
  if (typeof url !== 'string' || url === '') throw new Error('The exported file has no address');
  return url;
}
