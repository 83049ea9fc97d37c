// `npm run bench`: every benchmark, one after another, each printing its figures. Benchmarks are
// measurements, not tests: they print numbers and fail only when they cannot run.
import { printRefreshFigures, refreshCallFigures } from './refresh-calls';
import { pdfExportFigures, printPdfExportFigures } from './pdf-export';

interface Bench {
  name: string;
  run(): Promise<void>;
}

const BENCHES: Bench[] = [
  { name: 'token refresh under concurrent 401s', run: async () => printRefreshFigures(await refreshCallFigures()) },
  { name: 'PDF export, request to downloadable file', run: async () => printPdfExportFigures(await pdfExportFigures()) },
];

for (const bench of BENCHES) {
  console.log(`\n== ${bench.name}`);
  const started = performance.now();
  await bench.run();
  console.log(`   (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
