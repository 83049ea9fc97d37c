// `npm run bench`: every benchmark, one after another, each printing its figures. Benchmarks are
// measurements, not tests: they print numbers and fail only when they cannot run.
import { printRefreshFigures, refreshCallFigures } from './refresh-calls';
import { pdfExportFigures, printPdfExportFigures } from './pdf-export';
import { loginBundleFigures, printLoginBundleFigures } from './login-bundle';
import { apiLatencyFigures, printLatencyFigures } from './api-latency';
import { gridNavigationFigures, printGridNavigationFigures } from './grid-navigation';
import { importRateFigures, printImportRateFigures } from './import-rate';
import { printReportRollupFigures, reportRollupFigures } from './report-rollup';
import { gridScaleAll, printGridScaleFigures } from './grid-scale';
import { multiProcessFigures, printMultiProcessFigures } from './multi-process';
import { printQuickSearchFigures, quickSearchAll } from './quick-search';
import { gridLoadAll, printGridLoadFigures } from './grid-load';

interface Bench {
  name: string;
  run(): Promise<void>;
}

const BENCHES: Bench[] = [
  { name: 'JavaScript loaded to show /login', run: async () => printLoginBundleFigures(await loginBundleFigures()) },
  { name: 'token refresh under concurrent 401s', run: async () => printRefreshFigures(await refreshCallFigures()) },
  { name: 'PDF export, request to downloadable file', run: async () => printPdfExportFigures(await pdfExportFigures()) },
  { name: 'API latency under load', run: async () => printLatencyFigures(await apiLatencyFigures()) },
  { name: 'Collections grid over 100 000 rows, in Chromium', run: async () => printGridNavigationFigures(await gridNavigationFigures()) },
  { name: 'transactions import of 100 000 lines, with a second user on a grid', run: async () => printImportRateFigures(await importRateFigures()) },
  { name: 'report data at 1 000 000 collections, from the rollups', run: async () => printReportRollupFigures(await reportRollupFigures()) },
  { name: 'grid under 20 concurrent clients for 20 s, alone and during a full export (PGlite; PostgreSQL with DATABASE_URL)', run: async () => (await gridLoadAll()).forEach(printGridLoadFigures) },
  { name: 'Collections grid at 1,000,000 collections (PGlite; PostgreSQL with DATABASE_URL)', run: async () => (await gridScaleAll()).forEach(printGridScaleFigures) },
  { name: 'quick search at 1,000,000 collections (PGlite; PostgreSQL with DATABASE_URL)', run: async () => (await quickSearchAll()).forEach(printQuickSearchFigures) },
  {
    name: 'throughput with 1 and with 2 server processes on PostgreSQL',
    run: async () => (process.env.DATABASE_URL ? printMultiProcessFigures(await multiProcessFigures()) : console.log('skipped: needs DATABASE_URL (PGlite is one process)')),
  },
];

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n== ${bench.name}`);
  const started = performance.now();
  // One bench that cannot run does not cost the figures of the others; the run still fails.
  try {
    await bench.run();
  } catch (error) {
    failed += 1;
    console.log(`   could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  console.log(`   (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
if (failed > 0) process.exitCode = 1;
