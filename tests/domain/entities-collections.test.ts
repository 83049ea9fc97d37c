import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import {
  binCollectionEntity,
  collectionEntity,
  collectionLimitEntity,
  collectionsEntities,
  collectionServiceAllocationsSchema,
  collectionServiceEntity,
} from '../../src/domain/entities/collections';
import { entityByKey } from '../../src/domain/entities';
import { expectFieldError, expectValid } from './entities-expect';

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const service = {
  name: 'Acme Legal – Level 12 – Commingled',
  customerId: 7,
  wasteStreamId: 2,
  productId: 3,
  collectionPointId: 5,
  destinationContractorId: 1,
  qrCode: 'HT-CS-000123',
  frequency: 'Weekdays',
  isConsolidated: false,
};
const collection = {
  collectedAt: '2026-03-02T19:30:00+11:00',
  collectionServiceId: 12,
  cleanerId: 4,
  productId: 3,
  equipmentId: 2,
  quantity: 3,
  grossKg: 14.6,
  tareKg: 0.6,
  netKg: 14,
  isEstimated: false,
  isContaminated: true,
  contaminationLevel: 'Low',
  contaminationNote: 'Coffee cups in the paper bin',
  source: 'Tablet',
};
const limit = {
  wasteStreamId: 2,
  binTypeId: 8,
  period: 'PerCollection',
  minKg: 0.5,
  maxKg: 60,
  maxQuantity: 10,
  action: 'Notify',
  notifyEmail: 'fm@harbourtower.com.au',
};
const lift = {
  binTag: 'RFID-00A1-77F2',
  binTypeId: 9,
  wasteStreamId: 1,
  customerId: null,
  liftedAt: '2026-03-03T06:05:00Z',
  grossKg: 128.4,
  tareKg: 45,
  netKg: 83.4,
  equipmentId: 6,
};

describe('collections declarations', () => {
  it('are registered with the spec routes, controllers and areas', () => {
    const shape = collectionsEntities.map((e) => [e.key, e.route, e.controller, e.cacheTag, e.area]);
    expect(shape).toEqual(expect.arrayContaining([
      ['collectionServices', '/collection-services', 'CollectionServices', 'CollectionService', Area.CollectionServices],
      ['collections', '/collections', 'Collections', 'Collections', Area.Collections],
      ['collectionLimits', '/collectionLimits', 'CollectionLimits', 'CollectionLimit', Area.CollectionLimits],
      ['binCollections', '/bin-collections', 'BinCollections', 'BinCollection', Area.BinCollections],
    ]));
    for (const e of collectionsEntities) expect(entityByKey(e.key)).toBe(e);
  });
  it('leave the denormalised customer and stream of a collection to the server', () => {
    const parsed = collectionEntity.schema.parse({ ...collection, customerId: 99, wasteStreamId: 99 });
    expect(parsed).not.toHaveProperty('customerId');
    expect(parsed).not.toHaveProperty('wasteStreamId');
  });
});

describe('collection service schema', () => {
  const schema = collectionServiceEntity.schema;
  it('accepts a tenant service and a consolidated one', () => {
    expectValid(schema, service);
    expectValid(schema, { ...service, customerId: null, isConsolidated: true });
  });
  it.each([
    ['short QR code', { qrCode: 'AB' }, 'qrCode', 'Letters, digits'],
    ['QR code with spaces', { qrCode: 'HT CS 1' }, 'qrCode', 'Letters, digits'],
    ['no stream', { wasteStreamId: undefined }, 'wasteStreamId', 'Choose a waste stream'],
    ['unknown frequency', { frequency: 'Hourly' }, 'frequency', 'Choose a frequency'],
    ['consolidated with a tenant', { isConsolidated: true }, 'customerId', 'leave the tenant empty'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...service, ...patch }, field, message);
  });
});

