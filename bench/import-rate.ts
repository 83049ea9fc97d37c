// Import rate of a 100 000-line transactions CSV (lines without docket no., each its own natural
// key) through the real upload and background job, and the latency a second user's grid requests
// see meanwhile (they are answered between the import's batches: issue #11's "an import freezes
// the server"). The import is polled every 200 ms; the grid client sends one request after another.
import { pathToFileURL } from 'node:url';
import { importStatusPath, isFinalImportStatus, TRANSACTIONS_IMPORT_PATH, IMPORT_FILE_PART, type ImportProgress } from '../src/domain/transactions-io';
import { startBenchServer } from './support/bench-server';
import { signedInClient } from './support/session-client';
import { percentile } from './support/stats';

export interface ImportRateFigures {
  lines: number;
  fileMb: number;
  /** Upload answered → Completed. */
  seconds: number;
  linesPerSecond: number;
  gridRequests: number;
  gridP50: number;
  gridP99: number;
  gridMax: number;
  status: string;
}

function linesCsv(contractor: string, product: string, lines: number): Blob {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const parts = ['Date,Contractor,Product,Quantity,Unit price,Invoice no.\r\n'];
  for (let i = 1; i <= lines; i++) parts.push(`2026-0${1 + (i % 9)}-${10 + (i % 19)},${quote(contractor)},${quote(product)},${(i / 1000).toFixed(3)},12.5,BENCH\r\n`);
  return new Blob(parts, { type: 'text/csv' });
}

export async function importRateFigures(lines = 100_000): Promise<ImportRateFigures> {
  const server = await startBenchServer();
  try {
    const { client } = await signedInClient(server.url, 'manager.supplier');
    const grid = (await signedInClient(server.url, 'manager')).client;
    const page = await client.request<{ data: { destinationContractorIdLabel: string; productIdLabel: string }[] }>({
      method: 'PUT',
      path: '/api/Transactions/Get',
      json: { skip: 0, take: 1, sort: [{ field: 'id', dir: 'asc' }] },
    });
    const first = page.data[0];
    if (!first) throw new Error('The seed has no transactions for manager.supplier');
    const file = linesCsv(first.destinationContractorIdLabel, first.productIdLabel, lines);
    const formData = new FormData();
    formData.append(IMPORT_FILE_PART, file, 'bench.csv');

    let progress = await client.request<ImportProgress>({ method: 'POST', path: TRANSACTIONS_IMPORT_PATH, formData });
    const started = performance.now();
    const gridMs: number[] = [];
    let running = true;
    const gridLoop = (async () => {
      while (running) {
        const t0 = performance.now();
        await grid.request({ method: 'PUT', path: '/api/Collections/Get', json: { skip: 0, take: 20, sort: [{ field: 'collectedAt', dir: 'desc' }] } });
        gridMs.push(performance.now() - t0);
      }
    })();
    while (!isFinalImportStatus(progress.importStatus)) {
      await new Promise((r) => setTimeout(r, 200));
      progress = await client.request<ImportProgress>({ method: 'GET', path: importStatusPath(progress.id) });
    }
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await gridLoop;
    return {
      lines,
      fileMb: file.size / (1024 * 1024),
      seconds,
      linesPerSecond: progress.addedRows / seconds,
      gridRequests: gridMs.length,
      gridP50: percentile(gridMs, 50),
      gridP99: percentile(gridMs, 99),
      gridMax: Math.max(...gridMs),
      status: `${progress.importStatus}: ${progress.addedRows} added, ${progress.refusedRows} refused${progress.errorMessage ? ` (${progress.errorMessage})` : ''}`,
    };
  } finally {
    await server.close();
  }
}

export function printImportRateFigures(f: ImportRateFigures): void {
  console.log(
    `import: ${f.lines.toLocaleString('en-AU')}-line CSV (${f.fileMb.toFixed(1)} MB) in ${f.seconds.toFixed(1)} s = ${f.linesPerSecond.toFixed(0)} lines/s (${f.status}); ` +
      `a second user's PUT /api/Collections/Get meanwhile: ${f.gridRequests} requests, p50 ${f.gridP50.toFixed(0)} ms, p99 ${f.gridP99.toFixed(0)} ms, max ${f.gridMax.toFixed(0)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printImportRateFigures(await importRateFigures(Number(process.argv[2]) || undefined));
}
