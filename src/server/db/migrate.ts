// Applies the committed SQL migrations (src/server/db/migrations), then the session, table-change
// and rollup triggers and the quick search's trigram indexes that the generated migration cannot
// hold (session-triggers.ts, table-change-triggers.ts, rollup-triggers.ts, search-indexes.ts).
// drizzle's per-driver migrators are the same two lines over the dialect, so one function serves
// PGlite and node-postgres.
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { applyRollupTriggers } from './rollup-triggers';
import { applySearchIndexes } from './search-indexes';
import { applySessionTriggers } from './session-triggers';
import { applyTableChangeTriggers } from './table-change-triggers';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');

interface DialectAccess {
  dialect: PgDialect;
  session: PgSession;
}

export async function migrate(db: Db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const { dialect, session } = db as unknown as DialectAccess;
  await dialect.migrate(readMigrationFiles(config), session, config);
  await applySessionTriggers(db);
  await applyTableChangeTriggers(db);
  await applyRollupTriggers(db);
  await applySearchIndexes(db);
}
