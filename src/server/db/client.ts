// One database handle for the whole server: PGlite (embedded, file-backed) by default, or any
// PostgreSQL through node-postgres when a connection URL is given. Both give the same drizzle API.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { LOCK_CLASS } from './advisory-locks';
import { reportConnectionLoss } from './connection-loss';
import { holdDataDirLock } from './data-dir-lock';
import { cancelStatementsOfGoneRequests } from './request-statements';
import * as schema from './schema';
import { statementTimeoutMs } from './statement-timeout';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseOptions {
  /** Directory of the embedded database (`${dataDir}/pgdata`); ignored with databaseUrl. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL only: the limit of one statement (statement-timeout.ts); default STATEMENT_TIMEOUT_MS. */
  statementTimeoutMs?: number;
}

export interface Database {
  db: Db;
  /**
   * Runs `work` while no other process runs its own on this database (a session advisory lock on
   * a connection of its own, without a statement time-out: the wait may be another process's seed).
   * PGlite is one process's database already (data-dir-lock.ts).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded database (PGlite): it runs its statements on this process's own thread. */
export function isEmbedded(db: Db): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, statement_timeout: options.statementTimeoutMs ?? statementTimeoutMs() });
    // Each pooled connection reports its own loss, idle or held by a transaction (the pool listens
    // to its clients only while they are idle, and passes that on as its own 'error': heard here,
    // already logged by the client's listener).
    pool.on('connect', (connection) => reportConnectionLoss(connection, 'a pooled connection'));
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    cancelStatementsOfGoneRequests(db, pool, options.databaseUrl);
    const databaseUrl = options.databaseUrl;
    return { db, alone: (work) => holdingStartUpLock(databaseUrl, work), close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data';
  const pgdata = path.resolve(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  // PGlite is one process's database: a second opener would write the same files unsynchronised.
  const lock = holdDataDirLock(dataDir);
  try {
    // pg_trgm: the quick search's trigram indexes (search-indexes.ts).
    const client = await PGlite.create(pgdata, { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    return {
      db,
      alone: (work) => work(),
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function holdingStartUpLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  reportConnectionLoss(holder, 'the start-up lock');
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1::int, 0)', [LOCK_CLASS.startUp]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when `work` threw.
    await holder.end();
  }
}
