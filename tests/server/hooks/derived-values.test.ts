// Values the server derives or keeps write-only, over real HTTP: collections take their tenant and
// stream from the service and meet the collection limits; bin count estimates; transaction
// amounts; tally rates; audit QR codes; audit items (±3 %) and the audit's cached totals; PINs
// and API secrets stored hashed / encrypted and never returned.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/auth/password';
import { apiConfigurations, auditCollectionItems, cleaners, collectionLimits, collections } from '../../../src/server/db/schema';
import { decryptSecret } from '../../../src/server/routes/hooks/api-configurations';
import { HARBOUR, newCollectionPoint, type Row, hookWorldForFile } from './fixtures';

const w = hookWorldForFile();

describe('collections', () => {
  let serviceId: number;
  const body = (netKg: number, quantity = 1) => ({ collectedAt: '2025-09-01T02:00:00Z', collectionServiceId: serviceId, netKg, quantity });

  beforeAll(async () => {
    const collectionPointId = await newCollectionPoint(w.server.db, 'Limit dock');
    serviceId = (await w.owner('POST', '/api/CollectionServices/CreateEntity', { name: 'Limit svc', customerId: w.f.customerA, wasteStreamId: w.f.landfill, collectionPointId, qrCode: 'LIMIT-SVC-1' })).id;
  });

  it('copy the tenant and stream from the service', async () => {
    const row = await w.owner('POST', '/api/Collections/CreateEntity', body(12.5));
    expect(row).toMatchObject({ customerId: w.f.customerA, wasteStreamId: w.f.landfill, netKg: 12.5 });
    expect(row).not.toHaveProperty('warnings');
  });

  it('warn above a Warn limit, and refuse above a Block limit naming it, writing nothing', async () => {
    await w.server.db.insert(collectionLimits).values([
      { tenantId: HARBOUR, wasteStreamId: w.f.landfill, period: 'PerCollection', maxKg: 60, action: 'Warn' },
      { tenantId: HARBOUR, wasteStreamId: w.f.landfill, customerId: w.f.customerA, period: 'PerDay', maxKg: 150, maxQuantity: 5, action: 'Block' },
    ]);
    const warned = await w.owner('POST', '/api/Collections/CreateEntity', body(70));
    expect(warned.warnings).toEqual([expect.stringMatching(/^Above the limit of 60 kg per collection for Hook general/)]);
    const before = await w.server.db.select({ id: collections.id }).from(collections);
    const blocked = await w.owner('POST', '/api/Collections/CreateEntity', body(80), 400);
    expect(blocked.errors?.netKg).toEqual([expect.stringMatching(/^Above the limit of 150 kg a day for Hook general/)]);
    expect((await w.server.db.select({ id: collections.id }).from(collections)).length).toBe(before.length);
    const tooMany = await w.owner('POST', '/api/Collections/CreateEntity', body(1, 5), 400);
    expect(Object.keys(tooMany.errors ?? {})).toEqual(['quantity']);
    // Another day starts a new total; an edit counts without its own old weight.
    const nextDay = await w.owner('POST', '/api/Collections/CreateEntity', { ...body(50), collectedAt: '2025-09-02T02:00:00Z' });
    const { id, ...rest } = nextDay;
    await w.owner('PUT', '/api/Collections/PutEntity', { ...pick(rest, Object.keys(body(0))), id, netKg: 55 });
  });

  it('above a Notify limit, say whom to tell: nothing here sends mail, so the warning does not claim it was sent', async () => {
    await w.server.db.insert(collectionLimits).values({ tenantId: HARBOUR, wasteStreamId: w.f.landfill, period: 'PerWeek', maxKg: 100, action: 'Notify', notifyEmail: 'fm@hook.example.com' });
    const row = await w.owner('POST', '/api/Collections/CreateEntity', { ...body(110), collectedAt: '2025-09-03T02:00:00Z' });
    expect(row.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^Above the limit of 100 kg a week for Hook general[^:]*: let fm@hook\.example\.com know$/)]));
  });

  it('refuse a service of another building by field', async () => {
    const [other] = await w.server.db.execute(`select id from collection_services where tenant_id <> ${HARBOUR} limit 1` as never).then((r) => (r as unknown as { rows: Row[] }).rows);
    const missing = await w.owner('POST', '/api/Collections/CreateEntity', { ...body(1), collectionServiceId: other?.id ?? 999999 }, 400);
    expect(missing.errors).toEqual({ collectionServiceId: ['Not found'] });
  });
});

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

