// The report export calls of spec §7 (src/api/reports.ts) with {bi} = PowerBI, the variant word per report type, and
// the overlay exemption of polling and download (spec §2.7).
import { describe, expect, it } from 'vitest';
import { biPath, getExportedFile, pollExport, startExport } from '../../src/api/reports';
import type { ReportExportItem } from '../../src/domain/reports';
import { recordingClient } from './support/recording-client';

const item: ReportExportItem = {
  id: 'e-1', createdDateTime: '2026-01-01T00:00:00Z', lastActionDateTime: '2026-01-01T00:00:05Z', reportId: 'r-1',
  reportName: 'Full report', status: 'Succeeded', percentComplete: 100, resourceLocation: 'files/e-1',
  resourceFileExtension: '.pdf', expirationTime: null,
};

describe('report export ports', () => {
  it.each([
    ['Full', '/api/PowerBI/PostReportPdfExport'],
    ['Lite', '/api/PowerBI/PostReportLitePdfExport'],
    ['TenantPortfolio', '/api/PowerBI/PostReportTenantPortfolioPdfExport'],
    ['Audits', '/api/PowerBI/PostReportAuditsPdfExport'],
  ])('%s starts at %s', (type, path) => {
    expect(biPath(type, 'PostReport', 'PdfExport')).toBe(path);
  });

  it('an unknown report type throws the spec text', () => {
    expect(() => biPath('Weekly', 'PollReport', 'Export')).toThrow('Invalid report type: Weekly');
  });

  it('start posts the body (shown by the overlay); polling is silent and asks by exportId', async () => {
    const { client, requests: sent } = recordingClient(item);
    await startExport(client, { reportType: 'Supplier', body: { pages: ['a'] } });
    await pollExport(client, { reportType: 'Supplier', exportId: 'e-1' });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/PowerBI/PostReportSupplierPdfExport', json: { pages: ['a'] } });
    expect(sent[0]!.silent).toBeUndefined();
    expect(sent[1]).toEqual({ method: 'GET', path: '/api/PowerBI/PollReportSupplierExport', query: { exportId: 'e-1' }, silent: true });
  });

  it('the download sends the item as query fields and answers the file address', async () => {
    const { client, requests: sent } = recordingClient({ url: '/files/e-1.pdf' });
    await expect(getExportedFile(client, { reportType: 'Full', item })).resolves.toBe('/files/e-1.pdf');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/PowerBI/GetExportedFile', silent: true });
    expect(sent[0]!.query).toMatchObject({ id: 'e-1', reportId: 'r-1', status: 'Succeeded', percentComplete: 100 });
    await expect(getExportedFile(recordingClient('/files/x.pdf').client, { reportType: 'Lite', item })).resolves.toBe('/files/x.pdf');
    await expect(getExportedFile(recordingClient({}).client, { reportType: 'Lite', item })).rejects.toThrow('no address');
  });
});
