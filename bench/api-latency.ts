// p50/p95 latency of a filtered, sorted PUT /api/Collections/Get over at least 100 000
// collections, under concurrent load from a second process (bench/support/load-client.ts).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MIN_COLLECTIONS } from './support/big-database';
import { startBenchServer } from './support/bench-server';
import { signedInClient } from './support/session-client';
import { percentile } from './support/stats';

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
    const output = await runLoadClient(job);
    const result = JSON.parse(output) as { latencies: number[]; errors: number; wallMs: number };
    return {
      collections: server.collections,
      concurrency: job.concurrency,
      requests: job.requests,
      errors: result.errors,
      p50: percentile(result.latencies, 50),
      p95: percentile(result.latencies, 95),
      p99: percentile(result.latencies, 99),
      throughput: (result.latencies.length / result.wallMs) * 1000,
    };
  } finally {
    await server.close();
  }
}

/** Spawns the load client without blocking this process's event loop (the server lives here). */
function runLoadClient(job: unknown): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'support/load-client.ts'), JSON.stringify(job)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout.trim().split('\n').pop() ?? '{}')),
    );
  });
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
