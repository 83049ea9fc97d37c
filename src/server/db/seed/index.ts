// The demo database: one module per group, run in dependency order. Later groups append their
// module to SEED_MODULES.
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedBuildings } from './buildings';
import { seedCompanyConfiguration } from './company';
import type { SeedContext, SeedModule } from './context';
import { seedPortfolios } from './portfolios';
import { seedUsers } from './users';

export const SEED_MODULES: readonly SeedModule[] = [
  seedCompanyConfiguration,
  seedBuildings,
  seedPortfolios,
  seedUsers,
];

export async function seedDatabase(db: Db): Promise<void> {
  const ctx: SeedContext = {
    buildings: { harbour: 0, collins: 0, eagle: 0, parramatta: 0 },
    customers: new Map(),
    portfolios: new Map(),
    users: new Map(),
  };
  await db.transaction(async (tx) => {
    for (const seed of SEED_MODULES) await seed(tx as unknown as Db, ctx);
  });
}

/** Seeds a database that has no users yet (the first start); returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}
