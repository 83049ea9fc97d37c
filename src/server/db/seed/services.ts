// Collection services (customer × stream × point, QR-labelled) and collection limits per building
// (data-model §1.5). Each service also gets its share of the building's daily stream weight, which
// the collections generator uses. Base-building general, cardboard and organics bins are weighed
// by the bin lifter instead (bin collections), so they carry no service share.
import { collectionLimits, collectionServiceAllocations, collectionServices } from '../schema';
import type { Db } from '../client';
import { insertIds, insertMany } from './bulk';
import { siteOf, type SeedContext, type SeedModule } from './context';
import { contractorFor } from './contractors';
import { BAG_PRODUCT, SPECIALTY_STREAMS, STREAMS, type StreamCode } from './reference-data';
import { need } from './reference-ids';
import type { ServicePlan, Site } from './site';

/** Tenants' part of the four main streams; the rest is the base building's. */
export const TENANT_SHARE = 0.85;
/** Organics share of the consolidated café-court service (split across three tenants). */
const CONSOLIDATED_ORGANICS = 0.03;
const MAIN_STREAMS: readonly StreamCode[] = ['GEN', 'PAPER', 'COMM', 'ORG'];

interface LimitRow {
  stream: StreamCode;
  product: string | null;
  period: string;
  maxKg: number;
  maxQuantity?: number;
  action: string;
  bank?: boolean;
}

export const LIMITS: readonly LimitRow[] = [
  // A 240 L commingled lift may weigh at most 60 kg [C5].
  { stream: 'COMM', product: '240L Commingled – lift', period: 'PerCollection', maxKg: 60, action: 'Warn' },
  { stream: 'PAPER', product: '240L Paper – lift', period: 'PerCollection', maxKg: 60, action: 'Warn' },
  { stream: 'ORG', product: '240L Organics – lift', period: 'PerCollection', maxKg: 60, action: 'Warn' },
  { stream: 'GEN', product: '1100L General – lift', period: 'PerCollection', maxKg: 300, action: 'Block' },
  { stream: 'GEN', product: 'General waste bag', period: 'PerCollection', maxKg: 60, maxQuantity: 10, action: 'Warn' },
  { stream: 'COMM', product: 'Commingled bag', period: 'PerCollection', maxKg: 30, maxQuantity: 10, action: 'Warn' },
  { stream: 'PAPER', product: 'Paper recycling bag', period: 'PerCollection', maxKg: 50, maxQuantity: 10, action: 'Warn' },
  { stream: 'ORG', product: 'Organics caddy liner', period: 'PerCollection', maxKg: 40, maxQuantity: 10, action: 'Warn' },
  { stream: 'GEN', product: null, period: 'PerDay', maxKg: 150, action: 'Notify', bank: true },
];

function maxKgFor(ctx: SeedContext, stream: StreamCode, productId: number | null): number {
  const limits = LIMITS.filter((l) => l.period === 'PerCollection' && l.stream === stream && (l.product === null || need(ctx.ref.products, l.product).id === productId));
  return Math.min(2000, ...limits.map((l) => l.maxKg));
}

async function seedLimits(db: Db, ctx: SeedContext, site: Site): Promise<void> {
  const bank = site.customers.find((c) => c.name === 'Southern Cross Bank');
  await insertMany(
    db,
    collectionLimits,
    LIMITS.filter((l) => !l.bank || bank).map((l) => {
      const product = l.product ? need(ctx.ref.products, l.product) : null;
      return {
        tenantId: site.tenantId, wasteStreamId: need(ctx.ref.streams, l.stream).id, productId: product?.id ?? null,
        // By product or by bin type, never both (the declaration refuses it, so the row could not be
        // edited): a product has one bin type, so its limit already holds for that bin only.
        binTypeId: null,
        customerId: l.bank ? (bank?.id ?? null) : null, period: l.period, minKg: 0, maxKg: l.maxKg, maxQuantity: l.maxQuantity ?? null, action: l.action,
        notifyEmail: l.action === 'Notify' ? `waste.alerts@${site.key}.example.com` : null,
      };
    }),
  );
}

type ServiceDraft = Omit<ServicePlan, 'id' | 'productUnit' | 'productTareKg'> & { name: string; collectionPointId: number; frequency: string; isConsolidated: boolean };

