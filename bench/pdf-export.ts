// Time from an export request to a downloadable PDF for the full report on the demo data: the
// real client calls (start, poll by id, download link) against the real server and its worker.
// The client polls every 5000 ms in the app (spec §9); here it polls every 50 ms so that the
// figure measures the server, not the poll interval.
import { pathToFileURL } from 'node:url';
import { getExportedFile, getReportData, pollExport, startExport } from '../src/api/reports';
import { defaultReportPeriod } from '../src/domain/report-data';
import type { ReportExportItem } from '../src/domain/reports';
import { startBenchServer } from './support/bench-server';
import { signedInClient } from './support/session-client';
import { median } from './support/stats';

export interface PdfExportFigures {
  runs: number;
  /** Request → Succeeded → link → file fetched, per run (ms). */
  exportMs: number[];
  medianMs: number;
  pdfBytes: number;
  /** GET /api/Reports/Full/Data for the same period, median of the runs (ms). */
  dataMedianMs: number;
}

export async function pdfExportFigures(runs = 5): Promise<PdfExportFigures> {
  const server = await startBenchServer();
  try {
    const { client } = await signedInClient(server.url, 'manager');
    const filters = defaultReportPeriod(new Date());
    const exportMs: number[] = [];
    const dataMs: number[] = [];
    let pdfBytes = 0;
    for (let i = 0; i < runs; i++) {
      const dataStarted = performance.now();
      await getReportData(client, 'Full', filters);
      dataMs.push(performance.now() - dataStarted);

      const started = performance.now();
      let item: ReportExportItem = await startExport(client, { reportType: 'Full', body: { filters } });
      while (item.status === 'NotStarted' || item.status === 'Running') {
        await new Promise((r) => setTimeout(r, 50));
        item = await pollExport(client, { reportType: 'Full', exportId: item.id });
      }
      if (item.status !== 'Succeeded') throw new Error(`The export ended ${item.status}`);
      const url = await getExportedFile(client, { reportType: 'Full', item });
      // Without PUBLIC_URL the link is relative to the server.
      const file = await fetch(new URL(url, server.url));
      pdfBytes = (await file.arrayBuffer()).byteLength;
      exportMs.push(performance.now() - started);
    }
    return { runs, exportMs, medianMs: median(exportMs), pdfBytes, dataMedianMs: median(dataMs) };
  } finally {
    await server.close();
  }
}

export function printPdfExportFigures(f: PdfExportFigures): void {
  console.log(
    `pdf export (full report, 12 months of demo data): median ${f.medianMs.toFixed(0)} ms from request to downloaded PDF ` +
      `(${f.exportMs.map((ms) => ms.toFixed(0)).join(', ')} ms over ${f.runs} runs), ${(f.pdfBytes / 1024).toFixed(0)} KiB; ` +
      `report data endpoint median ${f.dataMedianMs.toFixed(0)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPdfExportFigures(await pdfExportFigures());
}
