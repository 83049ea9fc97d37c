// p50/p95 latency of a filtered, sorted PUT /api/Collections/Get over at least 100 000
// collections, under concurrent load from a second process (bench/support/load-client.ts).
import { pathToFileURL } from 'node:url';
import { MIN_COLLECTIONS } from './support/big-database';
import { startBenchServer } from './support/bench-server';
import { signedInClient } from './support/session-client';
import { runLoad } from './support/load';

export interface LatencyFigures {
  collections: number;
  concurrency: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
}

const QUERY = {
  page: 3,
  pageSize: 50,
  sort: [
    { field: 'collectedAt', dir: 'desc' },
    { field: 'netKg', dir: 'asc' },
  ],
  filter: {
    logic: 'and',
    filters: [
      { field: 'netKg', operator: 'gte', value: 2 },
      {
        logic: 'or',
        filters: [
          { field: 'isContaminated', operator: 'eq', value: false },
          { field: 'contaminationLevel', operator: 'neq', value: 'High' },
        ],
      },
    ],
  },
};

export async function apiLatencyFigures(options: { concurrency?: number; requests?: number } = {}): Promise<LatencyFigures> {
  const server = await startBenchServer({ minCollections: MIN_COLLECTIONS });
  try {
    const { auth } = await signedInClient(server.url, 'admin');
    const job = {
      url: server.url,
      token: auth.accessToken,
      path: '/api/Collections/Get',
      body: QUERY,
      concurrency: options.concurrency ?? 8,
      requests: options.requests ?? 400,
    };
    // The load runs in a child process while this process serves it.
    const result = await runLoad(job);
    return {
      collections: server.collections,
      concurrency: job.concurrency,
      requests: job.requests,
      errors: result.errors,
      p50: result.p50,
      p95: result.p95,
      p99: result.p99,
      throughput: result.perSecond,
    };
  } finally {
    await server.close();
  }
}

export function printLatencyFigures(f: LatencyFigures): void {
  console.log(
    `api: PUT /api/Collections/Get (filtered, sorted, page 3 of 50) over ${f.collections.toLocaleString('en-AU')} collections, ` +
      `${f.concurrency} concurrent clients in a second process, ${f.requests} requests: ` +
      `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ` +
      `${f.throughput.toFixed(0)} req/s, ${f.errors} errors`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLatencyFigures(await apiLatencyFigures());
}
