// Known rows for the report tests, inserted straight into the test database in 2019 (before any
// demo data) under streams of their own, so that every figure the tests expect is exact.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/db/client';
import {
  auditCollectionItems,
  auditCollections,
  auditors,
  binCollections,
  binCounts,
  binTypes,
  collectionServiceAllocations,
  collectionServices,
  collections,
  customers,
  destinationContractors,
  furnitureCategories,
  furnitureItems,
  furnitureLocations,
  furnitureTypes,
  transactions,
  products,
  wasteAudits,
  wasteStreams,
  wasteTypes,
} from '../../../src/server/db/schema';

export const PERIOD = { from: '2019-01-01', to: '2019-12-31' };
export const TENANT = { harbour: 1, collins: 2, eagle: 3, parramatta: 4 } as const;

export interface Fixture {
  streams: { landfill: number; recycling: number; organics: number };
  streamIds: number[];
  customers: { alpha: number; beta: number };
  contractor: number;
}

const one = <T>(rows: T[]): T => {
  if (!rows[0]) throw new Error('Insert returned nothing');
  return rows[0];
};

export async function insertFixture(db: Db): Promise<Fixture> {
  const tag = randomUUID().slice(0, 6);
  const stream = async (name: string, code: string, fate: string, sortOrder: number) =>
    one(await db.insert(wasteStreams).values({ name: `${name} ${tag}`, code, fate, sortOrder, chartColour: '#123456' }).returning()).id;
  const streams = {
    landfill: await stream('T Landfill', 'ZQLF', 'Landfill', 901),
    recycling: await stream('T Recycling', 'ZQRC', 'Recycling', 902),
    organics: await stream('T Organics', 'ZQOR', 'Organics', 903),
  };
  const customer = async (tenantId: number, name: string, headcount: number) =>
    one(await db.insert(customers).values({ tenantId, name: `${name} ${tag}`, headcount }).returning()).id;
  const alpha = await customer(TENANT.harbour, 'Alpha', 100);
  const beta = await customer(TENANT.harbour, 'Beta', 50);
  const binType = one(await db.insert(binTypes).values({ name: `T 240L ${tag}`, capacityL: 240 }).returning()).id;
  const contractor = one(
    await db.insert(destinationContractors).values({ name: `T Hauler ${tag}`, contractorCompany: 'T Hauler Pty', facilityName: 'T MRF' }).returning(),
  ).id;

  // Full (harbour): collections, one consolidated service split 60/40, one bin-lifter weight.
  const service = async (customerId: number | null, wasteStreamId: number, isConsolidated = false) =>
    one(
      await db
        .insert(collectionServices)
        .values({ tenantId: TENANT.harbour, name: `S ${tag} ${wasteStreamId} ${customerId}`, customerId, wasteStreamId, qrCode: `T-${randomUUID()}`, isConsolidated })
        .returning(),
    ).id;
  const alphaLandfill = await service(alpha, streams.landfill);
  const alphaRecycling = await service(alpha, streams.recycling);
  const shared = await service(null, streams.organics, true);
  await db.insert(collectionServiceAllocations).values([
    { collectionServiceId: shared, customerId: alpha, pct: 60 },
    { collectionServiceId: shared, customerId: beta, pct: 40 },
  ]);
  const collection = (serviceId: number, customerId: number | null, wasteStreamId: number, collectedAt: string, netKg: number, isContaminated = false, isEstimated = false) => ({
    tenantId: TENANT.harbour, collectionServiceId: serviceId, customerId, wasteStreamId, collectedAt, netKg, isContaminated, isEstimated,
  });
  await db.insert(collections).values([
    collection(alphaLandfill, alpha, streams.landfill, '2019-03-10T01:00:00Z', 100),
    collection(alphaRecycling, alpha, streams.recycling, '2019-03-11T01:00:00Z', 200, true),
    collection(shared, null, streams.organics, '2019-04-02T01:00:00Z', 50, false, true),
    // 31 March 15:00 UTC is 1 April in Sydney: April in the building's calendar.
    collection(alphaRecycling, alpha, streams.recycling, '2019-03-31T15:00:00Z', 40),
    // Outside the period.
    collection(alphaLandfill, alpha, streams.landfill, '2020-01-05T01:00:00Z', 999),
  ]);
  await db.insert(binCollections).values({
    tenantId: TENANT.harbour, binTag: `T-${tag}`, binTypeId: binType, wasteStreamId: streams.recycling, customerId: beta,
    liftedAt: '2019-04-20T01:00:00Z', netKg: 10,
  });

  // Supplier lines (harbour for cost per tonne of the full report; eagle for the supplier report).
  const product = one(
    await db.insert(products).values({ name: `T Lift ${tag}`, wasteStreamId: streams.landfill, unitOfMeasure: 'Lift', isTransactionProduct: true }).returning(),
  ).id;
  const line = (tenantId: number, wasteStreamId: number, transactionDate: string, weightKg: number, amountAud: number, docketNo: string, weightMethod = 'ActualWeight') => ({
    tenantId, destinationContractorId: contractor, productId: product, wasteStreamId, transactionDate, quantity: 1, weightKg, amountAud, docketNo, weightMethod,
  });
  await db.insert(transactions).values([
    line(TENANT.harbour, streams.landfill, '2019-03-31', 500, 100, `H1-${tag}`),
    line(TENANT.eagle, streams.landfill, '2019-05-15', 2000, 400, `E1-${tag}`),
    line(TENANT.eagle, streams.recycling, '2019-06-15', 1000, 150, `E2-${tag}`, 'IndustryDensity'),
  ]);

  // Lite (collins): bin counts with their estimated kg.
  await db.insert(binCounts).values([
    { tenantId: TENANT.collins, countDate: '2019-07-01', binTypeId: binType, wasteStreamId: streams.landfill, binCount: 4, fillPct: 50, estVolumeL: 480, estKg: 72 },
    { tenantId: TENANT.collins, countDate: '2019-08-01', binTypeId: binType, wasteStreamId: streams.recycling, binCount: 2, fillPct: 100, estVolumeL: 480, estKg: 28 },
  ]);

  // Furniture (parramatta): outcomes in the period, one still available (no outcome).
  const category = one(await db.insert(furnitureCategories).values({ name: `T Seating ${tag}` }).returning()).id;
  const chair = one(await db.insert(furnitureTypes).values({ furnitureCategoryId: category, name: `T Chair ${tag}`, typicalWeightKg: 15 }).returning()).id;
  const store = one(await db.insert(furnitureLocations).values({ tenantId: TENANT.parramatta, name: `T Store ${tag}` }).returning()).id;
  const item = (furnitureStatus: string, quantity: number, outcomeDate: string | null, estValueAud: number | null, unitWeightKg: number | null = null) => ({
    tenantId: TENANT.parramatta, furnitureTypeId: chair, furnitureLocationId: store, furnitureStatus, quantity, outcomeDate, estValueAud, unitWeightKg,
  });
  await db.insert(furnitureItems).values([
    item('Donated', 10, '2019-02-01', 500),
    item('Landfilled', 2, '2019-02-02', null),
    item('Sold', 1, '2019-03-01', 80, 20),
    item('Available', 5, null, 300),
  ]);

  // Audits (parramatta): a general-waste sample holding recyclables and a recycling sample.
  const auditor = one(await db.insert(auditors).values({ firstName: 'T', lastName: `Auditor ${tag}`, email: `t${tag}@example.com` }).returning()).id;
  const audit = one(
    await db.insert(wasteAudits).values({ tenantId: TENANT.parramatta, title: `T Audit ${tag}`, auditType: 'Contamination', startDate: '2019-09-01', auditorId: auditor }).returning(),
  ).id;
  const type = async (name: string, wasteStreamId: number) => one(await db.insert(wasteTypes).values({ name: `${name} ${tag}`, wasteStreamId }).returning()).id;
  const food = await type('T Food', streams.organics);
  const cans = await type('T Cans', streams.recycling);
  const film = await type('T Film', streams.landfill);
  const sample = async (presentedStreamId: number, netKg: number, items: [number, number][]) => {
    const id = one(
      await db.insert(auditCollections).values({ tenantId: TENANT.parramatta, wasteAuditId: audit, presentedStreamId, sampledAt: '2019-09-02T01:00:00Z', stage: 2, netKg }).returning(),
    ).id;
    await db.insert(auditCollectionItems).values(items.map(([wasteTypeId, weightKg]) => ({ auditCollectionId: id, wasteTypeId, weightKg })));
  };
  await sample(streams.landfill, 20, [[film, 12], [food, 5], [cans, 3]]);
  await sample(streams.recycling, 10, [[cans, 9], [film, 1]]);

  return { streams, streamIds: Object.values(streams), customers: { alpha, beta }, contractor };
}

export function dataQuery(fixture: Fixture, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...PERIOD, wasteStreamIds: fixture.streamIds.join(','), ...extra }).toString();
}
