// The reusable collections generator (the bench seeder calls it): deterministic for a fixed "now",
// weekdays only, never after now, and perDayScale multiplies rows while kg stay realistic.
import { describe, expect, it } from 'vitest';
import { generateCollections, type CollectionSource, type NewCollection } from '../../src/server/db/seed/collections';
import type { ServicePlan, Site } from '../../src/server/db/seed/site';

const NOW = new Date('2026-03-18T09:30:00Z');

function service(id: number, streamCode: ServicePlan['streamCode'], share: number): ServicePlan {
  return { id, customerId: 7, streamCode, wasteStreamId: id, productId: 3, productUnit: 'Bag', productTareKg: 0.05, share, maxKg: 60, everyDays: 1, offset: 0, activeUntil: null };
}

function source(): CollectionSource {
  const site: Site = {
    tenantId: 1, key: 'harbour', name: 'Harbour Tower', state: 'NSW', customers: [], levels: new Map(), dockLocationId: 1, wasteRoomLocationId: 2,
    teaPoints: new Map(), dockScalePoints: [], binStorePointId: 3, scales: [11], binLifterId: null, tabletId: 12, cleaners: [21, 22], multiSiteCleaners: [31],
    managers: [], services: [service(1, 'GEN', 0.2), service(2, 'COMM', 0.2)],
  };
  return { now: NOW, sites: new Map([[1, site]]) };
}

const all = (options: Parameters<typeof generateCollections>[1]): NewCollection[] => [...generateCollections(source(), options)].flat();
const kg = (rows: NewCollection[]) => rows.reduce((s, r) => s + r.netKg, 0);

describe('generateCollections', () => {
  it('gives the same rows for the same now and seed, and different rows for another seed', () => {
    const a = all({ buildings: [1], months: 2 });
    expect(all({ buildings: [1], months: 2 })).toEqual(a);
    expect(all({ buildings: [1], months: 2, seed: 'bench' })).not.toEqual(a);
    expect(a.length).toBeGreaterThan(70);
  });

  it('collects on weekday evenings only, never after now, and copies the service fields', () => {
    const rows = all({ buildings: [1], months: 3 });
    for (const r of rows) {
      const local = new Date(Date.parse(r.collectedAt) + 10 * 3_600_000);
      expect([1, 2, 3, 4, 5]).toContain(local.getUTCDay());
      expect(r.collectedAt <= NOW.toISOString()).toBe(true);
      expect(r.customerId).toBe(7);
      expect(r.netKg).toBeLessThanOrEqual(57);
    }
    expect(rows.at(-1)?.collectedAt.slice(0, 7)).toBe('2026-03');
  });

  it('multiplies rows by perDayScale but keeps the weight', () => {
    const base = all({ buildings: [1], months: 6 });
    const scaled = all({ buildings: [1], months: 6, perDayScale: 3 });
    // Only today's rows differ: a later evening time may fall after now.
    expect(Math.abs(scaled.length - base.length * 3)).toBeLessThanOrEqual(6);
    expect(Math.abs(kg(scaled) / kg(base) - 1)).toBeLessThan(0.05);
  });

  it('skips buildings it has no services for', () => {
    expect(all({ buildings: [99], months: 1 })).toEqual([]);
  });
});
