// `npm start`: build the SPA if needed, open + migrate the database, seed it on first start,
// and serve API + SPA. Settings come from the environment (config.ts).
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { buildSpaIfStale } from './spa-build';
import { startBanner } from './start-banner';

const config = readConfig();
const distDir = path.resolve(import.meta.dirname, '../../dist');
if (process.env.SKIP_SPA_BUILD !== '1') buildSpaIfStale(distDir);

const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await migrate(database.db);
if (await seedIfEmpty(database.db)) console.log('Seeded the demo database.');

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
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(startBanner(`http://${shownHost}:${config.port}`));

async function shutdown(): Promise<void> {
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
