// Inserts the generated collections of the Full-edition buildings in multi-row batches, then the
// one outlier: a 240 L commingled lift of 72.6 kg, above its 60 kg limit, to exercise validation.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { collections } from '../schema';
import { insertMany } from './bulk';
import { addDays, dayStart, localInstant } from './calendar';
import { siteOf, type SeedContext, type SeedModule } from './context';
import { generateCollections, type GenerateCollectionsOptions, type NewCollection } from './collections';
import { DEMO_BUILDINGS, type BuildingKey } from './demo-buildings';

const BATCH = 1000;

/**
 * Inside a transaction, skips the per-row foreign-key triggers until it ends, where the role may
 * (PGlite; a superuser): they are two thirds of the insert time, and the generator only uses ids
 * the seed itself created (the seed tests check the references). Elsewhere it changes nothing.
 */
async function relaxForeignKeyTriggers(db: Db): Promise<boolean> {
  try {
    await db.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the generator and inserts its rows; returns how many it inserted. Call it inside a
 * transaction (as seedDatabase does) for the fast path.
 */
export async function insertGeneratedCollections(db: Db, ctx: Pick<SeedContext, 'now' | 'sites'>, options: GenerateCollectionsOptions): Promise<number> {
  const relaxed = await relaxForeignKeyTriggers(db);
  try {
    return await insertAll(db, ctx, options);
  } finally {
    if (relaxed) await db.execute(sql`set local session_replication_role = origin`);
  }
}

async function insertAll(db: Db, ctx: Pick<SeedContext, 'now' | 'sites'>, options: GenerateCollectionsOptions): Promise<number> {
  let buffer: NewCollection[] = [];
  let total = 0;
  for (const day of generateCollections(ctx, options)) {
    buffer.push(...day);
    if (buffer.length >= BATCH) {
      await insertMany(db, collections, buffer);
      total += buffer.length;
      buffer = [];
    }
  }
  await insertMany(db, collections, buffer);
  return total + buffer.length;
}

export function fullEditionBuildings(ctx: Pick<SeedContext, 'buildings'>): number[] {
  return (Object.keys(DEMO_BUILDINGS) as BuildingKey[]).filter((k) => DEMO_BUILDINGS[k].appFull).map((k) => ctx.buildings[k]);
}

export const OUTLIER_NET_KG = 72.6;

export const seedCollections: SeedModule = async (db, ctx) => {
  await insertGeneratedCollections(db, ctx, { buildings: fullEditionBuildings(ctx) });
  const site = siteOf(ctx, ctx.buildings.harbour);
  const service = site.services.find((s) => s.streamCode === 'COMM' && s.productUnit === 'Lift');
  if (!service) throw new Error('Seed: no commingled lift service for the outlier');
  let day = addDays(dayStart(ctx.now), -20);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = addDays(day, -1);
  await db.insert(collections).values({
    tenantId: site.tenantId, collectedAt: localInstant(day, 19 * 60 + 10), collectionServiceId: service.id, customerId: service.customerId,
    wasteStreamId: service.wasteStreamId, cleanerId: site.cleaners[0] ?? null, productId: service.productId, equipmentId: site.scales[0] ?? null,
    quantity: 1, grossKg: OUTLIER_NET_KG + service.productTareKg, tareKg: service.productTareKg, netKg: OUTLIER_NET_KG,
    isContaminated: true, contaminationLevel: 'High', contaminationNote: 'Overweight: glass bottles from a level 14 function in the commingled bin',
    source: 'Tablet', deviceId: site.tabletId,
  });
};
