// The demo data topped up to at least `minCollections` collections in the Full-edition buildings
// (more years of the seed's own generator), for the benchmarks that need a big table.
import { count } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import type { SeedContext } from '../../src/server/db/seed/context';
import { fullEditionBuildings, insertGeneratedCollections } from '../../src/server/db/seed/collections-seed';
import { collections } from '../../src/server/db/schema';

export const MIN_COLLECTIONS = 100_000;

async function collectionCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collections);
  return row?.n ?? 0;
}

/** Adds generated collections until there are at least `minCollections`; answers how many there are. */
export async function topUpCollections(db: Db, ctx: SeedContext, minCollections: number): Promise<number> {
  for (let round = 1; (await collectionCount(db)) < minCollections; round += 1) {
    await db.transaction((tx) =>
      insertGeneratedCollections(tx as unknown as Db, ctx, {
        buildings: fullEditionBuildings(ctx),
        perDayScale: 2,
        seed: `bench-${round}`,
      }),
    );
  }
  return collectionCount(db);
}
