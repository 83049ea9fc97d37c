// p50/p95 latency of a filtered, sorted PUT /api/Collections/Get over at least 100 000
// collections, under concurrent load from a second process (bench/support/load-client.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/server/app';
import { openBigDatabase } from './support/big-database';

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function apiLatencyFigures(options: { concurrency?: number; requests?: number } = {}): Promise<LatencyFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-latency-'));
  const database = await openBigDatabase(dataDir);
  try {
    const total = database.collections;
    const app = await buildApp({ db: database.db, dataDir, accessTokenTtlSeconds: 3600, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const tokenResponse = await fetch(`${url}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', applicationType: 'web' },
        body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Demo!2026' }),
      });
      const token = String(((await tokenResponse.json()) as { access_token: string }).access_token);
      const job = {
        url,
        token,
        path: '/api/Collections/Get',
        body: QUERY,
        concurrency: options.concurrency ?? 8,
        requests: options.requests ?? 400,
      };
      // The load runs in a child process while this process serves it.
      const output = await runLoadClient(job);
      const result = JSON.parse(output) as { latencies: number[]; errors: number; wallMs: number };
      const sorted = [...result.latencies].sort((a, b) => a - b);
      return {
        collections: total,
        concurrency: job.concurrency,
        requests: job.requests,
        errors: result.errors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        throughput: (sorted.length / result.wallMs) * 1000,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
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
