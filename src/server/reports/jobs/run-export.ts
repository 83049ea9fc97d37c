// One export job: NotStarted → Running (0..100) → Succeeded with the file saved under
// ${dataDir}/files/exports, or Failed (invalid filters, a renderer error, Power BI's refusal).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { Db } from '../../db/client';
import { buildReport } from '../build-report';
import { EXPORTS_URL_PATH, exportFileName, exportFilePath, exportsDir } from '../export-files';
import { EXPORT_TTL_MS, type ExportJobPayload, updateExport } from '../export-store';
import { readPowerBiConfig } from '../powerbi/config';
import { powerBiClientFor } from '../powerbi/client';
import { renderReportPdf } from '../pdf/render';
import { reportZone } from '../pdf/report-zone';
import { REPORT_VARIANTS } from '../variants';
import { jobProgress } from '../../jobs/claim';

export interface ExportRunContext {
  db: Db;
  dataDir: string;
  jobId: number;
  /** How often a Power BI export is asked for its status. */
  powerBiPollMs: number;
}

async function builtinPdf(ctx: ExportRunContext, payload: ExportJobPayload, title: string, progress: (p: number) => Promise<void>): Promise<Buffer> {
  const data = await buildReport(ctx.db, payload.reportType, payload.filters, payload.scope, title);
  await progress(15);
  return renderReportPdf(data, progress, new Date(), await reportZone(ctx.db, data.filters.tenantIds));
}

async function powerBiPdf(ctx: ExportRunContext, payload: ExportJobPayload, reportId: string, progress: (p: number) => Promise<void>): Promise<Buffer> {
  const config = readPowerBiConfig();
  if (!config) throw new Error('Power BI settings are gone from the environment.');
  const client = powerBiClientFor(config);
  let state = await client.startExport(reportId, payload.filters);
  while (state.status === 'NotStarted' || state.status === 'Running') {
    await progress(Math.min(95, Math.max(1, state.percentComplete)));
    await new Promise((r) => setTimeout(r, ctx.powerBiPollMs));
    state = await client.getExport(reportId, state.id);
  }
  if (state.status !== 'Succeeded') throw new Error(`Power BI export ended ${state.status}.`);
  return client.downloadExport(reportId, state.id);
}

export async function runExport(ctx: ExportRunContext, payload: ExportJobPayload, reportName: string): Promise<void> {
  const id = payload.exportId;
  const progress = async (percentComplete: number) => {
    await updateExport(ctx.db, id, { status: 'Running', percentComplete });
    await jobProgress(ctx.db, ctx.jobId, percentComplete);
  };
  await progress(0);
  const title = reportName || REPORT_VARIANTS[payload.reportType].reportName;
  const pdf = payload.powerBiReportId
    ? await powerBiPdf(ctx, payload, payload.powerBiReportId, progress)
    : await builtinPdf(ctx, payload, title, progress);
  await mkdir(exportsDir(ctx.dataDir), { recursive: true });
  const file = exportFilePath(ctx.dataDir, id);
  // Written aside and renamed: a download never sees half a file.
  await writeFile(`${file}.part`, pdf);
  await rename(`${file}.part`, file);
  await updateExport(ctx.db, id, {
    status: 'Succeeded',
    percentComplete: 100,
    resourceLocation: `${EXPORTS_URL_PATH}/${exportFileName(id)}`,
    resourceFileExtension: '.pdf',
    expirationTime: new Date(Date.now() + EXPORT_TTL_MS).toISOString(),
  });
}