function serviceDrafts(ctx: SeedContext, site: Site): ServiceDraft[] {
  const streamName = (code: StreamCode) => need(new Map(STREAMS.map((s) => [s.code, s.name])), code);
  const tenants = site.customers.filter((c) => !c.isBaseBuilding);
  const headcount = tenants.reduce((s, c) => s + c.headcount, 0);
  const drafts: ServiceDraft[] = [];
  for (const c of tenants) {
    const level = c.firstLevel ?? 1;
    for (const stream of MAIN_STREAMS) {
      const productId = need(ctx.ref.products, BAG_PRODUCT[stream] ?? '').id;
      const tenantShare = stream === 'ORG' ? TENANT_SHARE - CONSOLIDATED_ORGANICS : TENANT_SHARE;
      drafts.push({
        name: `${c.name} – Level ${level} – ${streamName(stream)}`, customerId: c.id, streamCode: stream, wasteStreamId: need(ctx.ref.streams, stream).id,
        productId, share: (tenantShare * c.headcount) / headcount, maxKg: maxKgFor(ctx, stream, productId), everyDays: 1, offset: 0,
        activeUntil: c.leaseEnd, collectionPointId: need(site.teaPoints, level), frequency: 'Weekdays', isConsolidated: false,
      });
    }
  }
  const commLift = need(ctx.ref.products, '240L Commingled – lift').id;
  const dock = site.dockScalePoints[0] ?? site.binStorePointId;
  const base = site.customers.find((c) => c.isBaseBuilding);
  drafts.push({
    name: `Base Building – Loading dock – ${streamName('COMM')}`, customerId: base?.id ?? null, streamCode: 'COMM', wasteStreamId: need(ctx.ref.streams, 'COMM').id,
    productId: commLift, share: 1 - TENANT_SHARE, maxKg: maxKgFor(ctx, 'COMM', commLift), everyDays: 1, offset: 0, activeUntil: null,
    collectionPointId: dock, frequency: 'Weekdays', isConsolidated: false,
  });
  drafts.push({
    name: `Café court (shared) – Ground – ${streamName('ORG')}`, customerId: null, streamCode: 'ORG', wasteStreamId: need(ctx.ref.streams, 'ORG').id,
    productId: need(ctx.ref.products, 'Organics caddy liner').id, share: CONSOLIDATED_ORGANICS, maxKg: maxKgFor(ctx, 'ORG', need(ctx.ref.products, 'Organics caddy liner').id),
    everyDays: 1, offset: 0, activeUntil: null, collectionPointId: dock, frequency: 'Weekdays', isConsolidated: true,
  });
  SPECIALTY_STREAMS.forEach((stream, i) =>
    drafts.push({
      name: `Base Building – Waste room – ${streamName(stream)}`, customerId: base?.id ?? null, streamCode: stream, wasteStreamId: need(ctx.ref.streams, stream).id,
      productId: null, share: 1, maxKg: 2000, everyDays: 10, offset: (i * 3) % 10, activeUntil: null,
      collectionPointId: site.binStorePointId, frequency: 'Fortnightly', isConsolidated: false,
    }),
  );
  return drafts;
}

export const seedServices: SeedModule = async (db, ctx) => {
  let seq = 0;
  for (const tenantId of Object.values(ctx.buildings)) {
    const site = siteOf(ctx, tenantId);
    await seedLimits(db, ctx, site);
    const products = new Map([...ctx.ref.products.values()].map((p) => [p.id, p]));
    const drafts = serviceDrafts(ctx, site).map((d) => {
      const product = d.productId === null ? undefined : products.get(d.productId);
      const tare = product?.binTypeId ? ([...ctx.ref.binTypes.values()].find((b) => b.id === product.binTypeId)?.tareWeightKg ?? 0) : 0;
      return { ...d, productUnit: product?.unitOfMeasure ?? null, productTareKg: product?.unitOfMeasure === 'Lift' ? tare : 0.05 };
    });
    const ids = await insertIds(
      db,
      collectionServices,
      drafts.map((d) => ({
        tenantId, name: d.name, customerId: d.customerId, wasteStreamId: d.wasteStreamId, productId: d.productId, collectionPointId: d.collectionPointId,
        destinationContractorId: contractorFor(ctx, d.streamCode, site.state), qrCode: `CS-${tenantId}-${String(++seq).padStart(5, '0')}`,
        frequency: d.frequency, isConsolidated: d.isConsolidated,
        // A past tenant's services stay for its history but are no longer in use.
        status: d.activeUntil ? 1 : 0,
      })),
    );
    site.services = drafts.map((d, i) => ({
      id: ids[i] as number, customerId: d.customerId, streamCode: d.streamCode, wasteStreamId: d.wasteStreamId, productId: d.productId,
      productUnit: d.productUnit, productTareKg: d.productTareKg, share: d.share, maxKg: d.maxKg, everyDays: d.everyDays, offset: d.offset, activeUntil: d.activeUntil,
    }));
    const consolidated = drafts.findIndex((d) => d.isConsolidated);
    const sharers = site.customers.filter((c) => !c.isBaseBuilding && !c.leaseEnd).slice(-3);
    await insertMany(
      db,
      collectionServiceAllocations,
      sharers.map((c, i) => ({ collectionServiceId: ids[consolidated] as number, customerId: c.id, pct: [40, 35, 25][i] as number })),
    );
  }
};
