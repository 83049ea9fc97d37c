// Builds ONE migrated and seeded template database per test run; every server test file then
// starts from a copy of it (tests/helpers/server.ts). PGlite: a template data directory under
// .data-test/; with DATABASE_URL: a template database on that server.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed';

export const TEST_DATA_ROOT = path.resolve(import.meta.dirname, '../../.data-test');

/** Where this run's template lives; per run, so that concurrent runs never share one. */
export interface ServerTemplate {
  /** PGlite template data directory (without DATABASE_URL). */
  dir: string;
  /** Template database name (with DATABASE_URL). */
  database: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate;
  }
}

/** The URL of another database on the same server as `url`. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs statements on the server's maintenance connection (the DATABASE_URL database). */
export async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Ends every other session on `databaseUrl`'s database (a restart as its clients see it): how many. */
export async function terminateSessionsOf(databaseUrl: string): Promise<number> {
  return onServer(databaseUrl, async (c) => {
    const result = await c.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows[0]?.n ?? 0;
  });
}

async function buildTemplate(options: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const { db, close } = await openDatabase(options);
  try {
    await migrate(db);
    await seedDatabase(db);
  } finally {
    await close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const template: ServerTemplate = { dir: path.join(TEST_DATA_ROOT, `template_${runId}`), database: `waste_tpl_${runId}` };
  project.provide('serverTemplate', template);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await onServer(databaseUrl, (c) => c.query(`CREATE DATABASE ${template.database}`));
    await buildTemplate({ databaseUrl: databaseUrlFor(databaseUrl, template.database) });
    return async () => {
      await onServer(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${template.database}`));
    };
  }
  await buildTemplate({ dataDir: template.dir });
  return async () => rmSync(template.dir, { recursive: true, force: true });
}
