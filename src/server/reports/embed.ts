// GET /api/PowerBI/GetReport{variant}EmbedResource: a Power BI embed configuration when the
// variant's report is configured, else the built-in report the page draws from the Data endpoint.
import type { EmbedResource } from '../../domain/report-data';
import { reportDataPath, type ReportType } from '../../domain/reports';
import { readPowerBiConfig } from './powerbi/config';
import { powerBiClientFor } from './powerbi/client';
import { builtinReportId, REPORT_VARIANTS } from './variants';

/** The configured Power BI report of a variant, or null (built-in mode). */
export function powerBiTarget(type: ReportType) {
  const config = readPowerBiConfig();
  const reportId = config?.reportIds[type];
  return config && reportId ? { client: powerBiClientFor(config), reportId } : null;
}

export async function embedResource(type: ReportType): Promise<EmbedResource> {
  const target = powerBiTarget(type);
  if (!target) {
    return { mode: 'builtin', reportId: builtinReportId(type), reportName: REPORT_VARIANTS[type].reportName, dataPath: reportDataPath(type) };
  }
  const report = await target.client.getReport(target.reportId);
  const token = await target.client.generateEmbedToken(target.reportId);
  return {
    mode: 'powerbi',
    reportId: report.id,
    reportName: report.name,
    embedUrl: report.embedUrl,
    accessToken: token.token,
    expiration: token.expiration,
  };
}
