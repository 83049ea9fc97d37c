// The start-up work on a database before serving: migrations, the triggers and indexes beside them
// (migrate.ts), and the demo seed on an empty database. Several processes started at once on one
// PostgreSQL (`--workers N`, or machines behind a balancer) would otherwise race: two
// `CREATE OR REPLACE FUNCTION`s fail with "tuple concurrently updated", and two seeds both find
// the database empty. So one process does it at a time, and the next finds it done.
import type { Database } from './client';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

/** Migrates, then seeds if empty; true when this call seeded. */
export function prepareDatabase(database: Database): Promise<boolean> {
  return database.alone(async () => {
    await migrate(database.db);
    return seedIfEmpty(database.db);
  });
}
