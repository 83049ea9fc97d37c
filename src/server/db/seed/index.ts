// The demo database: one module per group, run in dependency order, then the rows plain entities
// declare in entity-seeds.ts (which also says, per entity, which module seeds it).
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityKey } from '../../../domain/entities';
import type { Db } from '../client';
import { ENTITY_TABLES } from '../entity-tables';
import { users } from '../schema';
import { insertMany } from './bulk';
import { ENTITY_SEEDS, type EntityRows } from './entity-seeds';
import { seedBinCollections } from './bin-collections';
import { seedBuildings } from './buildings';
import { seedCollections } from './collections-seed';
import { seedCompanyConfiguration } from './company';
import { seedConfiguration } from './config';
import { seedCounts } from './counts';
import { seedAudits } from './audits';
import { seedFurniture } from './furniture';
import { seedInfrastructureAudits } from './infrastructure-audits';
import { seedTransactions } from './transactions';
import type { SeedContext, SeedModule } from './context';
import { seedContractors } from './contractors';
import { seedEquipment } from './equipment';
import { seedLayout } from './layout';
import { seedPortfolios } from './portfolios';
import { seedReference } from './reference';
import { emptyReferenceIds } from './reference-ids';
import { seedServices } from './services';
import { seedStaff } from './staff';
import { seedUsers } from './users';
import { analyzeGrownTables } from '../planner-statistics';

export const SEED_MODULES: readonly SeedModule[] = [
  seedCompanyConfiguration,
  seedBuildings,
  seedPortfolios,
  seedUsers,
  seedReference,
  seedContractors,
  seedLayout,
  seedStaff,
  seedEquipment,
  seedServices,
  seedCollections,
  seedBinCollections,
  seedCounts,
  seedTransactions,
  seedAudits,
  seedInfrastructureAudits,
  seedFurniture,
  seedConfiguration,
];

/** Each entity's declared rows, after checking that every module entity-seeds.ts names runs here. */
function declaredRows(): [EntityKey, EntityRows<EntityKey>][] {
  const out: [EntityKey, EntityRows<EntityKey>][] = [];
  for (const [key, seed] of Object.entries(ENTITY_SEEDS) as [EntityKey, EntityRows<EntityKey> | SeedModule | null][]) {
    if (typeof seed === 'function' && !SEED_MODULES.includes(seed)) throw new Error(`Seed: ${key} names ${seed.name}, which is not in SEED_MODULES`);
    if (seed !== null && typeof seed === 'object') out.push([key, seed]);
  }
  return out;
}

export interface SeedOptions {
  /** Where the time series ends (default: now). Tests pass a fixed instant for exact figures. */
  now?: Date;
  /** Print how long seeding took (default true). */
  log?: boolean;
}

export function createSeedContext(now: Date): SeedContext {
  return {
    now,
    buildings: { harbour: 0, collins: 0, eagle: 0, parramatta: 0 },
    customers: new Map(),
    portfolios: new Map(),
    users: new Map(),
    ref: emptyReferenceIds(),
    sites: new Map(),
  };
}

/**
 * Seeds the demo database and returns the seed context (ids, sites, services), so that a bench
 * seeder can add rows with `insertGeneratedCollections(db, ctx, { buildings, perDayScale, seed })`.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedContext> {
  const started = performance.now();
  const ctx = createSeedContext(options.now ?? new Date());
  // One transaction for the whole seed: all or nothing, and far fewer fsyncs on PGlite.
  await db.transaction(async (tx) => {
    for (const seed of SEED_MODULES) {
      const t = performance.now();
      await seed(tx as unknown as Db, ctx);
      if (process.env.SEED_PROFILE) console.log(`  ${seed.name}: ${((performance.now() - t) / 1000).toFixed(2)} s`);
    }
    const tables: Record<EntityKey, PgTable> = ENTITY_TABLES;
    for (const [key, seed] of declaredRows()) await insertMany(tx as unknown as Db, tables[key], seed.rows(ctx));
  });
  // Statistics for the planner now, not a minute into the first start (planner-statistics.ts).
  await analyzeGrownTables(db);
  if (options.log ?? true) console.log(`Seeded the demo database in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return ctx;
}

/** Seeds a database that has no users yet (the first start); returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}
