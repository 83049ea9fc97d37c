// Child arrays edited with their parent over real HTTP: validated by the domain's child schemas,
// written in the parent's transaction (replace-all on edit, kept when absent), returned by
// GetById but not in grid rows, and refused with field errors naming the element.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionServiceAllocations, collectionServices, tabletConfigurations } from '../../../src/server/db/schema';
import { COLLINS, newCollectionPoint, newLevel, hookWorldForFile } from './fixtures';

const w = hookWorldForFile();

let serial = 0;
/** A service body at a collection point of its own (services are unique per tenant, stream and point). */
async function service(extra: Record<string, unknown>): Promise<Record<string, unknown>> {
  serial += 1;
  const collectionPointId = await newCollectionPoint(w.server.db, `Hook point ${serial}`);
  return { name: `Svc ${serial}`, wasteStreamId: w.f.recycling, collectionPointId, qrCode: `HOOKQR${serial}${Date.now()}`, ...extra };
}

describe('collection service allocations', () => {
  it('are written with a consolidated service, returned by GetById only, and replaced on edit', async () => {
    const allocations = [{ customerId: w.f.customerA, pct: 60 }, { customerId: w.f.customerB, pct: 40 }];
    const created = await w.owner('POST', '/api/CollectionServices/CreateEntity', await service({ isConsolidated: true, allocations }));
    expect(created.allocations).toEqual(allocations);
    expect((await w.owner('GET', `/api/CollectionServices/GetById/${created.id}`, undefined)).allocations).toEqual(allocations);
    const page = await w.owner('PUT', '/api/CollectionServices/Get', { filter: { logic: 'and', filters: [{ field: 'id', operator: 'eq', value: created.id }] } });
    expect((page.data as Record<string, unknown>[])[0]).not.toHaveProperty('allocations');

    // Edits one after another, each without the version it read: last writer wins by design (generic/versions.ts).
    const { id, createdAt: _c, modifiedAt: _m, version: _v, ...rest } = created;
    const kept = await w.owner('PUT', '/api/CollectionServices/PutEntity', { ...rest, id, allocations: undefined, name: 'Renamed consolidated' });
    expect(kept.allocations).toEqual(allocations);
    const replaced = await w.owner('PUT', '/api/CollectionServices/PutEntity', { ...rest, id, allocations: [{ customerId: w.f.customerB, pct: 100 }] });
    expect(replaced.allocations).toEqual([{ customerId: w.f.customerB, pct: 100 }]);
    const unconsolidated = await w.owner('PUT', '/api/CollectionServices/PutEntity', { ...rest, id, isConsolidated: false, customerId: w.f.customerA, allocations: undefined });
    expect(unconsolidated.allocations).toEqual([]);
  });

  it('are refused when they do not add up, name a tenant twice or elsewhere, or the service is not consolidated', async () => {
    const [{ n: before } = { n: 0 }] = await w.server.db.select({ n: count() }).from(collectionServices);
    const bad = async (extra: Record<string, unknown>) => (await w.owner('POST', '/api/CollectionServices/CreateEntity', await service(extra), 400)).errors;
    expect(await bad({ isConsolidated: true, allocations: [{ customerId: w.f.customerA, pct: 50 }] })).toEqual({ allocations: ['Allocations must add up to 100%'] });
    expect((await bad({ isConsolidated: true }))?.allocations).toContain('A consolidated service needs at least one allocation');
    expect(await bad({ isConsolidated: true, allocations: [{ customerId: w.f.customerA, pct: 0 }] })).toHaveProperty(['allocations.0.pct']);
    expect(await bad({ isConsolidated: true, allocations: [{ customerId: w.f.otherBuildingCustomer, pct: 100 }] })).toEqual({ 'allocations.0.customerId': ['Not found'] });
    expect(await bad({ allocations: [{ customerId: w.f.customerA, pct: 100 }] })).toEqual({ allocations: ['Only a consolidated service has allocations'] });
    const [{ n: after } = { n: 0 }] = await w.server.db.select({ n: count() }).from(collectionServices);
    expect(after).toBe(before);
  });
});

