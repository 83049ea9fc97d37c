// The schema's tables announce that a statement wrote to them — the table's name, on the session
// channel (session-triggers.ts), once per statement and, as PostgreSQL folds equal notifications,
// once per transaction — so that what a process keeps from a read (the grid's totals,
// routes/generic/count-memo.ts) is dropped in every process on the database, whatever route,
// import, trigger or script made the write.
//
// A transaction that notifies takes PostgreSQL's notification lock through its commit, so commits
// that notify no longer overlap (a review measured 8 concurrent one-row inserts at 4–5k commits/s
// against 13k without). Tables written on their own — the job queue's claim poll every 2 s, sign-in
// and refresh records, import and export progress, the report rollups (written in their source's
// transaction anyway) — are therefore left out: no grid total needs them, and a count that reads
// one is simply never kept (count-memo.ts).
//
// Applied on every start (migrate.ts), like the other triggers the generated migration cannot hold,
// but only where one is missing or no longer wanted: re-creating them took an exclusive lock on
// every table at each start, queueing every query behind any long reader, and left a moment in
// which another process's write went unannounced.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as schema from './schema';
import { SESSION_CHANNEL, TABLE_PAYLOAD_PREFIX } from './session-triggers';

const UNANNOUNCED = new Set([
  'jobs',
  'login_attempts',
  'refresh_tokens',
  'known_sign_in_addresses',
  'password_reset_requests',
  'idempotency_keys',
  'imports',
  'import_problems',
  'report_exports',
  'collection_rollups',
  'transaction_rollups',
  'service_tallies',
]);

/** The tables whose writes are announced: the schema's, but for UNANNOUNCED. */
export const ANNOUNCED_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) && !UNANNOUNCED.has(getTableName(value)) ? [getTableName(value)] : [])),
);

const TRIGGER = 'announce_table_change';

export async function applyTableChangeTriggers(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${SESSION_CHANNEL}', '${TABLE_PAYLOAD_PREFIX}' || TG_TABLE_NAME);
  RETURN NULL;
END $$`),
  );
  const existing = (await db.execute(
    sql`SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE t.tgname = ${TRIGGER} AND n.nspname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  const present = new Set(existing.rows.map((row) => row.name));
  for (const table of ANNOUNCED_TABLES) {
    if (present.has(table)) continue;
    await db.execute(
      sql.raw(`CREATE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`),
    );
  }
  for (const table of present) {
    if (!ANNOUNCED_TABLES.has(table)) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${TRIGGER} ON "${table}"`));
  }
}
