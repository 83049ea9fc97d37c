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
import { runLoad, type LoadJob } from './support/load';
import { cpuSnapshot, servingProcesses } from './support/process-cpu';
import { capCpu } from './support/cpu-cap';
import { freePort } from '../scripts/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const WARM_UP_REQUESTS = 3000;
const CAPPED_WARM_UP_REQUESTS = 1000;
const QUERY = { page: 1, pageSize: 20, sort: [{ field: 'collectedAt', dir: 'desc' }] };

export interface ThroughputFigure {
  processes: number;
  /** Each serving process held to this many cores (cpu-cap.ts); undefined: as many as it takes. */
  capCores?: number;
  /** Connections of the load client, one request in flight on each. */
  concurrency: number;
  requests: number;
  errors: number;
  reqPerSecond: number;
  p50: number;
  p99: number;
  /** Share of all the machine's cores busy during the timed run (servers, PostgreSQL, load client). */
  machineBusyPct: number;
  /** CPU ms per answered request: the server processes, PostgreSQL, the load client, and the rest of the machine. */
  cpuPerRequest: { servers: number; postgres: number; client: number; other: number };
}

export interface MultiProcessFigures {
  concurrency: number;
  /** 1 process, then 2, each as many cores as it takes. */
  figures: ThroughputFigure[];
  ratio: number;
  /** The same, each serving process held to CAP_CORES: null where this machine lets no cap be set. */
  capped: { figures: ThroughputFigure[]; ratio: number } | null;
}

/**
 * Half a core per serving process: two of them take one of this machine's two cores, and the
 * other stays for PostgreSQL and the load client, as when they run on hosts of their own.
 */
const CAP_CORES = 0.5;

/** A timed run of `requests` against `server`, with where the machine's CPU went meanwhile. */
async function timedRun(server: { pid: number }, job: LoadJob, requests: number): Promise<Omit<ThroughputFigure, 'processes' | 'capCores'>> {
  const before = cpuSnapshot(server.pid);
  const run = await runLoad({ ...job, requests });
  const after = cpuSnapshot(server.pid);
  const spent = (key: keyof typeof after) => after[key] - before[key];
  const perRequest = (ms: number) => ms / run.requests;
  return {
    concurrency: job.concurrency,
    requests,
    errors: run.errors,
    reqPerSecond: run.perSecond,
    p50: run.p50,
    p99: run.p99,
    machineBusyPct: (100 * spent('machineBusyMs')) / spent('machineTotalMs'),
    cpuPerRequest: {
      servers: perRequest(spent('serversMs')),
      postgres: perRequest(spent('postgresMs')),
      client: perRequest(run.clientCpuMs),
      other: Math.max(0, perRequest(spent('machineBusyMs') - spent('serversMs') - spent('postgresMs') - run.clientCpuMs)),
    },
  };
}

async function startServer(workers: number, env: Record<string, string>): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
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
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function multiProcessFigures(options: { concurrency?: number; requests?: number } = {}): Promise<MultiProcessFigures> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Needs DATABASE_URL');
  const concurrency = options.concurrency ?? 16;
  const requests = options.requests ?? 10_000;
  // An empty database: the first start migrates and seeds it, as `npm start` does.
  const scratch = await scratchDatabase('multi_process', serverUrl);
  try {
    const env = { DATABASE_URL: scratch.databaseUrl!, DATA_DIR: scratch.dataDir };
    const figures: ThroughputFigure[] = [];
    const cappedFigures: ThroughputFigure[] = [];
    for (const processes of [1, 2]) {
      const server = await startServer(processes, env);
      try {
        const { auth } = await signedInClient(server.url, 'manager');
        const job: LoadJob = { url: server.url, token: auth.accessToken, path: '/api/Collections/Get', body: QUERY, concurrency };
        // Long enough for the JIT to settle in every process: a 200-request warm-up left the first
        // seconds of the timed run at half speed.
        await runLoad({ ...job, requests: WARM_UP_REQUESTS });
        figures.push({ processes, ...(await timedRun(server, job, requests)) });
        const cap = capCpu(servingProcesses(server.pid), CAP_CORES);
        if (!cap) continue;
        try {
          // The JIT is warm: this only lets the connections settle into the capped pace.
          const held = { ...job, concurrency: concurrency * 2 };
          await runLoad({ ...held, requests: CAPPED_WARM_UP_REQUESTS });
          cappedFigures.push({ processes, capCores: CAP_CORES, ...(await timedRun(server, held, requests)) });
        } finally {
          cap.release();
        }
      } finally {
        await server.stop();
      }
    }
    const ratioOf = (f: ThroughputFigure[]) => f[1]!.reqPerSecond / f[0]!.reqPerSecond;
    // Both held runs, or none to compare: a cap refused for either leaves the pair unmeasured.
    const capped = cappedFigures.length === 2 ? { figures: cappedFigures, ratio: ratioOf(cappedFigures) } : null;
    return { concurrency, figures, ratio: ratioOf(figures), capped };
  } finally {
    await scratch.close();
  }
}

function printRun(p: ThroughputFigure, cores: number): void {
  const cpu = p.cpuPerRequest;
  console.log(
    `   ${p.processes} process${p.processes > 1 ? 'es' : ''}${p.capCores ? `, each held to ${p.capCores} core` : ''}: ${p.reqPerSecond.toFixed(0)} req/s ` +
      `(${p.concurrency} connections, ${p.requests} requests, p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, ${p.errors} errors; ` +
      `the machine's ${cores} cores ${p.machineBusyPct.toFixed(0)}% busy; CPU ms per request: servers ${cpu.servers.toFixed(2)}, ` +
      `PostgreSQL ${cpu.postgres.toFixed(2)}, load client ${cpu.client.toFixed(2)}, the rest ${cpu.other.toFixed(2)})`,
  );
}

export function printMultiProcessFigures(f: MultiProcessFigures): void {
  const cores = os.cpus().length;
  console.log(
    `processes: PUT /api/Collections/Get (first page by date, as manager) on PostgreSQL, ${f.concurrency} concurrent clients ` +
      `in a separate process, after a warm-up; CPU per request from /proc (servers = the started process and its workers):`,
  );
  for (const p of f.figures) printRun(p, cores);
  const [one, two] = f.figures as [ThroughputFigure, ThroughputFigure];
  const perRequest = Object.values(two.cpuPerRequest).reduce((sum, ms) => sum + ms, 0);
  // Every core busy on nothing but this work: what the 2-process run could reach at most here.
  const ceiling = (cores * 1000) / perRequest;
  console.log(
    `   ratio 2 : 1 = ${f.ratio.toFixed(2)}×; this machine's ceiling for 2 processes (${cores} cores ÷ ${perRequest.toFixed(2)} CPU ms per request) ` +
      `= ${ceiling.toFixed(0)} req/s = ${(ceiling / one.reqPerSecond).toFixed(2)}× the 1-process figure`,
  );
  if (!f.capped) {
    console.log('   servers held to a share of a core: not measured (no writable cgroup cpu controller; needs root)');
    return;
  }
  console.log(
    `   each serving process held to ${CAP_CORES} core (cgroup CPU quota), so PostgreSQL and the load client always have a core free; ` +
      'twice the connections, so that each process has requests enough to use its share:',
  );
  for (const p of f.capped.figures) printRun(p, cores);
  console.log(`   ratio 2 : 1 with the servers held = ${f.capped.ratio.toFixed(2)}×`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printMultiProcessFigures(await multiProcessFigures());
}