describe('destination contractor recovery rates', () => {
  it('round-trip and refuse a second rate for the same stream and date', async () => {
    const recoveryRates = [
      { wasteStreamId: w.f.recycling, recoveryRatePct: 92.5, effectiveFrom: '2025-07-01' },
      { wasteStreamId: w.f.landfill, recoveryRatePct: 0, effectiveFrom: '2025-07-01' },
    ];
    const body = { name: `Hook contractor ${Date.now()}`, contractorCompany: 'Cleanaway', facilityName: 'Visy MRF', recoveryRates };
    const created = await w.admin('POST', '/api/DestinationContractors/CreateEntity', body);
    expect((await w.admin('GET', `/api/DestinationContractors/GetById/${created.id}`, undefined)).recoveryRates).toEqual(recoveryRates);
    const dup = await w.admin('PUT', '/api/DestinationContractors/PutEntity', { ...body, id: created.id, recoveryRates: [recoveryRates[0], recoveryRates[0]] }, 400);
    expect(dup.errors).toEqual({ recoveryRates: ['One rate per waste stream and date'] });
    const bad = await w.admin('PUT', '/api/DestinationContractors/PutEntity', { ...body, id: created.id, recoveryRates: [{ ...recoveryRates[0], recoveryRatePct: 101 }] }, 400);
    expect(bad.errors).toHaveProperty(['recoveryRates.0.recoveryRatePct']);
  });
});

describe('waste audit links', () => {
  it('keep audited tenants and co-auditors, and refuse the lead as a co-auditor', async () => {
    const body = { title: 'Hook audit', auditType: 'Composition', scope: 'Tenancy', customerIds: [w.f.customerA], startDate: '2025-08-04', auditorId: w.f.auditorA, coAuditorIds: [w.f.auditorB] };
    const created = await w.owner('POST', '/api/Audits/CreateEntity', body);
    expect(created).toMatchObject({ customerIds: [w.f.customerA], coAuditorIds: [w.f.auditorB] });
    const edited = await w.owner('PUT', '/api/Audits/PutEntity', { ...body, id: created.id, customerIds: [w.f.customerB, w.f.customerA], coAuditorIds: [] });
    expect(edited).toMatchObject({ customerIds: [w.f.customerB, w.f.customerA], coAuditorIds: [] });
    const lead = await w.owner('PUT', '/api/Audits/PutEntity', { ...body, id: created.id, coAuditorIds: [w.f.auditorA] }, 400);
    expect(lead.errors).toEqual({ coAuditorIds: ['The lead auditor is not also a co-auditor'] });
    const elsewhere = await w.owner('POST', '/api/Audits/CreateEntity', { ...body, customerIds: [w.f.otherBuildingCustomer] }, 400);
    expect(elsewhere.errors).toEqual({ 'customerIds.0': ['Not found'] });
  });
});

describe('level infrastructure items', () => {
  it('round-trip with their level audit', async () => {
    const level = { id: await newLevel(w.server.db, `Hook L${Date.now() % 100000}`) };
    const audit = await w.owner('POST', '/api/InfrastructureAudits/CreateEntity', { auditDate: '2025-08-01', auditorId: w.f.auditorA });
    const items = [{ binTypeId: w.f.binType, wasteStreamId: w.f.recycling, placement: 'TeaPoint', count: 3 }];
    const created = await w.owner('POST', '/api/LevelInfrastructureAudits/CreateEntity', { infrastructureAuditId: audit.id, primaryLocationId: level?.id, signage: 'Correct', items });
    expect((await w.owner('GET', `/api/LevelInfrastructureAudits/GetById/${created.id}`, undefined)).items).toEqual(items);
    const bad = await w.owner('POST', '/api/LevelInfrastructureAudits/CreateEntity', { infrastructureAuditId: audit.id, primaryLocationId: level?.id, signage: 'Missing', items: [{ ...items[0], placement: 'Roof' }] }, 400);
    expect(bad.errors).toEqual({ 'items.0.placement': ['Choose a placement'] });
  });
});

