// POST /api/CollectionServices/CreateInBulk over real HTTP: the preview names exactly what is
// created, each service gets a fresh QR code, existing pairs are skipped (a second run creates
// nothing), bad bodies and strangers' rows are refused naming the field, nothing is half-written,
// and only Create on CollectionServices may call it.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionServices } from '../../src/server/db/schema';
import { api, signIn } from '../helpers/server';
import { hookWorldForFile, newCollectionPoint, type Row } from './hooks/fixtures';

const w = hookWorldForFile();
const PATH = '/api/CollectionServices/CreateInBulk';

let serial = 0;
async function point(): Promise<{ id: number; level: string }> {
  serial += 1;
  const level = `Bulk level ${serial} ${Date.now()}`;
  return { id: await newCollectionPoint(w.server.db, level), level };
}

const servicesAt = (collectionPointId: number) =>
  w.server.db
    .select()
    .from(collectionServices)
    .where(and(eq(collectionServices.collectionPointId, collectionPointId), eq(collectionServices.isDeleted, false)));

type Planned = { name: string; customerId: number; wasteStreamId: number; collectionPointId: number };

describe('collection services in bulk', () => {
  it('previews, creates every tenant × stream with a fresh QR code, and skips them on a second run', async () => {
    const at = await point();
    const body = { customerIds: [w.f.customerA, w.f.customerB], wasteStreamIds: [w.f.landfill, w.f.recycling], collectionPointId: at.id, frequency: 'Weekly' };

    const preview = await w.owner('POST', PATH, { ...body, preview: true });
    const planned = preview.planned as Planned[];
    expect(preview).toMatchObject({ preview: true, created: [], skipped: [] });
    expect(planned.map((p) => [p.customerId, p.wasteStreamId])).toEqual([
      [w.f.customerA, w.f.landfill],
      [w.f.customerA, w.f.recycling],
      [w.f.customerB, w.f.landfill],
      [w.f.customerB, w.f.recycling],
    ]);
    expect(planned[0]?.name).toMatch(new RegExp(`^Hook tenant A \\w+ – ${at.level} – Hook general \\w+$`));
    expect(await servicesAt(at.id)).toEqual([]);

    const result = await w.owner('POST', PATH, body);
    const created = result.created as Row[];
    expect(created.map((r) => r.name)).toEqual(planned.map((p) => p.name));
    expect(created.every((r) => r.frequency === 'Weekly' && r.collectionPointId === at.id)).toBe(true);
    const codes = created.map((r) => String(r.qrCode));
    codes.forEach((code) => expect(code).toMatch(/^CS-[A-HJ-NP-Z2-9]{10}$/));
    expect(new Set(codes).size).toBe(4);
    const stored = await servicesAt(at.id);
    expect(stored.map((r) => r.name).sort()).toEqual(planned.map((p) => p.name).sort());
    expect(stored.every((r) => r.tenantId === 1)).toBe(true);
    const readBack = await w.owner('GET', `/api/CollectionServices/GetById/${created[0]?.id}`, undefined);
    expect(readBack.qrCode).toBe(codes[0]);
    // Its history says the bulk action made it.
    const [made] = (await w.owner('GET', `/api/CollectionServices/History/${created[0]?.id}`, undefined)) as unknown as { action: string; source: string }[];
    expect(made).toMatchObject({ action: 'create', source: 'bulk' });

    const again = await w.owner('POST', PATH, body);
    expect(again.created).toEqual([]);
    expect((again.skipped as (Planned & { existingId: number })[]).map((s) => s.existingId).sort()).toEqual(created.map((r) => r.id).sort());
    expect(await servicesAt(at.id)).toHaveLength(4);
  });

  it('skips only the pairs that already have a live service', async () => {
    const at = await point();
    const single = await w.owner('POST', '/api/CollectionServices/CreateEntity', {
      name: `Existing ${Date.now()}`, customerId: w.f.customerA, wasteStreamId: w.f.recycling, collectionPointId: at.id, qrCode: `BULKQR${Date.now()}`,
    });
    const result = await w.owner('POST', PATH, { customerIds: [w.f.customerA], wasteStreamIds: [w.f.landfill, w.f.recycling], collectionPointId: at.id });
    expect((result.skipped as { existingId: number; wasteStreamId: number }[]).map((s) => [s.existingId, s.wasteStreamId])).toEqual([[single.id, w.f.recycling]]);
    expect((result.created as Row[]).map((r) => r.wasteStreamId)).toEqual([w.f.landfill]);
  });

  it('refuses bad bodies and other buildings’ rows naming the field, and writes nothing when one create fails', async () => {
    const at = await point();
    const base = { customerIds: [w.f.customerA], wasteStreamIds: [w.f.landfill], collectionPointId: at.id };
    expect((await w.owner('POST', PATH, { ...base, customerIds: [] }, 400)).errors).toHaveProperty('customerIds');
    expect((await w.owner('POST', PATH, { ...base, wasteStreamIds: [w.f.landfill, w.f.landfill] }, 400)).errors).toHaveProperty('wasteStreamIds');
    expect((await w.owner('POST', PATH, { ...base, collectionPointId: undefined }, 400)).errors).toHaveProperty('collectionPointId');
    expect((await w.owner('POST', PATH, { ...base, surprise: 1 }, 400)).errors).toBeDefined();
    expect((await w.owner('POST', PATH, { ...base, customerIds: [w.f.customerA, w.f.otherBuildingCustomer] }, 400)).errors).toEqual({
      'customerIds.1': ['Not found'],
    });
    const broken = await w.owner('POST', PATH, { ...base, customerIds: [w.f.customerA, w.f.customerB], destinationContractorId: 999_999 }, 400);
    expect(broken.errors).toEqual({ destinationContractorId: ['Not found'] });
    expect(await servicesAt(at.id)).toEqual([]);
  });

  it('needs Create on collection services and a building', async () => {
    const at = await point();
    const body = { customerIds: [w.f.customerA], wasteStreamIds: [w.f.landfill], collectionPointId: at.id };
    const readonly = await api(w.server.url, await signIn(w.server.url, 'readonly'), 'POST', PATH, body);
    expect(readonly.status).toBe(403);
    expect((await api(w.server.url, null, 'POST', PATH, body)).status).toBe(401);
    const systemView = await w.admin('POST', PATH, body, 400);
    expect(systemView.message).toBe('Select a building first');
    expect(await w.server.db.select().from(collectionServices).where(inArray(collectionServices.collectionPointId, [at.id]))).toEqual([]);
  });
});
