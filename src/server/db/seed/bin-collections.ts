// Calibre bins (data-model §1.5): where a building has the flag, the bin lifter weighs the base
// building's general, cardboard and organics bins. Each day's weight accumulates in the bins until
// one is full enough to lift (§4 typical lift weights), so kg per day match the building's model.
import { binCollections } from '../schema';
import { insertMany } from './bulk';
import { addMonths, dayStart, isoDate, localInstant, serviceDays } from './calendar';
import type { SeedModule } from './context';
import { DEMO_BUILDINGS } from './demo-buildings';
import { dailyKg, streamShares } from './generation';
import { PROFILES, SERIES_MONTHS } from './profiles';
import { createRandom, round2 } from './random';
import { need } from './reference-ids';
import type { StreamCode } from './reference-data';
import { TENANT_SHARE } from './services';

type NewBinCollection = typeof binCollections.$inferInsert;

/** Base-building bins: the stream they carry, the stream whose share fills them, bin type, lift range, tags. */
const BINS = [
  { stream: 'GEN', from: 'GEN', binType: '1100L MGB general', min: 60, max: 110, tags: 3 },
  { stream: 'CARD', from: 'PAPER', binType: '1100L MGB cardboard', min: 35, max: 80, tags: 2 },
  { stream: 'ORG', from: 'ORG', binType: '240L MGB organics', min: 35, max: 45, tags: 4 },
] as const satisfies readonly { stream: StreamCode; from: StreamCode; binType: string; min: number; max: number; tags: number }[];

export const seedBinCollections: SeedModule = async (db, ctx) => {
  const nowIso = ctx.now.toISOString();
  for (const site of ctx.sites.values()) {
    if (!DEMO_BUILDINGS[site.key].calibreBins) continue;
    const profile = PROFILES[site.key];
    const random = createRandom(`bins:${site.tenantId}`);
    const base = site.customers.find((c) => c.isBaseBuilding);
    const prefix = site.key.slice(0, 2).toUpperCase();
    const held = new Map<string, number>();
    const rows: NewBinCollection[] = [];
    for (const day of serviceDays(addMonths(dayStart(ctx.now), -SERIES_MONTHS), dayStart(ctx.now), profile.serviceDaysPerWeek)) {
      const total = dailyKg(profile, site.tenantId, day);
      const shares = streamShares(profile, day, ctx.now);
      for (const bin of BINS) {
        let kg = (held.get(bin.stream) ?? 0) + total * (shares.get(bin.from) ?? 0) * (1 - TENANT_SHARE) * random.noise(0.08);
        const type = need(ctx.ref.binTypes, bin.binType);
        while (kg >= bin.min) {
          const netKg = round2(Math.min(kg, random.float(bin.min, bin.max)));
          kg -= netKg;
          const binTag = `${prefix}-${bin.stream}-${String(random.int(1, bin.tags)).padStart(2, '0')}`;
          const liftedAt = localInstant(day, 6 * 60 + random.int(0, 90));
          if (liftedAt > nowIso) continue;
          const grossKg = round2(netKg + type.tareWeightKg);
          rows.push({
            tenantId: site.tenantId, binTag, binTypeId: type.id, wasteStreamId: need(ctx.ref.streams, bin.stream).id, customerId: base?.id ?? null,
            liftedAt, grossKg, tareKg: type.tareWeightKg, netKg, equipmentId: site.binLifterId,
            rawPayload: { tag: binTag, gross: grossKg, tare: type.tareWeightKg, lifter: site.binLifterId, date: isoDate(day) },
          });
        }
        held.set(bin.stream, kg);
      }
    }
    await insertMany(db, binCollections, rows);
  }
};
