import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import {
  binTypeEntity,
  productEntity,
  referenceEntities,
  serviceTypeEntity,
  wasteStreamEntity,
  wasteTypeEntity,
} from '../../src/domain/entities/reference';
import { entityByKey } from '../../src/domain/entities';
import { expectFieldError, expectValid } from './entities-expect';

const commingled = {
  name: 'Commingled recycling',
  code: 'COMM',
  fate: 'Recycling',
  nabersCategory: 'MixedRecycling',
  lidColour: 'Yellow',
  defaultDensityKgPerL: 0.06,
  chartColour: '#F2C200',
  sortOrder: 2,
};
const pet = {
  name: 'PET bottles',
  code: 'PET',
  examples: 'Water and soft-drink bottles',
  densityKgPerL: 0.03,
  wasteStreamId: 2,
  isFurnitureRecycleType: false,
  isFurnitureLandfillType: false,
};
const lift = {
  name: '240L MGB Commingled – lift',
  wasteStreamId: 2,
  binTypeId: 8,
  unitOfMeasure: 'Lift',
  capacityL: 240,
  tareWeightKg: 12.5,
  defaultKgPerUnit: 16,
  defaultPriceAud: 9.85,
  isTransactionProduct: true,
  isCollectionProduct: true,
};
const mgb1100 = {
  name: '1100L MGB general',
  capacityL: 1100,
  shape: 'MGB4Wheel',
  bodyColour: 'DarkGreen',
  lidColour: 'Red',
  wasteStreamId: 1,
  disposable: false,
  tareWeightKg: 45,
  maxGrossKg: 300,
  widthMm: 1240,
  depthMm: 1070,
  heightMm: 1330,
};
const binWash = { name: 'Bin wash', code: 'WASH', unit: 'Each', defaultRateAud: 12.5, requiresBinType: true };

describe('waste reference declarations', () => {
  it('are registered under the spec routes, controllers and areas', () => {
    const shape = referenceEntities.map((e) => [e.key, e.route, e.controller, e.cacheTag, e.area]);
    expect(shape).toEqual(expect.arrayContaining([
      ['wasteStreams', '/wasteStreams', 'WasteStreams', 'WasteStream', Area.WasteStreams],
      ['wasteTypes', '/wasteTypes', 'WasteTypes', 'WasteType', Area.WasteTypes],
      ['products', '/products', 'Products', 'Product', Area.Products],
      ['binTypes', '/bin-types', 'BinTypes', 'BinType', Area.BinTypes],
      ['serviceTypes', '/service-types', 'ServiceTypes', 'ServiceType', Area.ServiceType],
    ]));
    for (const e of referenceEntities) expect(entityByKey(e.key)).toBe(e);
  });
});

describe('waste stream schema', () => {
  const schema = wasteStreamEntity.schema;
  it('accepts a realistic stream and defaults the sort order', () => {
    expectValid(schema, commingled);
    expect(schema.parse({ name: 'Batteries', code: 'BATT', fate: 'Treatment' }).sortOrder).toBe(0);
  });
  it.each([
    ['empty name', { name: ' ' }, 'name', 'Required'],
    ['lower-case code', { code: 'comm' }, 'code', 'capital letters'],
    ['code too long', { code: 'COMMING' }, 'code', 'capital letters'],
    ['unknown fate', { fate: 'Incinerate' }, 'fate', 'Choose a fate'],
    ['density too high', { defaultDensityKgPerL: 2 }, 'defaultDensityKgPerL', 'At most 1.5'],
    ['density too low', { defaultDensityKgPerL: 0 }, 'defaultDensityKgPerL', 'At least 0.01'],
    ['bad colour', { chartColour: 'yellow' }, 'chartColour', 'A colour like'],
    ['unknown lid colour', { lidColour: 'Pink' }, 'lidColour', 'Choose a lid colour'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...commingled, ...patch }, field, message);
  });
});

describe('waste type schema', () => {
  const schema = wasteTypeEntity.schema;
  it('accepts a realistic material', () => expectValid(schema, pet));
  it.each([
    ['no stream', { wasteStreamId: undefined }, 'wasteStreamId', 'Choose the stream'],
    ['examples too long', { examples: 'x'.repeat(301) }, 'examples', 'At most 300'],
    [
      'both furniture outcomes',
      { isFurnitureRecycleType: true, isFurnitureLandfillType: true },
      'isFurnitureLandfillType',
      'not both',
    ],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...pet, ...patch }, field, message);
  });
});

describe('product schema', () => {
  const schema = productEntity.schema;
  it('accepts a realistic product', () => expectValid(schema, lift));
  it.each([
    ['unknown unit', { unitOfMeasure: 'Pallet' }, 'unitOfMeasure', 'Choose a unit of measure'],
    ['negative price', { defaultPriceAud: -1 }, 'defaultPriceAud', 'Must not be negative'],
    ['fractional capacity', { capacityL: 240.5 }, 'capacityL', 'whole number'],
    ['no stream', { wasteStreamId: 0 }, 'wasteStreamId', 'Choose a waste stream'],
    [
      'neither collection nor transaction',
      { isTransactionProduct: false, isCollectionProduct: false },
      'isCollectionProduct',
      'collections, transactions or both',
    ],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...lift, ...patch }, field, message);
  });
});

describe('bin type schema', () => {
  const schema = binTypeEntity.schema;
  it('accepts a realistic bin', () => expectValid(schema, mgb1100));
  it.each([
    ['non-standard size', { capacityL: 1000 }, 'capacityL', 'standard capacities'],
    ['tare over 200 kg', { tareWeightKg: 250 }, 'tareWeightKg', 'At most 200'],
    ['unknown shape', { shape: 'Barrel' }, 'shape', 'Choose a shape'],
    ['gross not above tare', { tareWeightKg: 45, maxGrossKg: 40 }, 'maxGrossKg', 'more than the tare'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...mgb1100, ...patch }, field, message);
  });
});

describe('service type schema', () => {
  const schema = serviceTypeEntity.schema;
  it('accepts a realistic service type and defaults the unit', () => {
    expectValid(schema, binWash);
    expect(schema.parse({ name: 'Extra lift' }).unit).toBe('Each');
  });
  it.each([
    ['unknown unit', { unit: 'Day' }, 'unit', 'Choose a unit'],
    ['negative rate', { defaultRateAud: -5 }, 'defaultRateAud', 'Must not be negative'],
    ['no name', { name: '' }, 'name', 'Required'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...binWash, ...patch }, field, message);
  });
});
