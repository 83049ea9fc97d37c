// Idempotency-Key on the creates that make more than one record (issue #11 part 4), over real HTTP:
// CollectionServices/CreateInBulk and TabletConfigurations/Copy. One key → the rows once, and every
// repeat, sequential or concurrent, answers exactly what the first did; the key with another body
// → 422 naming the header; a bulk preview writes nothing and claims no key
// (src/server/routes/generic/idempotency.ts, idempotentAnswer).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionServices, tabletConfigurations } from '../../../src/server/db/schema';
import { signInAll } from '../../helpers/server';
import { COLLINS, hookWorldForFile, newCollectionPoint, type Row } from '../hooks/fixtures';

const w = hookWorldForFile();
const BULK = '/api/CollectionServices/CreateInBulk';
const COPY = '/api/TabletConfigurations/Copy';
const tokens: Record<string, string> = {};
type Answer = { status: number; body: Row & { errors?: Record<string, string[]>; created?: Row[] } };

beforeAll(async () => {
  Object.assign(tokens, await signInAll(w.server.url, ['owner', 'admin']));
});

async function send(user: string, path: string, json: unknown, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await fetch(`${w.server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(json) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const servicesAt = async (collectionPointId: number) =>
  (await w.server.db.select({ id: collectionServices.id }).from(collectionServices).where(eq(collectionServices.collectionPointId, collectionPointId))).length;

async function bulkBody(): Promise<Record<string, unknown>> {
  const collectionPointId = await newCollectionPoint(w.server.db, `Idem bulk ${randomUUID().slice(0, 8)}`);
  return { customerIds: [w.f.customerA, w.f.customerB], wasteStreamIds: [w.f.landfill, w.f.recycling], collectionPointId, frequency: 'Weekly' };
}

describe('CollectionServices/CreateInBulk with an Idempotency-Key', () => {
  it('two sequential requests with one key → the four services once, the same answer twice', async () => {
    const body = await bulkBody();
    const key = randomUUID();
    const first = await send('owner', BULK, body, key);
    const second = await send('owner', BULK, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.created).toHaveLength(4);
    expect(second).toEqual(first);
    expect(await servicesAt(body.collectionPointId as number)).toBe(4);
  });

  it('six concurrent requests with one key → the four services once, every answer the first one', async () => {
    const body = await bulkBody();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('owner', BULK, body, key)));
    expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.body))).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.body.created).toHaveLength(4);
    expect(await servicesAt(body.collectionPointId as number)).toBe(4);
  });

  it('the key with another body → 422 naming the header, nothing written for it; a preview claims no key', async () => {
    const body = await bulkBody();
    const key = randomUUID();
    const preview = await send('owner', BULK, { ...body, preview: true }, key);
    expect(preview.status).toBe(200);
    expect(await servicesAt(body.collectionPointId as number)).toBe(0);
    expect((await send('owner', BULK, body, key)).body.created).toHaveLength(4);
    const other = await bulkBody();
    const reused = await send('owner', BULK, other, key);
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toHaveProperty('Idempotency-Key');
    expect(await servicesAt(other.collectionPointId as number)).toBe(0);
  });
});

describe('TabletConfigurations/Copy with an Idempotency-Key', () => {
  async function configuration(): Promise<Row> {
    const service = await w.owner('POST', '/api/CollectionServices/CreateEntity', {
      name: `Idem tablet svc ${randomUUID().slice(0, 8)}`,
      customerId: w.f.customerA,
      wasteStreamId: w.f.recycling,
      collectionPointId: await newCollectionPoint(w.server.db, `Idem tablet point ${randomUUID().slice(0, 8)}`),
      qrCode: `IDEMQR${randomUUID().slice(0, 8)}`,
    });
    const items = [
      { collectionServiceId: service.id, productId: null, wasteStreamId: null, label: 'Recycling', iconAttachmentId: null, colour: null, sortOrder: 0, isVisible: true },
      { collectionServiceId: null, productId: null, wasteStreamId: w.f.landfill, label: 'General', iconAttachmentId: null, colour: null, sortOrder: 1, isVisible: true },
    ];
    return w.owner('POST', '/api/TabletConfigurations/CreateEntity', { name: `Idem tablet ${randomUUID().slice(0, 8)}`, items });
  }
  const copiesIn = async (tenantId: number, name: unknown) =>
    (await w.server.db.select({ id: tabletConfigurations.id }).from(tabletConfigurations).where(and(eq(tabletConfigurations.tenantId, tenantId), eq(tabletConfigurations.name, String(name)))))
      .length;

  it('sequential and concurrent copies with one key → one copy, the same answer (warnings included)', async () => {
    const source = await configuration();
    const body = { id: source.id, targetTenantId: COLLINS };
    const key = randomUUID();
    const first = await send('admin', COPY, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.warnings).toHaveLength(1);
    const repeats = await Promise.all([send('admin', COPY, body, key), send('admin', COPY, body, key), send('admin', COPY, body, key)]);
    for (const repeat of repeats) expect(repeat).toEqual(first);
    expect(await copiesIn(COLLINS, source.name)).toBe(1);

    // A building holds one configuration of a name: the concurrent copies go to a third one.
    const secondKey = randomUUID();
    const elsewhere = { id: source.id, targetTenantId: 3 };
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => send('admin', COPY, elsewhere, secondKey)));
    expect(concurrent.map((a) => a.status), JSON.stringify(concurrent.map((a) => a.body))).toEqual(Array(5).fill(200));
    for (const answer of concurrent) expect(answer).toEqual(concurrent[0]);
    expect(await copiesIn(3, source.name)).toBe(1);
  });

  it('the key with another body → 422 naming the header, no copy made for it', async () => {
    const source = await configuration();
    const key = randomUUID();
    expect((await send('admin', COPY, { id: source.id, targetTenantId: COLLINS }, key)).status).toBe(200);
    const reused = await send('admin', COPY, { id: source.id, targetTenantId: 3 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toHaveProperty('Idempotency-Key');
    expect(await copiesIn(3, source.name)).toBe(0);
  });
});
