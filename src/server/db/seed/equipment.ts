// Devices per building (data-model §4): 1–3 platform scales (300 kg, 0.1 kg) and one tablet per
// dock; a bin-lifter scale where calibre bins are weighed; a hanging scale for audits. Scales are
// calibrated every 12 months, and exactly one (Eagle Street's dock scale) is overdue.
import { eq } from 'drizzle-orm';
import { collectionPoints, equipment } from '../schema';
import { insertIds } from './bulk';
import { addDays, addMonths, isoDate } from './calendar';
import type { SeedModule } from './context';
import { createRandom } from './random';

type NewEquipment = typeof equipment.$inferInsert;

export const seedEquipment: SeedModule = async (db, ctx) => {
  const random = createRandom('equipment');
  const calibrated = (monthsAgo: number) => {
    const on = addDays(addMonths(ctx.now, -monthsAgo), -random.int(0, 20));
    return { calibrationDate: isoDate(on), calibrationDueDate: isoDate(addMonths(on, 12)), certificateNo: `NATA-${random.int(100000, 999999)}` };
  };
  for (const site of ctx.sites.values()) {
    const prefix = site.key.slice(0, 3).toUpperCase();
    const installedOn = isoDate(addMonths(ctx.now, -random.int(26, 40)));
    const scales: NewEquipment[] = site.dockScalePoints.map((pointId, i) => ({
      tenantId: site.tenantId, serialNumber: `WM300-${prefix}-${String(i + 1).padStart(4, '0')}`, equipmentType: 'PlatformScale',
      make: 'Wedderburn', model: 'WM300 platform', capacityKg: 300, resolutionKg: 0.1,
      // The one overdue device: calibrated 13 months ago, due a month ago.
      ...calibrated(site.key === 'eagle' ? 13 : random.int(1, 10)),
      collectionPointId: pointId, installedOn, state: 'InService',
    }));
    const others: NewEquipment[] = [
      { tenantId: site.tenantId, serialNumber: `TAB-${prefix}-0001`, equipmentType: 'Tablet', make: 'Samsung', model: 'Galaxy Tab Active5', collectionPointId: site.dockScalePoints[0] ?? null, installedOn, state: 'InService' },
    ];
    if (site.key === 'harbour') {
      others.push({
        tenantId: site.tenantId, serialNumber: `BLS-${prefix}-0001`, equipmentType: 'BinLifterScale', make: 'Calibre', model: 'CB-1100 lifter',
        capacityKg: 500, resolutionKg: 0.5, ...calibrated(4), collectionPointId: site.binStorePointId, installedOn, state: 'InService',
      });
    }
    if (site.key === 'parramatta') {
      others.push({
        tenantId: site.tenantId, serialNumber: `HS50-${prefix}-0001`, equipmentType: 'HangingScale', make: 'Salter Brecknell', model: 'ElectroSamson 50',
        capacityKg: 50, resolutionKg: 0.02, ...calibrated(7), installedOn, state: 'InService',
      });
    }
    const ids = await insertIds(db, equipment, [...scales, ...others]);
    site.scales = ids.slice(0, scales.length);
    site.tabletId = ids[scales.length] ?? null;
    site.binLifterId = site.key === 'harbour' ? (ids[scales.length + 1] ?? null) : null;
    for (const [i, pointId] of site.dockScalePoints.entries()) {
      await db.update(collectionPoints).set({ equipmentId: site.scales[i] ?? null }).where(eq(collectionPoints.id, pointId));
    }
    if (site.binLifterId) await db.update(collectionPoints).set({ equipmentId: site.binLifterId }).where(eq(collectionPoints.id, site.binStorePointId));
  }
};
