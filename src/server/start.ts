// `npm start`: build the SPA if needed, open + migrate the database, seed it on first start,
// and serve API + SPA. Settings come from the environment (config.ts). `npm start -- --workers N`
// (PostgreSQL only) does that start-up work once here and then serves from N processes (cluster.ts).
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { startCluster } from './cluster';
import { PGLITE_ONE_PROCESS, readConfig, workersOption } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { buildSpaIfStale } from './spa-build';
import { startBanner } from './start-banner';

const config = readConfig();
const distDir = path.resolve(import.meta.dirname, '../../dist');
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${config.port}`;

async function open(): Promise<Database> {
  return openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}

/** Start-up work done once per `npm start`, whatever the number of processes. */
async function prepare(database: Database): Promise<void> {
  if (process.env.SKIP_SPA_BUILD !== '1') buildSpaIfStale(distDir);
  if (await prepareDatabase(database)) console.log('Seeded the demo database.');
}

/** Serves on the database until SIGINT/SIGTERM. */
async function serve(database: Database): Promise<void> {
  const app = await buildApp({
    db: database.db,
    dataDir: config.dataDir,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    tokenSecret: config.tokenSecret,
    publicUrl: config.publicUrl,
    configSecretKey: config.configSecretKey,
    trustProxy: config.trustProxy,
    distDir,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });
  async function shutdown(): Promise<void> {
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

if (cluster.isWorker) {
  await serve(await open());
} else {
  const option = workersOption(process.argv.slice(2));
  if ('error' in option) {
    console.error(option.error);
    process.exit(2);
  }
  if (option.workers > 1 && !config.databaseUrl) {
    console.error(PGLITE_ONE_PROCESS);
    process.exit(2);
  }
  if (option.workers === 1) {
    const database = await open();
    await prepare(database);
    await serve(database);
    console.log(startBanner(url));
  } else {
    const database = await open();
    await prepare(database);
    await database.close();
    const running = startCluster({
      workers: option.workers,
      onListening: () => console.log(`${startBanner(url)}\n\nServing from ${option.workers} processes (primary ${process.pid}).`),
    });
    const stop = () => void running.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