describe('collection service allocations', () => {
  it('accept shares that add up to 100%', () => {
    const split = [
      { customerId: 1, pct: 33.34 },
      { customerId: 2, pct: 33.33 },
      { customerId: 3, pct: 33.33 },
    ];
    expect(collectionServiceAllocationsSchema.safeParse(split).success).toBe(true);
  });
  it.each([
    ['shares under 100%', [{ customerId: 1, pct: 60 }, { customerId: 2, pct: 30 }], 'add up to 100%'],
    ['a tenant twice', [{ customerId: 1, pct: 50 }, { customerId: 1, pct: 50 }], 'Each tenant once'],
    ['no allocations', [], 'at least one allocation'],
  ])('reject %s', (_, allocations, message) => {
    const messages = collectionServiceAllocationsSchema.safeParse(allocations).error?.issues.map((i) => i.message);
    expect(messages?.some((m) => m.includes(message))).toBe(true);
  });
});

describe('collection schema', () => {
  const schema = collectionEntity.schema;
  it('accepts a realistic weighing, and one stamped a minute ahead by a tablet clock', () => {
    expectValid(schema, collection);
    expectValid(schema, { ...collection, collectedAt: minutesFromNow(1) });
  });
  it.each([
    ['a time in the future', { collectedAt: minutesFromNow(10) }, 'collectedAt', 'in the future'],
    ['a time without offset', { collectedAt: '2026-03-02 19:30' }, 'collectedAt', 'Enter a valid date and time'],
    ['zero net weight', { grossKg: null, tareKg: null, netKg: 0 }, 'netKg', 'At least 0.01'],
    ['net over 2000 kg', { grossKg: null, tareKg: null, netKg: 2000.5 }, 'netKg', 'At most 2000'],
    ['net not gross minus tare', { netKg: 13 }, 'netKg', 'gross minus tare'],
    ['tare above gross', { grossKg: 10, tareKg: 12, netKg: 0.5 }, 'netKg', 'gross minus tare'],
    ['quantity over 100', { quantity: 101 }, 'quantity', 'At most 100'],
    ['both kinds of cleaner', { multiSiteCleanerId: 2 }, 'multiSiteCleanerId', 'not both'],
    ['contaminated without a level', { contaminationLevel: null }, 'contaminationLevel', 'how contaminated'],
    ['contaminated at level None', { contaminationLevel: 'None' }, 'contaminationLevel', 'how contaminated'],
    ['unknown source', { source: 'Fax' }, 'source', 'Choose a source'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...collection, ...patch }, field, message);
  });
});

describe('collection limit schema', () => {
  const schema = collectionLimitEntity.schema;
  it('accepts a 60 kg cap on a 240 L commingled lift', () => expectValid(schema, limit));
  it.each([
    ['max equal to min', { minKg: 60, maxKg: 60 }, 'maxKg', 'more than the minimum'],
    ['negative min', { minKg: -1 }, 'minKg', 'Must not be negative'],
    ['product and bin type', { productId: 3 }, 'binTypeId', 'not both'],
    ['notify without address', { notifyEmail: null }, 'notifyEmail', 'address to notify'],
    ['bad address', { notifyEmail: 'fm@' }, 'notifyEmail', 'Enter an email address'],
    ['unknown period', { period: 'PerYear' }, 'period', 'Choose a period'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...limit, ...patch }, field, message);
  });
});

describe('bin collection schema', () => {
  const schema = binCollectionEntity.schema;
  it('accepts a lifter reading', () => expectValid(schema, lift));
  it.each([
    ['no tag', { binTag: '' }, 'binTag', 'Required'],
    ['no bin type', { binTypeId: undefined }, 'binTypeId', 'Choose a bin type'],
    ['a lift in the future', { liftedAt: minutesFromNow(60) }, 'liftedAt', 'in the future'],
    ['weights that disagree', { netKg: 90 }, 'netKg', 'gross minus tare'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...lift, ...patch }, field, message);
  });
});
