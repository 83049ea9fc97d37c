// Weighed pickups (data-model §1.5, §4): the reusable generator `generateCollections`, which the
// demo seed and the bench seeder both call, and the seed module that inserts its rows plus the one
// deliberate outlier above its collection limit.
import type { collections } from '../schema';
import { addMonths, dayStart, isoDate, localInstant, serviceDays } from './calendar';
import type { SeedContext } from './context';
import { contaminationRate, dailyKg, streamShares } from './generation';
import { PROFILES, SERIES_MONTHS } from './profiles';
import { createRandom, round2, type Random } from './random';
import type { ServicePlan, Site } from './site';

export type NewCollection = typeof collections.$inferInsert;

export interface GenerateCollectionsOptions {
  /** tenantIds to generate for (default: every building with the Full edition's services). */
  buildings: readonly number[];
  /** Months of history ending at ctx.now (default 24). */
  months?: number;
  /**
   * Collections per service and service day (default 1). Above 1 the day's weight is split over
   * more, lighter collections, so row counts grow while kg totals stay realistic; a fraction is
   * honoured on average.
   */
  perDayScale?: number;
  /** Changes the random stream (the bench uses its own so rows differ from the demo's). */
  seed?: string;
}

/** What the generator reads: the fixed "now" and each building's services, cleaners and devices. */
export type CollectionSource = Pick<SeedContext, 'now' | 'sites'>;

const CONTAMINATION_NOTES = [
  'Food scraps in the recycling',
  'Soft plastics and bagged recycling',
  'Coffee cups mixed in',
  'Liquids left in containers',
  'Polystyrene packaging found',
];

function contamination(random: Random, service: ServicePlan, rate: number): Pick<NewCollection, 'isContaminated' | 'contaminationLevel' | 'contaminationNote'> {
  if ((service.streamCode !== 'COMM' && service.streamCode !== 'ORG') || !random.chance(rate)) {
    return { isContaminated: false, contaminationLevel: null, contaminationNote: null };
  }
  return {
    isContaminated: true,
    contaminationLevel: random.weighted([['Low', 45], ['Medium', 40], ['High', 15]] as const),
    contaminationNote: random.pick(CONTAMINATION_NOTES),
  };
}

function collectionRow(random: Random, site: Site, service: ServicePlan, day: Date, netKg: number, rate: number): NewCollection {
  // Tenants' waste arrives as bags of 1–8 kg (§4); a lift is one bin weighed with its tare.
  const bags = service.productUnit === 'Bag';
  const quantity = bags ? Math.min(10, Math.max(1, Math.ceil(netKg / 6))) : 1;
  const tareKg = service.productUnit === null ? 0 : round2(quantity * service.productTareKg);
  const byRover = site.multiSiteCleaners.length > 0 && random.chance(0.1);
  const fromTablet = random.chance(0.95);
  return {
    tenantId: site.tenantId,
    collectedAt: localInstant(day, 17 * 60 + 30 + random.int(0, 300)),
    collectionServiceId: service.id,
    customerId: service.customerId,
    wasteStreamId: service.wasteStreamId,
    cleanerId: byRover ? null : random.pick(site.cleaners),
    multiSiteCleanerId: byRover ? random.pick(site.multiSiteCleaners) : null,
    productId: service.productId,
    equipmentId: site.scales.length > 0 ? random.pick(site.scales) : null,
    quantity,
    grossKg: round2(netKg + tareKg),
    tareKg,
    netKg,
    isEstimated: site.scales.length === 0,
    ...contamination(random, service, rate),
    source: fromTablet ? 'Tablet' : 'Web',
    deviceId: fromTablet ? site.tabletId : null,
  };
}

/** Yields one service day's collections of one building at a time (oldest first). */
export function* generateCollections(ctx: CollectionSource, options: GenerateCollectionsOptions): Generator<NewCollection[]> {
  const months = options.months ?? SERIES_MONTHS;
  const scale = options.perDayScale ?? 1;
  const nowIso = ctx.now.toISOString();
  for (const tenantId of options.buildings) {
    const site = ctx.sites.get(tenantId);
    if (!site || site.cleaners.length === 0) continue;
    const profile = PROFILES[site.key];
    const random = createRandom(`collections:${options.seed ?? 'demo'}:${tenantId}`);
    const pending = new Map<number, number>();
    let dayIndex = 0;
    for (const day of serviceDays(addMonths(dayStart(ctx.now), -months), dayStart(ctx.now), profile.serviceDaysPerWeek)) {
      const total = dailyKg(profile, tenantId, day);
      const shares = streamShares(profile, day, ctx.now);
      const rate = contaminationRate(profile, day, ctx.now);
      const date = isoDate(day);
      const rows: NewCollection[] = [];
      for (const service of site.services) {
        if (service.share <= 0 || (service.activeUntil !== null && date > service.activeUntil)) continue;
        let kg = total * (shares.get(service.streamCode) ?? 0) * service.share * random.noise(0.08);
        if (service.everyDays > 1) {
          kg += pending.get(service.id) ?? 0;
          if (dayIndex % service.everyDays !== service.offset) {
            pending.set(service.id, kg);
            continue;
          }
          pending.set(service.id, 0);
        }
        const count = Math.floor(scale) + (random.chance(scale % 1) ? 1 : 0);
        for (let k = 0; k < count; k++) {
          // Stay under the service's per-collection limit: only the seeded outlier breaks it.
          const netKg = round2(Math.min((kg / scale) * random.noise(0.05), service.maxKg * 0.95));
          if (netKg < 0.01) continue;
          const row = collectionRow(random, site, service, day, netKg, rate);
          if (row.collectedAt <= nowIso) rows.push(row);
        }
      }
      dayIndex++;
      yield rows;
    }
  }
}
