// A throw-away database for a benchmark: a PGlite directory under the system's temporary
// directory, or (with a PostgreSQL server URL) a database of its own on that server, dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

export interface ScratchDatabase extends Database {
  /** DATA_DIR for files (and PGlite's data). */
  dataDir: string;
  /** The database's own URL on PostgreSQL; undefined on PGlite. */
  databaseUrl: string | undefined;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** `serverUrl`: a PostgreSQL URL whose server gets a new database; undefined for PGlite. */
export async function scratchDatabase(name: string, serverUrl: string | undefined): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  if (!serverUrl) {
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      dataDir,
      databaseUrl: undefined,
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dbName = `${name}_${process.pid}_${Date.now().toString(36)}`.replace(/\W/g, '_');
  await onServer(serverUrl, `CREATE DATABASE ${dbName}`);
  const databaseUrl = databaseUrlFor(serverUrl, dbName);
  // The million-row INSERTs outlast the server's default statement limit.
  const database = await openDatabase({ databaseUrl, statementTimeoutMs: 600_000 });
  return {
    ...database,
    dataDir,
    databaseUrl,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
