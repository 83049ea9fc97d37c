// Count module for Lite-edition buildings (data-model §1.6): bins counted in the waste room each
// service day with a fill level, converted to litres and kg by the stream density (the server's
// rule: estVolumeL = bins × capacity × fill, estKg = estVolumeL × density), and weekly tallies of
// countable services with the rate snapshot.
import { binCounts, serviceTallies } from '../schema';
import { insertMany } from './bulk';
import { addDays, addMonths, dayStart, isoDate, serviceDays } from './calendar';
import type { SeedModule } from './context';
import { DEMO_BUILDINGS } from './demo-buildings';
import { dailyKg, streamShares } from './generation';
import { PROFILES, SERIES_MONTHS } from './profiles';
import { createRandom, round2 } from './random';
import { need } from './reference-ids';
import type { StreamCode } from './reference-data';

type NewBinCount = typeof binCounts.$inferInsert;
type NewTally = typeof serviceTallies.$inferInsert;

/** Bins counted per stream; cardboard takes the paper stream's share that arrives as boxes. */
const COUNTED = [
  { stream: 'GEN', from: 'GEN', part: 1, binType: '1100L MGB general' },
  { stream: 'PAPER', from: 'PAPER', part: 0.7, binType: '240L MGB paper' },
  { stream: 'CARD', from: 'PAPER', part: 0.3, binType: '1100L MGB cardboard' },
  { stream: 'COMM', from: 'COMM', part: 1, binType: '240L MGB commingled' },
  { stream: 'ORG', from: 'ORG', part: 1, binType: '240L MGB organics' },
] as const satisfies readonly { stream: StreamCode; from: StreamCode; part: number; binType: string }[];

const FILLS = [25, 50, 75, 100] as const;

export const seedCounts: SeedModule = async (db, ctx) => {
  for (const site of ctx.sites.values()) {
    if (!DEMO_BUILDINGS[site.key].appLite) continue;
    const profile = PROFILES[site.key];
    const random = createRandom(`counts:${site.tenantId}`);
    const counter = ctx.users.get('manager.lite') ?? null;
    const counts: NewBinCount[] = [];
    const weekly = new Map<string, { stream: StreamCode; binTypeId: number; bins: number }>();
    for (const day of serviceDays(addMonths(dayStart(ctx.now), -SERIES_MONTHS), dayStart(ctx.now), profile.serviceDaysPerWeek)) {
      const total = dailyKg(profile, site.tenantId, day);
      const shares = streamShares(profile, day, ctx.now);
      const week = isoDate(addDays(day, -((day.getUTCDay() + 6) % 7)));
      for (const c of COUNTED) {
        const kg = total * (shares.get(c.from) ?? 0) * c.part * random.noise(0.08);
        const type = need(ctx.ref.binTypes, c.binType);
        const density = need(ctx.ref.streams, c.stream).densityKgPerL;
        const fullKg = type.capacityL * density;
        const fillPct = random.pick(FILLS.slice(1));
        const binCount = Math.max(1, Math.round(kg / (fullKg * (fillPct / 100))));
        const estVolumeL = Math.round((binCount * type.capacityL * fillPct) / 100);
        counts.push({
          tenantId: site.tenantId, countDate: isoDate(day), collectionPointId: site.binStorePointId, primaryLocationId: site.wasteRoomLocationId,
          binTypeId: type.id, wasteStreamId: need(ctx.ref.streams, c.stream).id, binCount, fillPct, countStage: null, countedById: counter,
          estVolumeL, estKg: round2(estVolumeL * density),
        });
        const key = `${week}:${c.stream}`;
        const entry = weekly.get(key) ?? { stream: c.stream, binTypeId: type.id, bins: 0 };
        entry.bins += binCount;
        weekly.set(key, entry);
      }
    }
    await insertMany(db, binCounts, counts);

    const rate = (code: string) => need(ctx.ref.serviceTypes, code);
    const tallies: NewTally[] = [];
    for (const [key, entry] of weekly) {
      const week = key.slice(0, 10);
      const streamId = need(ctx.ref.streams, entry.stream).id;
      tallies.push({ tenantId: site.tenantId, tallyDate: week, serviceTypeId: rate('BLIFT').id, binTypeId: entry.binTypeId, wasteStreamId: streamId, quantity: entry.bins, unitRateAud: rate('BLIFT').rateAud });
      if (entry.stream === 'CARD' && random.chance(0.5)) {
        tallies.push({ tenantId: site.tenantId, tallyDate: week, serviceTypeId: rate('BALE').id, wasteStreamId: streamId, quantity: random.int(1, 3), unitRateAud: rate('BALE').rateAud });
      }
      if (entry.stream === 'GEN' && random.chance(0.08)) {
        tallies.push({ tenantId: site.tenantId, tallyDate: week, serviceTypeId: rate('XLIFT').id, binTypeId: entry.binTypeId, wasteStreamId: streamId, quantity: random.int(1, 2), unitRateAud: rate('XLIFT').rateAud, notes: 'Overflow after a tenant clean-out' });
      }
      if (entry.stream === 'COMM' && random.chance(0.04)) {
        tallies.push({ tenantId: site.tenantId, tallyDate: week, serviceTypeId: rate('CONTAM').id, wasteStreamId: streamId, quantity: 1, unitRateAud: rate('CONTAM').rateAud, notes: 'Contractor rejected a contaminated bin' });
      }
      if (entry.stream === 'GEN' && week.slice(8, 10) <= '07') {
        tallies.push({ tenantId: site.tenantId, tallyDate: week, serviceTypeId: rate('BWASH').id, binTypeId: entry.binTypeId, quantity: random.int(8, 14), unitRateAud: rate('BWASH').rateAud });
        if (random.chance(0.25)) tallies.push({ tenantId: site.tenantId, tallyDate: week, serviceTypeId: rate('BULKY').id, wasteStreamId: streamId, quantity: 1, unitRateAud: rate('BULKY').rateAud });
      }
    }
    await insertMany(db, serviceTallies, tallies);
  }
};
