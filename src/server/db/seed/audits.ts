// Waste audits (data-model §1.8, §4) on Harbour Tower and the Audits-edition building: one or two
// a year over 1–2 days, 10–20 sampled bins per stream (40–80 audit collections) each re-sorted into
// 4–10 items, audit services with QR codes, audit counts, co-auditors, and the cached totals.
import { eq } from 'drizzle-orm';
import { auditCollectionItems, auditCollections, auditCounts, auditServices, wasteAuditCoAuditors, wasteAuditCustomers, wasteAudits } from '../schema';
import type { Db } from '../client';
import { insertIds, insertMany } from './bulk';
import { addDays, addMonths, dayStart, isoDate, localInstant } from './calendar';
import { siteOf, type SeedContext, type SeedModule } from './context';
import type { BuildingKey } from './demo-buildings';
import { createRandom, round2, type Random } from './random';
import { need } from './reference-ids';
import { sampleItems, type SampledStream } from './audit-samples';
import type { Site } from './site';

interface AuditPlan {
  building: BuildingKey;
  monthsAgo: number;
  auditType: string;
  auditStatus: string;
  scope: 'WholeBuilding' | 'Tenancy';
  improvement: number;
}

export const AUDIT_PLANS: readonly AuditPlan[] = [
  { building: 'harbour', monthsAgo: 18, auditType: 'Baseline', auditStatus: 'Reviewed', scope: 'WholeBuilding', improvement: 1 },
  { building: 'harbour', monthsAgo: 11, auditType: 'Review', auditStatus: 'Reviewed', scope: 'WholeBuilding', improvement: 0.8 },
  { building: 'harbour', monthsAgo: 5, auditType: 'Contamination', auditStatus: 'Completed', scope: 'Tenancy', improvement: 0.7 },
  { building: 'harbour', monthsAgo: -1, auditType: 'Review', auditStatus: 'Planned', scope: 'WholeBuilding', improvement: 0.7 },
  { building: 'parramatta', monthsAgo: 15, auditType: 'Baseline', auditStatus: 'Reviewed', scope: 'WholeBuilding', improvement: 1 },
  { building: 'parramatta', monthsAgo: 3, auditType: 'Review', auditStatus: 'Completed', scope: 'WholeBuilding', improvement: 0.75 },
];

const STREAMS: readonly SampledStream[] = ['GEN', 'COMM', 'PAPER', 'ORG'];
const BIN_OF: Record<SampledStream, string> = { GEN: '240L MGB general', COMM: '240L MGB commingled', PAPER: '240L MGB paper', ORG: '240L MGB organics' };
const pct = (part: number, whole: number) => (whole > 0 ? round2((100 * part) / whole) : null);