it('bin counts carry estimated volume and weight', async () => {
  const row = await w.owner('POST', '/api/BinCounts/CreateEntity', { countDate: '2025-09-01', binTypeId: w.f.binType, wasteStreamId: w.f.landfill, binCount: 3, fillPct: 75 });
  expect(row).toMatchObject({ estVolumeL: 540, estKg: 81 });
  const edited = await w.owner('PUT', '/api/BinCounts/PutEntity', { ...pick(row, ['countDate', 'binTypeId', 'binCount', 'fillPct']), id: row.id, wasteStreamId: w.f.recycling });
  expect(edited).toMatchObject({ estVolumeL: 540, estKg: 43.2 });
});

it('transactions take stream and unit from the product and compute the amount', async () => {
  const body = { transactionDate: '2025-09-01', destinationContractorId: 0, productId: w.f.transactionProduct, quantity: 3, unitPriceAud: 12.35, wasteStreamId: w.f.landfill, amountAud: 1 };
  const [contractor] = await w.server.db.execute(`insert into destination_contractors (name, contractor_company, facility_name) values ('Hook DC', 'Hook', 'Hook MRF') returning id` as never).then((r) => (r as unknown as { rows: Row[] }).rows);
  const row = await w.owner('POST', '/api/Transactions/CreateEntity', { ...body, destinationContractorId: contractor?.id });
  expect(row).toMatchObject({ wasteStreamId: w.f.recycling, unitOfMeasure: 'Lift', amountAud: 37.05 });
  const wrong = await w.owner('POST', '/api/Transactions/CreateEntity', { ...body, destinationContractorId: contractor?.id, productId: w.f.collectionProduct }, 400);
  expect(wrong.errors).toEqual({ productId: ['Choose a product used on supplier transactions'] });
});

it('service tallies snapshot the service type rate when none is given', async () => {
  const row = await w.owner('POST', '/api/ServiceTallies/CreateEntity', { tallyDate: '2025-09-01', serviceTypeId: w.f.serviceType, quantity: 4 });
  expect(row.unitRateAud).toBe(12.5);
  const own = await w.owner('POST', '/api/ServiceTallies/CreateEntity', { tallyDate: '2025-09-01', serviceTypeId: w.f.serviceType, quantity: 4, unitRateAud: 9 });
  expect(own.unitRateAud).toBe(9);
});

it('audit services get a QR code when none is given and keep it on edit', async () => {
  const row = await w.owner('POST', '/api/AuditServices/CreateEntity', { name: 'Hook audit point', presentedStreamId: w.f.landfill });
  expect(row.qrCode).toMatch(/^AS-[A-Z2-9]{10}$/);
  const edited = await w.owner('PUT', '/api/AuditServices/PutEntity', { id: row.id, name: 'Renamed point', presentedStreamId: w.f.landfill, qrCode: null });
  expect(edited.qrCode).toBe(row.qrCode);
});

