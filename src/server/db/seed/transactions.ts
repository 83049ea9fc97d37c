// Supplier waste transactions (data-model §1.7): contractor invoice lines per stream. Harbour
// Tower's monthly lines are built from its own weighed collections, so both sources agree; Eagle
// Street (Supplier edition) gets a docket per general-waste lift and monthly lines for the rest.
// Prices come from the products: general waste costs $250–400 a tonne including the levy (§4).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { binCollections, collections, transactions } from '../schema';
import { insertMany } from './bulk';
import { addDays, addMonths, dayStart, isoDate, serviceDays } from './calendar';
import type { SeedContext, SeedModule } from './context';
import { contractorFor } from './contractors';
import { dailyKg, streamShares } from './generation';
import { PROFILES, SERIES_MONTHS } from './profiles';
import { createRandom, round2 } from './random';
import { EAGLE_GENERAL_LIFT } from './reference';
import { need, type ProductRef } from './reference-ids';
import type { StreamCode } from './reference-data';
import type { Site } from './site';

type NewTransaction = typeof transactions.$inferInsert;

/** The NSW/QLD landfill levy component of general-waste charges, $ per tonne. */
const LEVY_PER_TONNE = 165;

const MONTHLY_PRODUCT: Partial<Record<StreamCode, string>> = {
  GEN: '1100L General – lift',
  PAPER: '240L Paper – lift',
  CARD: '1100L Cardboard – lift',
  COMM: '240L Commingled – lift',
  ORG: '240L Organics – lift',
  GLASS: '240L Glass – lift',
  COFFEE: 'Coffee grounds – caddy',
  SECDOC: 'Secure-document console',
  EWASTE: 'E-waste – kg',
  BATT: 'Batteries – kg',
  FLUO: 'Fluorescent tubes – item',
  TONER: 'Toner cartridges – item',
  SOFT: 'Soft plastics – bag',
};

function line(site: Site, ctx: SeedContext, product: ProductRef, kg: number, extra: Partial<NewTransaction> & { transactionDate: string }): NewTransaction {
  const quantity = product.unitOfMeasure === 'Kg' ? round2(kg) : Math.max(1, Math.round(kg / product.defaultKgPerUnit));
  return {
    tenantId: site.tenantId, destinationContractorId: contractorFor(ctx, product.streamCode, site.state), productId: product.id,
    wasteStreamId: product.wasteStreamId, quantity, unitOfMeasure: product.unitOfMeasure, weightKg: round2(kg), weightMethod: 'ActualWeight',
    unitPriceAud: product.defaultPriceAud, amountAud: round2(quantity * product.defaultPriceAud),
    levyAud: product.streamCode === 'GEN' ? round2((kg / 1000) * LEVY_PER_TONNE) : null, ...extra,
  };
}

/** Monthly line dates: the last day of each complete month in the series. */
function monthEnd(month: string): { periodStart: string; periodEnd: string } {
  const start = new Date(`${month}-01T00:00:00Z`);
  return { periodStart: isoDate(start), periodEnd: isoDate(addDays(addMonths(start, 1), -1)) };
}

async function weighedMonths(db: Db, tenantId: number): Promise<{ month: string; streamId: number; kg: number }[]> {
  const month = (column: typeof collections.collectedAt | typeof binCollections.liftedAt) => sql<string>`to_char(${column} at time zone 'Australia/Sydney', 'YYYY-MM')`;
  const fromCollections = await db
    .select({ month: month(collections.collectedAt), streamId: collections.wasteStreamId, kg: sql<number>`sum(${collections.netKg})::float8` })
    .from(collections).where(and(eq(collections.tenantId, tenantId), eq(collections.isDeleted, false))).groupBy(sql`1`, collections.wasteStreamId);
  const fromBins = await db
    .select({ month: month(binCollections.liftedAt), streamId: binCollections.wasteStreamId, kg: sql<number>`sum(${binCollections.netKg})::float8` })
    .from(binCollections).where(eq(binCollections.tenantId, tenantId)).groupBy(sql`1`, binCollections.wasteStreamId);
  return [...fromCollections, ...fromBins].map((r) => ({ ...r, kg: Number(r.kg) }));
}

