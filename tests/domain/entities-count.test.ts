import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import { CountStage } from '../../src/domain/enums';
import { binCountEntity, countEntities, serviceTallyEntity } from '../../src/domain/entities/count';
import { entityByKey } from '../../src/domain/entities';
import { expectFieldError, expectValid } from './entities-expect';

const count = {
  countDate: '2026-03-02',
  collectionPointId: 5,
  customerId: 7,
  binTypeId: 8,
  wasteStreamId: 2,
  binCount: 6,
  fillPct: 75,
  countStage: null,
};
const tally = {
  tallyDate: '2026-03-02',
  serviceTypeId: 2,
  binTypeId: 9,
  wasteStreamId: 1,
  quantity: 4,
  unitRateAud: 12.5,
  notes: 'Bins washed after the food-waste spill',
};

describe('count declarations', () => {
  it('are registered; service tallies have no screens of their own', () => {
    const shape = countEntities.map((e) => [e.key, e.route, e.controller, e.cacheTag, e.area, e.screens.length]);
    expect(shape).toEqual(expect.arrayContaining([
      ['binCounts', '/bin-counts', 'BinCounts', 'BinCount', Area.BinCount, 4],
      ['serviceTallies', null, 'ServiceTallies', 'ServiceTally', Area.ServiceTally, 0],
    ]));
    for (const e of countEntities) expect(entityByKey(e.key)).toBe(e);
  });
});

describe('bin count schema', () => {
  const schema = binCountEntity.schema;
  it('accepts a count with no stage and one at a numeric stage, and defaults fill to full', () => {
    expectValid(schema, count);
    expect(schema.parse({ ...count, countStage: CountStage.PostSort }).countStage).toBe(2);
    expect(schema.parse({ ...count, fillPct: undefined }).fillPct).toBe(100);
  });
  it('leaves the estimated volume and weight to the server', () => {
    expect(schema.parse({ ...count, estVolumeL: 1, estKg: 1 })).not.toHaveProperty('estKg');
  });
  it.each([
    ['fill not in steps of 25', { fillPct: 60 }, 'fillPct', 'steps of 25%'],
    ['fill over 100', { fillPct: 125 }, 'fillPct', 'At most 100'],
    ['a thousand bins', { binCount: 1000 }, 'binCount', 'At most 999'],
    ['a stage by name', { countStage: 'PreSort' }, 'countStage', 'Choose a count stage'],
    ['stage 5', { countStage: 5 }, 'countStage', 'Choose a count stage'],
    ['no bin type', { binTypeId: undefined }, 'binTypeId', 'Choose a bin type'],
    ['bad date', { countDate: '2026-02-30' }, 'countDate', 'Enter a valid date'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...count, ...patch }, field, message);
  });
});

describe('service tally schema', () => {
  const schema = serviceTallyEntity.schema;
  it('accepts a realistic tally', () => expectValid(schema, tally));
  it.each([
    ['no service type', { serviceTypeId: undefined }, 'serviceTypeId', 'Choose a service type'],
    ['too many', { quantity: 10_001 }, 'quantity', 'At most 10000'],
    ['negative rate', { unitRateAud: -1 }, 'unitRateAud', 'Must not be negative'],
    ['notes too long', { notes: 'x'.repeat(501) }, 'notes', 'At most 500'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...tally, ...patch }, field, message);
  });
});
