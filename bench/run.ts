// `npm run bench`: every benchmark, one after another, each printing its figures. Benchmarks are
// measurements, not tests: they print numbers and fail only when they cannot run.
import { printRefreshFigures, refreshCallFigures } from './refresh-calls';

interface Bench {
  name: string;
  run(): Promise<void>;
}

const BENCHES: Bench[] = [
  { name: 'token refresh under concurrent 401s', run: async () => printRefreshFigures(await refreshCallFigures()) },
];

for (const bench of BENCHES) {
  console.log(`\n== ${bench.name}`);
  const started = performance.now();
  await bench.run();
  console.log(`   (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
