// A demo database topped up to at least `minCollections` collections in the Full-edition building
// (more years of the seed's own generator), for the benchmarks that need a big table.
import { count } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed';
import { fullEditionBuildings, insertGeneratedCollections } from '../../src/server/db/seed/collections-seed';
import { collections } from '../../src/server/db/schema';

export const MIN_COLLECTIONS = 100_000;

type Database = Awaited<ReturnType<typeof openDatabase>>;

async function collectionCount(db: Database['db']): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collections);
  return row?.n ?? 0;
}

export async function openBigDatabase(dataDir: string, minCollections = MIN_COLLECTIONS): Promise<Database & { collections: number }> {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database.db);
    const ctx = await seedDatabase(database.db, { log: false });
    for (let round = 1; (await collectionCount(database.db)) < minCollections; round += 1) {
      await database.db.transaction((tx) =>
        insertGeneratedCollections(tx as unknown as typeof database.db, ctx, {
          buildings: fullEditionBuildings(ctx),
          perDayScale: 2,
          seed: `bench-${round}`,
        }),
      );
    }
    return { ...database, collections: await collectionCount(database.db) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