describe('multi-site cleaner buildings', () => {
  it('are required on create, kept on an edit without them and never in grid rows', async () => {
    const body = { firstName: 'Mia', lastName: `Multi${Date.now()}` };
    expect((await w.admin('POST', '/api/MultiSiteCleaners/CreateEntity', body, 400)).errors).toHaveProperty('buildingIds');
    const created = await w.admin('POST', '/api/MultiSiteCleaners/CreateEntity', { ...body, buildingIds: [1, COLLINS] });
    expect(created.buildingIds).toEqual([1, COLLINS]);
    expect((await w.admin('PUT', '/api/MultiSiteCleaners/PutEntity', { ...body, id: created.id, firstName: 'Mila' })).buildingIds).toEqual([1, COLLINS]);
    expect((await w.admin('PUT', '/api/MultiSiteCleaners/PutEntity', { ...body, id: created.id, buildingIds: [999] }, 400)).errors).toEqual({ 'buildingIds.0': ['Not found'] });
  });
});

describe('tablet configurations', () => {
  it('keep their buttons and copy them to another building', async () => {
    const svc = await w.owner('POST', '/api/CollectionServices/CreateEntity', await service({ name: `Tablet svc ${Date.now()}` }));
    const items = [
      { collectionServiceId: svc.id, productId: null, wasteStreamId: null, label: 'Recycling', iconAttachmentId: null, colour: '#FFD700', sortOrder: 0, isVisible: true },
      { collectionServiceId: null, productId: null, wasteStreamId: w.f.landfill, label: 'General', iconAttachmentId: null, colour: null, sortOrder: 1, isVisible: true },
    ];
    const created = await w.owner('POST', '/api/TabletConfigurations/CreateEntity', { name: `Dock tablet ${Date.now()}`, items });
    expect(created.items).toEqual(items);
    const twoTargets = await w.owner('POST', '/api/TabletConfigurations/CreateEntity', { name: 'Bad', items: [{ ...items[0], wasteStreamId: w.f.landfill }] }, 400);
    expect(twoTargets.errors).toEqual({ 'items.0.collectionServiceId': ['Choose exactly one of a collection service, a product or a waste stream'] });

    const copy = await w.admin('POST', '/api/TabletConfigurations/Copy', { id: created.id, targetTenantId: COLLINS });
    expect(copy).toMatchObject({ tenantId: COLLINS, name: created.name, items: [items[1]] });
    expect(copy.warnings).toEqual(['Button "Recycling" was not copied: the building has no collection service of that name']);
    const [stored] = await w.server.db.select().from(tabletConfigurations).where(eq(tabletConfigurations.id, copy.id));
    expect(stored?.tenantId).toBe(COLLINS);
    const outside = await w.owner('POST', '/api/TabletConfigurations/Copy', { id: created.id, targetTenantId: COLLINS }, 400);
    expect(outside.errors).toEqual({ targetTenantId: ['Unknown building'] });
    expect((await w.owner('POST', '/api/TabletConfigurations/Copy', { id: 'x' }, 400)).errors).toHaveProperty('id');
  });
});

it('a refused child array leaves no parent row behind (one transaction)', async () => {
  const name = `Rolled back ${Date.now()}`;
  await w.owner('POST', '/api/CollectionServices/CreateEntity', await service({ name, isConsolidated: true, allocations: [{ customerId: 999999, pct: 100 }] }), 400);
  expect(await w.server.db.select().from(collectionServices).where(eq(collectionServices.name, name))).toEqual([]);
  expect((await w.server.db.select({ n: count() }).from(collectionServiceAllocations))[0]?.n).toBeGreaterThanOrEqual(0);
});