function completeMonth(ctx: SeedContext, month: string): boolean {
  return month > isoDate(addMonths(ctx.now, -SERIES_MONTHS)).slice(0, 7) && month < isoDate(ctx.now).slice(0, 7);
}

async function fromCollections(db: Db, ctx: SeedContext, site: Site): Promise<NewTransaction[]> {
  const byStream = new Map([...ctx.ref.streams.values()].map((s) => [s.id, s.code]));
  const sums = new Map<string, number>();
  for (const r of await weighedMonths(db, site.tenantId)) {
    const key = `${r.month}|${need(byStream, r.streamId)}`;
    sums.set(key, (sums.get(key) ?? 0) + r.kg);
  }
  const rows: NewTransaction[] = [];
  for (const [key, kg] of sums) {
    const [month, stream] = key.split('|') as [string, StreamCode];
    const name = MONTHLY_PRODUCT[stream];
    if (!name || !completeMonth(ctx, month)) continue;
    const period = monthEnd(month);
    rows.push(line(site, ctx, need(ctx.ref.products, name), kg, { transactionDate: period.periodEnd, ...period, invoiceNo: `INV-${site.tenantId}-${month.replace('-', '')}-${stream}` }));
  }
  return rows;
}

function fromContractorDockets(ctx: SeedContext, site: Site): NewTransaction[] {
  const profile = PROFILES[site.key];
  const random = createRandom(`transactions:${site.tenantId}`);
  const lift = need(ctx.ref.products, EAGLE_GENERAL_LIFT);
  const foodCourt = site.customers.find((c) => !c.isBaseBuilding && c.name !== 'Southern Cross Bank');
  const rows: NewTransaction[] = [];
  const monthly = new Map<string, number>();
  let held = 0;
  let docket = 100_000;
  for (const day of serviceDays(addMonths(dayStart(ctx.now), -SERIES_MONTHS), addDays(dayStart(ctx.now), -1), profile.serviceDaysPerWeek)) {
    const total = dailyKg(profile, site.tenantId, day);
    const shares = streamShares(profile, day, ctx.now);
    // A food court: glass and coffee grounds take 4.5% of the weight, the rest scales down.
    const extras: [StreamCode, number][] = [['GLASS', 0.03], ['COFFEE', 0.015]];
    for (const [stream, share] of [...[...shares].map(([s, v]) => [s, v * 0.955] as [StreamCode, number]), ...extras]) {
      const kg = total * share * random.noise(0.05);
      if (stream === 'GEN') held += kg;
      else monthly.set(`${isoDate(day).slice(0, 7)}|${stream}`, (monthly.get(`${isoDate(day).slice(0, 7)}|${stream}`) ?? 0) + kg);
    }
    while (held >= 90) {
      const kg = Math.min(held, random.float(90, 120));
      held -= kg;
      rows.push(line(site, ctx, lift, kg, { transactionDate: isoDate(day), quantity: 1, amountAud: lift.defaultPriceAud, docketNo: `JJR-${docket++}`, vehicleRego: random.pick(['078KLM', '512QZX', '331BNE']) }));
    }
  }
  for (const [key, kg] of monthly) {
    const [month, stream] = key.split('|') as [string, StreamCode];
    const name = MONTHLY_PRODUCT[stream];
    if (!name || !completeMonth(ctx, month)) continue;
    const period = monthEnd(month);
    const recharged = stream === 'GLASS' || stream === 'COFFEE';
    rows.push(line(site, ctx, need(ctx.ref.products, name), kg, {
      transactionDate: period.periodEnd, ...period, weightMethod: 'SiteDensity', invoiceNo: `INV-${site.tenantId}-${month.replace('-', '')}-${stream}`,
      customerId: recharged ? (foodCourt?.id ?? null) : null,
    }));
  }
  return rows;
}

export const seedTransactions: SeedModule = async (db, ctx) => {
  const harbour = ctx.sites.get(ctx.buildings.harbour);
  const eagle = ctx.sites.get(ctx.buildings.eagle);
  if (harbour) await insertMany(db, transactions, await fromCollections(db, ctx, harbour));
  if (eagle) await insertMany(db, transactions, fromContractorDockets(ctx, eagle));
};
