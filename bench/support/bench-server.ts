// A real reference server for benchmarks: its own data directory (PGlite), migrated and seeded
// like `npm start`, listening on an ephemeral loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/db/seed';

export interface BenchServer {
  url: string;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

export async function startBenchServer(
  options: { accessTokenTtlSeconds?: number; dataDir?: string; prepare?: (db: Db) => Promise<void> } = {},
): Promise<BenchServer> {
  const owned = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  await options.prepare?.(database.db);
  const app = await buildApp({
    db: database.db,
    dataDir,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    logger: false,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      if (owned) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
