// Runs bench/support/load-client.ts in a second process — without blocking this one's event loop,
// where a bench's server may live — and sums up what it measured.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { percentile } from './stats';

export interface LoadJob {
  url: string;
  token: string;
  path: string;
  body: unknown;
  concurrency: number;
  /** Stop after this many requests … */
  requests?: number;
  /** … or after this long (ms), whichever the job names. */
  durationMs?: number;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  overOneSecond: number;
  /** CPU ms the load client spent sending them. */
  clientCpuMs: number;
}

export function runLoad(job: LoadJob): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'load-client.ts'), JSON.stringify(job)], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const r = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { latencies: number[]; errors: number; wallMs: number; cpuMs: number };
      resolve({
        requests: r.latencies.length,
        errors: r.errors,
        p50: percentile(r.latencies, 50),
        p95: percentile(r.latencies, 95),
        p99: percentile(r.latencies, 99),
        perSecond: (r.latencies.length / r.wallMs) * 1000,
        overOneSecond: r.latencies.filter((ms) => ms > 1000).length,
        clientCpuMs: r.cpuMs,
      });
    });
  });
}
