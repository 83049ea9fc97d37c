import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import {
  furnitureCategoryEntity,
  furnitureEntities,
  furnitureItemEntity,
  furnitureLocationEntity,
  furnitureTypeEntity,
} from '../../src/domain/entities/furniture';
import { expectErrorOn, expectLookupsResolve, expectMetadataMatchesSchema, fieldErrors } from './entities-helpers';

describe('furniture declarations', () => {
  it('follow spec §2.2: categories and locations have no view screen', () => {
    const summary = furnitureEntities.map((e) => [e.key, e.controller, e.cacheTag, e.area, e.route, e.scope, e.screens.join(',')]);
    expect(summary).toEqual(expect.arrayContaining([
      ['furnitureCategories', 'FurnitureCategories', 'FurnitureCategory', Area.FurnitureCategories, '/furnitureCategories', 'global', 'list,create,edit'],
      ['furnitureTypes', 'FurnitureTypes', 'FurnitureType', Area.FurnitureTypes, '/furniture-types', 'global', 'list,create,edit,view'],
      ['furnitureLocations', 'FurnitureLocations', 'FurnitureLocation', Area.FurnitureLocations, '/furniture-locations', 'building', 'list,create,edit'],
      ['furnitureItems', 'FurnitureItems', 'FurnitureItem', Area.FurnitureItems, '/furniture-items', 'building', 'list,create,edit,view'],
    ]));
    for (const e of furnitureEntities) {
      expectMetadataMatchesSchema(e);
      expectLookupsResolve(e);
    }
  });
});

describe('furniture categories, types and locations', () => {
  it('accept realistic rows', () => {
    expect(fieldErrors(furnitureCategoryEntity.schema, { name: 'Seating', sortOrder: 1 })).toEqual({});
    expect(
      fieldErrors(furnitureTypeEntity.schema, {
        furnitureCategoryId: 1,
        name: 'Task chair',
        typicalWeightKg: 17.5,
        recycleWasteTypeId: 20,
        landfillWasteTypeId: 24,
      }),
    ).toEqual({});
    expect(fieldErrors(furnitureLocationEntity.schema, { name: 'L3 store room', primaryLocationId: 4, locationType: 'Storage' })).toEqual({});
  });

  it('reject bad input on the right field', () => {
    expectErrorOn(furnitureCategoryEntity.schema, { name: '' }, 'name', /Required/);
    expectErrorOn(furnitureCategoryEntity.schema, { name: 'Desks', sortOrder: -1 }, 'sortOrder', /At least 0/);
    expectErrorOn(furnitureTypeEntity.schema, { name: 'Locker bank' }, 'furnitureCategoryId', /Choose a category/);
    expectErrorOn(furnitureTypeEntity.schema, { furnitureCategoryId: 1, name: 'Pen', typicalWeightKg: 0.1 }, 'typicalWeightKg', /At least 0.5/);
    expectErrorOn(furnitureLocationEntity.schema, { name: 'Dock', locationType: 'Garden' }, 'locationType', /Choose a location type/);
  });
});

describe('furniture items', () => {
  const schema = furnitureItemEntity.schema;
  const item = {
    furnitureTypeId: 3,
    furnitureLocationId: 2,
    customerId: 14,
    assetTag: 'HT-CH-00412',
    quantity: 12,
    condition: 'Good',
    furnitureStatus: 'Available',
    unitWeightKg: 17,
    estValueAud: 120,
  };

  it('accepts an available item, and final outcomes with what they need', () => {
    expect(fieldErrors(schema, item)).toEqual({});
    expect(fieldErrors(schema, { ...item, furnitureStatus: 'Donated', outcomeDate: '2026-06-30', recipient: 'Green Furniture Hub' })).toEqual({});
    expect(fieldErrors(schema, { ...item, furnitureStatus: 'Recycled', outcomeDate: '2026-06-30', outcomeWasteTypeId: 20 })).toEqual({});
  });

  it('wants an outcome date once the status is final', () => {
    expectErrorOn(schema, { ...item, furnitureStatus: 'Sold' }, 'outcomeDate', /outcome date/);
    expect(fieldErrors(schema, { ...item, furnitureStatus: 'Reserved' })).toEqual({});
  });

  it('wants the outcome waste type for recycled or landfilled items', () => {
    expectErrorOn(schema, { ...item, furnitureStatus: 'Landfilled', outcomeDate: '2026-06-30' }, 'outcomeWasteTypeId', /waste type/);
  });

  it('rejects bad quantities, conditions and tags', () => {
    expectErrorOn(schema, { ...item, quantity: 0 }, 'quantity', /At least 1/);
    expectErrorOn(schema, { ...item, condition: 'Shabby' }, 'condition', /.+/);
    expectErrorOn(schema, { ...item, assetTag: 'T'.repeat(31) }, 'assetTag', /At most 30/);
    expectErrorOn(schema, { ...item, furnitureTypeId: undefined }, 'furnitureTypeId', /Choose a furniture type/);
  });
});
