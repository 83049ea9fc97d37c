// Throughput of one grid page with 1 and with 2 server processes on one PostgreSQL
// (`npm start -- --workers N`): the real entry as a child process on a scratch database (the demo
// data), loaded from a third process (bench/support/load-client.ts: autocannon's connections to
// 127.0.0.1) — a warm-up, then a fixed number of requests;
// req/s = answered requests ÷ wall time. Needs DATABASE_URL (a server where it may create a database).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { scratchDatabase } from './support/scratch-database';
import { signedInClient } from './support/session-client';
import { runLoad } from './support/load';
import { freePort } from '../scripts/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const QUERY = { page: 1, pageSize: 20, sort: [{ field: 'collectedAt', dir: 'desc' }] };

export interface ThroughputFigure {
  processes: number;
  requests: number;
  errors: number;
  reqPerSecond: number;
  p50: number;
  p99: number;
  /** Share of all the machine's cores busy during the timed run (servers, PostgreSQL, load client). */
  machineBusyPct: number;
}

export interface MultiProcessFigures {
  concurrency: number;
  figures: ThroughputFigure[];
  ratio: number;
}


async function startServer(workers: number, env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts', '--workers', String(workers)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SKIP_SPA_BUILD: '1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 180_000; ; ) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/docs/json`).then((r) => r.ok, () => false)) break;
    if (Date.now() > until) throw new Error('The server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  // Every worker listens before the primary's first answer is possible, but give the others a
  // moment to open their pools.
  await new Promise((r) => setTimeout(r, 1000));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** All cores' busy and total times so far (os.cpus(), ms). */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

export async function multiProcessFigures(options: { concurrency?: number; requests?: number } = {}): Promise<MultiProcessFigures> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Needs DATABASE_URL');
  const concurrency = options.concurrency ?? 16;
  const requests = options.requests ?? 2000;
  // An empty database: the first start migrates and seeds it, as `npm start` does.
  const scratch = await scratchDatabase('multi_process', serverUrl);
  try {
    const env = { DATABASE_URL: scratch.databaseUrl!, DATA_DIR: scratch.dataDir };
    const figures: ThroughputFigure[] = [];
    for (const processes of [1, 2]) {
      const server = await startServer(processes, env);
      try {
        const { auth } = await signedInClient(server.url, 'manager');
        const job = { url: server.url, token: auth.accessToken, path: '/api/Collections/Get', body: QUERY, concurrency };
        await runLoad({ ...job, requests: Math.max(concurrency * 10, requests / 10) });
        const before = cpuTimes();
        const run = await runLoad({ ...job, requests });
        const after = cpuTimes();
        figures.push({
          processes,
          requests,
          errors: run.errors,
          reqPerSecond: run.perSecond,
          p50: run.p50,
          p99: run.p99,
          machineBusyPct: (100 * (after.busy - before.busy)) / (after.total - before.total),
        });
      } finally {
        await server.stop();
      }
    }
    return { concurrency, figures, ratio: figures[1]!.reqPerSecond / figures[0]!.reqPerSecond };
  } finally {
    await scratch.close();
  }
}

export function printMultiProcessFigures(f: MultiProcessFigures): void {
  console.log(
    `processes: PUT /api/Collections/Get (first page by date, as manager) on PostgreSQL, ${f.concurrency} concurrent clients ` +
      `in a separate process, after a warm-up:`,
  );
  for (const p of f.figures) {
    console.log(
      `   ${p.processes} process${p.processes > 1 ? 'es' : ''}: ${p.reqPerSecond.toFixed(0)} req/s ` +
        `(${p.requests} requests, p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, ${p.errors} errors; ` +
        `the machine's ${os.cpus().length} cores ${p.machineBusyPct.toFixed(0)}% busy)`,
    );
  }
  console.log(`   ratio 2 : 1 = ${f.ratio.toFixed(2)}× (machine: ${os.cpus().length} cores, shared with the load client and PostgreSQL)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printMultiProcessFigures(await multiProcessFigures());
}
