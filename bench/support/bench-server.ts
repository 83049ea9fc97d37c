// A real reference server for benchmarks: its own data directory (PGlite), migrated and seeded
// like `npm start` (topped up to a big table when asked), listening on an ephemeral loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed';
import { topUpCollections } from './big-database';

export interface BenchServer {
  url: string;
  /** Collections in the database. */
  collections: number;
  close(): Promise<void>;
}

export interface BenchServerOptions {
  accessTokenTtlSeconds?: number;
  /** At least this many collections (see big-database.ts); the demo data alone when left out. */
  minCollections?: number;
  /** A production build of the SPA to serve (the browser benchmarks). */
  distDir?: string;
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const database = await openDatabase({ dataDir });
  const discard = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(database.db);
    const ctx = await seedDatabase(database.db, { log: false });
    const collections = await topUpCollections(database.db, ctx, options.minCollections ?? 0);
    const app = await buildApp({
      db: database.db,
      dataDir,
      distDir: options.distDir,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
      logger: false,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      url,
      collections,
      close: async () => {
        await app.close();
        await discard();
      },
    };
  } catch (error) {
    await discard();
    throw error;
  }
}