describe('audit collections', () => {
  it('keep items within ±3 % of the net weight, flag contaminants and keep the audit totals', async () => {
    const audit = await w.owner('POST', '/api/Audits/CreateEntity', { title: 'Totals', auditType: 'Composition', startDate: '2025-09-01', auditorId: w.f.auditorA });
    const sample = { wasteAuditId: audit.id, presentedStreamId: w.f.landfill, sampledAt: '2025-09-01T01:00:00Z', stage: 2, netKg: 10 };
    const off = await w.owner('POST', '/api/AuditCollections/CreateEntity', { ...sample, items: [{ wasteTypeId: w.f.landfillType, weightKg: 9 }] }, 400);
    expect(off.errors).toEqual({ items: ['The items must weigh the net weight within ±3%'] });
    const items = [{ wasteTypeId: w.f.landfillType, weightKg: 6, itemCount: null }, { wasteTypeId: w.f.recyclingType, weightKg: 4.1, itemCount: 12 }];
    const row = await w.owner('POST', '/api/AuditCollections/CreateEntity', { ...sample, items });
    expect(row.items).toEqual(items);
    const flags = await w.server.db.select({ c: auditCollectionItems.isContaminant }).from(auditCollectionItems).where(eq(auditCollectionItems.auditCollectionId, row.id));
    expect(flags.map((r) => r.c)).toEqual([false, true]);
    expect(await w.owner('GET', `/api/Audits/GetById/${audit.id}`, undefined)).toMatchObject({ sampledKg: 10, contaminationPct: 40.59, recoverableInGeneralPct: 40.59 });
    // Changing the net weight alone is checked against the stored items.
    await w.owner('PUT', '/api/AuditCollections/PutEntity', { ...sample, id: row.id, netKg: 20 }, 400);
    await w.owner('DELETE', `/api/AuditCollections/Delete/${row.id}`, undefined);
    expect(await w.owner('GET', `/api/Audits/GetById/${audit.id}`, undefined)).toMatchObject({ sampledKg: null, contaminationPct: null });
  });
});

describe('write-only values', () => {
  it('a PIN is stored as a scrypt hash, never returned, and kept when an edit leaves it empty', async () => {
    // Cleaners are reference data the administrator keeps; in the system view it names the building.
    const body = { firstName: 'Pia', lastName: 'Pin', pin: '4321', tenantId: HARBOUR };
    const row = await w.admin('POST', '/api/Cleaners/CreateEntity', body);
    expect(row).not.toHaveProperty('pin');
    expect(row).not.toHaveProperty('pinHash');
    expect(row.hasPin).toBe(true);
    const stored = async () => (await w.server.db.select({ h: cleaners.pinHash }).from(cleaners).where(eq(cleaners.id, row.id)))[0]?.h ?? null;
    const first = await stored();
    expect(await verifyPassword('4321', first)).toBe(true);
    await w.admin('PUT', '/api/Cleaners/PutEntity', { ...body, id: row.id, pin: null });
    expect(await stored()).toBe(first);
    await w.admin('PUT', '/api/Cleaners/PutEntity', { ...body, id: row.id, pin: '987654' });
    expect(await verifyPassword('987654', await stored())).toBe(true);
    expect((await w.admin('PUT', '/api/Cleaners/PutEntity', { ...body, id: row.id, pin: '12' }, 400)).errors).toHaveProperty('pin');
  });

  it('an API secret is stored encrypted (AES-256-GCM), never returned, and kept when an edit leaves it empty', async () => {
    const body = { kind: 1, name: 'Hook API', targetSystem: 'BI', direction: 'Push', baseUrl: 'https://bi.example.com/in', dataScope: ['Collections'], authType: 'ApiKey', authSecret: 's3cr3t-key' };
    const row = await w.owner('POST', '/api/ApiConfigurations/CreateEntity', body);
    expect(row).not.toHaveProperty('authSecret');
    expect(row).not.toHaveProperty('authSecretEncrypted');
    expect(row.hasAuthSecret).toBe(true);
    const stored = async () => (await w.server.db.select({ s: apiConfigurations.authSecretEncrypted }).from(apiConfigurations).where(eq(apiConfigurations.id, row.id)))[0]?.s ?? '';
    const [{ value: secret } = { value: '' }] = await w.server.db.execute(`select value from server_settings where key = 'access_token_secret'` as never).then((r) => (r as unknown as { rows: { value: string }[] }).rows);
    expect(await stored()).not.toContain('s3cr3t');
    expect(decryptSecret(await stored(), secret)).toBe('s3cr3t-key');
    await w.owner('PUT', '/api/ApiConfigurations/PutEntity', { ...body, id: row.id, authSecret: null });
    expect(decryptSecret(await stored(), secret)).toBe('s3cr3t-key');
    const [format, iv, tag, data = ''] = (await stored()).split('.');
    const tampered = [format, iv, tag, (data.startsWith('A') ? 'B' : 'A') + data.slice(1)].join('.');
    expect(() => decryptSecret(tampered, secret)).toThrow();
  });
});
