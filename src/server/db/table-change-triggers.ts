// Every table of the schema announces that a statement wrote to it — its name, on the session
// channel (session-triggers.ts), once per statement and, as PostgreSQL folds equal notifications,
// once per transaction — so that what a process keeps from a read (the grid's capped totals,
// routes/generic/count-memo.ts) is dropped in every process on the database, whatever route,
// import, trigger or script made the write. Applied on every start (migrate.ts), like the other
// triggers the generated migration cannot hold; a table added to the schema gets its trigger on
// the next start.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as schema from './schema';
import { SESSION_CHANNEL, TABLE_PAYLOAD_PREFIX } from './session-triggers';

/** The names of the schema's tables: the ones whose writes are announced. */
export const ANNOUNCED_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])),
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
  for (const table of ANNOUNCED_TABLES) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${TRIGGER} ON "${table}"`));
    await db.execute(
      sql.raw(`CREATE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`),
    );
  }
}
