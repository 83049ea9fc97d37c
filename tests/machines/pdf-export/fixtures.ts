import type { LocalReportExport, ReportExportItem, ReportType } from '../../../src/domain/reports';

export function exportItem(id: string, status: ReportExportItem['status'], percentComplete: number): ReportExportItem {
  return {
    id,
    createdDateTime: '2026-03-01T10:00:00Z',
    lastActionDateTime: '2026-03-01T10:00:05Z',
    reportId: 'report-1',
    reportName: 'Waste by stream',
    status,
    percentComplete,
    resourceLocation: status === 'Succeeded' ? `files/${id}` : null,
    resourceFileExtension: status === 'Succeeded' ? '.pdf' : null,
    expirationTime: null,
  };
}

export const localExport = (
  id: string,
  status: ReportExportItem['status'],
  percentComplete: number,
  reportType: ReportType = 'Lite',
): LocalReportExport => ({ ...exportItem(id, status, percentComplete), reportType });
