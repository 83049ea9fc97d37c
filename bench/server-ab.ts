// Two (or more) checkouts' servers, side by side on one prepared database: each round starts each
// checkout's `src/server/start.ts` in turn on the same data, warms it for 3 s, then measures the
// grid's first page by date under 20 connections (autocannon, bench/support/load-client.ts) with
// the server process's CPU per request. Rounds alternate the checkouts, so a machine that slows
// down during the run slows both. PGlite: the demo data topped up to 100,000+ collections, kept in
// a directory between runs; PostgreSQL (with DATABASE_URL, a server URL): the manager's building
// filled to 1,000,000 collections in a database `bench_ab_1m` kept on that server.
// Run: npx tsx bench/server-ab.ts <rounds> <checkout dir> <checkout dir>…
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/free-port';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed';
import { MIN_COLLECTIONS, topUpCollections } from './support/big-database';
import { runLoad } from './support/load';
import { buildingOf, fillCollections, MILLION } from './support/million-collections';
import { cpuSnapshot } from './support/process-cpu';
import { databaseUrlFor } from './support/scratch-database';
import { signedInClient } from './support/session-client';

const FIRST_PAGE = { page: 1, pageSize: 20, skip: 0, take: 20, sort: [{ field: 'collectedAt', dir: 'desc' }] };
const CLIENTS = 20;
const DURATION_MS = 15_000;
const PGLITE_DIR = path.join(os.tmpdir(), 'bench-ab-pglite-100k');
const PG_DATABASE = 'bench_ab_1m';

/** The database every checkout serves: prepared once, kept for later runs. */
async function preparedDatabase(serverUrl: string | undefined): Promise<{ databaseUrl?: string; dataDir?: string }> {
  if (serverUrl) {
    const databaseUrl = databaseUrlFor(serverUrl, PG_DATABASE);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [PG_DATABASE])).rowCount;
    if (!exists) await admin.query(`create database ${PG_DATABASE}`);
    await admin.end();
    if (!exists) {
      const database = await openDatabase({ databaseUrl, statementTimeoutMs: 3_600_000 });
      await migrate(database.db);
      await seedDatabase(database.db, { log: false });
      await fillCollections(database.db, await buildingOf(database.db, 'manager'), MILLION);
      await database.close();
    }
    return { databaseUrl };
  }
  const ready = path.join(PGLITE_DIR, 'ready');
  if (!existsSync(ready)) {
    const database = await openDatabase({ dataDir: PGLITE_DIR });
    await migrate(database.db);
    await topUpCollections(database.db, await seedDatabase(database.db, { log: false }), MIN_COLLECTIONS);
    await database.close();
    writeFileSync(ready, new Date().toISOString());
  }
  return { dataDir: PGLITE_DIR };
}

async function measure(checkout: string, database: { databaseUrl?: string; dataDir?: string }): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_SPA_BUILD: '1', LOG_LEVEL: 'error' };
  if (database.databaseUrl) {
    env.DATABASE_URL = database.databaseUrl;
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'bench-ab-files-'));
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = database.dataDir;
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], { cwd: checkout, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; !(await fetch(`${url}/api/docs/json`).then((r) => r.ok, () => false)); tries++) {
      if (tries > 480) throw new Error(`${checkout}: the server did not start within 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { auth } = await signedInClient(url, 'manager');
    const job = { url, token: auth.accessToken, path: '/api/Collections/Get', body: FIRST_PAGE, concurrency: CLIENTS };
    await runLoad({ ...job, durationMs: 3_000 });
    const before = cpuSnapshot(server.pid!).serversMs;
    const f = await runLoad({ ...job, durationMs: DURATION_MS });
    const cpuPerRequest = (cpuSnapshot(server.pid!).serversMs - before) / f.requests;
    return `p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms, ${f.perSecond.toFixed(0)} req/s, server CPU ${cpuPerRequest.toFixed(2)} ms per request, ${f.errors} errors`;
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const [roundsArg, ...checkouts] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!Number.isInteger(rounds) || rounds < 1 || checkouts.length === 0) {
  console.log('Usage: npx tsx bench/server-ab.ts <rounds> <checkout dir> <checkout dir>…');
  process.exit(2);
}
const database = await preparedDatabase(process.env.DATABASE_URL);
console.log(`${database.databaseUrl ? `PostgreSQL, ${PG_DATABASE}` : `PGlite, ${PGLITE_DIR}`}: ${CLIENTS} clients × ${DURATION_MS / 1000} s, first grid page by date`);
for (let round = 1; round <= rounds; round++) {
  for (const checkout of checkouts) console.log(`  round ${round}  ${checkout.padEnd(24)} ${await measure(path.resolve(checkout), database)}`);
}
