// `npm run db:reset`: drop the demo database and create it again (migrated and seeded).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { seedDatabase } from './seed';

const config = readConfig();
if (!config.databaseUrl) rmSync(path.resolve(config.dataDir, 'pgdata'), { recursive: true, force: true });
const { db, close } = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  if (config.databaseUrl) {
    await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await db.execute(sql`DROP SCHEMA public CASCADE`);
    await db.execute(sql`CREATE SCHEMA public`);
  }
  await migrate(db);
  await seedDatabase(db);
  console.log(`Demo database re-created (${config.databaseUrl ? 'DATABASE_URL' : path.resolve(config.dataDir, 'pgdata')}).`);
} finally {
  await close();
}