async function seedAudit(db: Db, ctx: SeedContext, site: Site, plan: AuditPlan, random: Random): Promise<void> {
  let start = dayStart(addMonths(ctx.now, -plan.monthsAgo));
  while (start.getUTCDay() === 0 || start.getUTCDay() === 6) start = addDays(start, 1);
  const tenants = site.customers.filter((c) => !c.isBaseBuilding && (!c.leaseEnd || c.leaseEnd > isoDate(start)));
  const audited = plan.scope === 'Tenancy' ? tenants.slice(0, 3) : tenants;
  const title = `${plan.auditType} audit ${isoDate(start).slice(0, 7)} – ${site.name}`;
  const done = plan.auditStatus !== 'Planned';
  const [auditor, coAuditor] = ctx.ref.auditors;
  const auditId = (await insertIds(db, wasteAudits, [{
    tenantId: site.tenantId, title, auditType: plan.auditType, scope: plan.scope, startDate: isoDate(start), endDate: isoDate(addDays(start, 1)),
    auditorId: auditor as number, auditStatus: plan.auditStatus, targetBinsPerStream: 15,
    methodology: 'Two-day bin audit: 10–20 bins per stream sampled at the dock, each re-sorted by material and weighed on a calibrated scale (NABERS Waste method).',
  }]))[0] as number;
  if (coAuditor) await db.insert(wasteAuditCoAuditors).values({ wasteAuditId: auditId, auditorId: coAuditor });
  if (plan.scope === 'Tenancy') await insertMany(db, wasteAuditCustomers, audited.map((c) => ({ wasteAuditId: auditId, customerId: c.id })));

  const streamRef = (s: SampledStream) => need(ctx.ref.streams, s);
  const serviceIds = await insertIds(db, auditServices, STREAMS.map((s, i) => ({
    tenantId: site.tenantId, name: `${title} – ${s} sampling at the dock`, wasteAuditId: auditId, presentedStreamId: streamRef(s).id,
    binTypeId: need(ctx.ref.binTypes, BIN_OF[s]).id, collectionPointId: site.dockScalePoints[0] ?? null, qrCode: `AS-${auditId}-${i + 1}`,
  })));
  if (!done) return;

  const samples = STREAMS.flatMap((s, i) => Array.from({ length: random.int(10, 20) }, () => ({ stream: s, serviceId: serviceIds[i] as number, ...sampleItems(random, s, plan.improvement) })));
  const sampleIds = await insertIds(db, auditCollections, samples.map((sample) => {
    const customer = random.pick(audited);
    const auditDay = random.int(1, 2);
    return {
      tenantId: site.tenantId, wasteAuditId: auditId, auditServiceId: sample.serviceId, customerId: customer.id,
      primaryLocationId: site.levels.get(customer.firstLevel ?? 0) ?? null, presentedStreamId: streamRef(sample.stream).id,
      binTypeId: need(ctx.ref.binTypes, BIN_OF[sample.stream]).id, sampledAt: localInstant(addDays(start, auditDay - 1), 9 * 60 + random.int(0, 420)),
      auditDay, stage: 2, netKg: sample.netKg, fillPct: random.pick([50, 75, 100]),
    };
  }));
  const items = samples.flatMap((sample, i) => sample.items.map((item) => {
    const type = need(ctx.ref.wasteTypes, item.wasteType);
    return { auditCollectionId: sampleIds[i] as number, wasteTypeId: type.id, weightKg: item.weightKg, itemCount: item.itemCount, isContaminant: type.streamCode !== sample.stream };
  }));
  await insertMany(db, auditCollectionItems, items);

  await insertMany(db, auditCounts, STREAMS.flatMap((s) => {
    const sampled = samples.filter((x) => x.stream === s).length;
    const common = { tenantId: site.tenantId, wasteAuditId: auditId, binTypeId: need(ctx.ref.binTypes, BIN_OF[s]).id, wasteStreamId: streamRef(s).id, primaryLocationId: site.dockLocationId };
    return [
      { ...common, stage: 3, count: sampled + random.int(10, 40), fillPct: random.pick([50, 75, 100]) },
      { ...common, stage: 1, count: sampled, fillPct: random.pick([75, 100]) },
    ];
  }));

  // Cached totals: contamination over the recycling streams' samples; recoverable share of general.
  const kgOf = (list: typeof samples) => list.reduce((s, x) => s + x.netKg, 0);
  const recycling = samples.filter((x) => x.stream !== 'GEN');
  const general = samples.filter((x) => x.stream === 'GEN');
  const foreignKg = (list: typeof samples) => list.reduce((s, x) => s + x.items.filter((i) => i.foreign).reduce((a, i) => a + i.weightKg, 0), 0);
  await db.update(wasteAudits).set({
    sampledKg: round2(kgOf(samples)), contaminationPct: pct(foreignKg(recycling), kgOf(recycling)), recoverableInGeneralPct: pct(foreignKg(general), kgOf(general)),
  }).where(eq(wasteAudits.id, auditId));
}

export const seedAudits: SeedModule = async (db, ctx) => {
  const random = createRandom('audits');
  for (const plan of AUDIT_PLANS) await seedAudit(db, ctx, siteOf(ctx, ctx.buildings[plan.building]), plan, random);
};
