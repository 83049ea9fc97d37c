// Several server processes started at once on one PostgreSQL (`npm start -- --workers N`, or
// machines behind a balancer) each prepare the database before serving. On an empty database, three
// preparing together must leave one migrated schema and one demo seed, and none may fail: CI saw a
// second process die on "tuple concurrently updated" while both replaced the same trigger function.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { prepareDatabase } from '../../../src/server/db/prepare';
import { packages, users } from '../../../src/server/db/schema';
import { databaseUrlFor, onServer } from '../../helpers/server-global-setup';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('start-up of several processes on one empty PostgreSQL database', () => {
  const name = `startup_race_${process.pid}_${Date.now().toString(36)}`;
  let databases: Database[] = [];

  beforeAll(async () => {
    await onServer(serverUrl!, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = databaseUrlFor(serverUrl!, name);
    databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
  });
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
    await onServer(serverUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('migrates once and seeds once, with every process started', async () => {
    const outcomes = await Promise.allSettled(databases.map((d) => prepareDatabase(d)));
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(failures).toEqual([]);
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === true)).toHaveLength(1);
    const db = databases[0]!.db;
    const [{ n: buildingCount } = { n: 0 }] = await db.select({ n: count() }).from(packages);
    expect(buildingCount).toBe(4);
    // And a later start finds it ready: nothing to seed.
    expect(await prepareDatabase(databases[1]!)).toBe(false);
    const [{ n: userCount } = { n: 0 }] = await db.select({ n: count() }).from(users);
    expect(userCount).toBeGreaterThan(0);
  }, 240_000);
});
