import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import {
  collectionPointEntity,
  locationEntities,
  primaryLocationEntity,
  secondaryLocationEntity,
  siteInformationEntity,
} from '../../src/domain/entities/locations';
import { entityByKey } from '../../src/domain/entities';
import { expectFieldError, expectValid } from './entities-expect';

const level12 = { name: 'Level 12', levelNumber: 12, locationType: 'Floor', sortOrder: 12 };
const teaPoint = { primaryLocationId: 4, name: 'Tea point east', customerId: 7 };
const dockScale = {
  name: 'Dock scale 1',
  primaryLocationId: 1,
  secondaryLocationId: null,
  equipmentId: 3,
  instructions: 'Weigh every bag before it goes in the compactor.',
};
const binRoomHours = {
  category: 'Access',
  title: 'Bin room access',
  content: 'Swipe access from the loading dock, 6 am to 10 pm.',
  showOnTablet: true,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  sortOrder: 1,
};

describe('site layout declarations', () => {
  it('are registered under the spec routes and screens', () => {
    const shape = locationEntities.map((e) => [e.key, e.route, e.controller, e.area, e.screens, e.scope]);
    expect(shape).toEqual(expect.arrayContaining([
      ['primaryLocations', '/primaryLocations', 'PrimaryLocations', Area.Locations, ['list', 'create', 'edit'], 'building'],
      ['secondaryLocations', '/secondaryLocations', 'SecondaryLocations', Area.Locations, ['list', 'create', 'edit'], 'building'],
      ['collectionPoints', '/collectionPoints', 'CollectionPoints', Area.CollectionPoints, ['list', 'create', 'edit', 'view'], 'building'],
      ['siteInformations', '/siteInformations', 'SiteInformations', Area.SiteInformations, ['list', 'create', 'edit', 'view'], 'building'],
    ]));
    for (const e of locationEntities) expect(entityByKey(e.key)).toBe(e);
  });
});

describe('primary location schema', () => {
  const schema = primaryLocationEntity.schema;
  it('accepts a level, and a basement below ground', () => {
    expectValid(schema, level12);
    expectValid(schema, { name: 'B2 loading dock', levelNumber: -2, locationType: 'LoadingDock' });
  });
  it.each([
    ['level too deep', { levelNumber: -11 }, 'levelNumber', 'At least -10'],
    ['level too high', { levelNumber: 151 }, 'levelNumber', 'At most 150'],
    ['unknown type', { locationType: 'Attic' }, 'locationType', 'Choose a location type'],
    ['name too long', { name: 'L'.repeat(61) }, 'name', 'At most 60'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...level12, ...patch }, field, message);
  });
});

describe('secondary location schema', () => {
  const schema = secondaryLocationEntity.schema;
  it('accepts an area inside a tenancy', () => expectValid(schema, teaPoint));
  it.each([
    ['no primary location', { primaryLocationId: null }, 'primaryLocationId', 'Choose a primary location'],
    ['no name', { name: '' }, 'name', 'Required'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...teaPoint, ...patch }, field, message);
  });
});

describe('collection point schema', () => {
  const schema = collectionPointEntity.schema;
  it('accepts a scale point', () => expectValid(schema, dockScale));
  it.each([
    ['no primary location', { primaryLocationId: undefined }, 'primaryLocationId', 'Choose a primary location'],
    ['instructions too long', { instructions: 'x'.repeat(501) }, 'instructions', 'At most 500'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...dockScale, ...patch }, field, message);
  });
});

describe('site information schema', () => {
  const schema = siteInformationEntity.schema;
  it('accepts a card, also one valid for a single day', () => {
    expectValid(schema, binRoomHours);
    expectValid(schema, { ...binRoomHours, validTo: binRoomHours.validFrom });
  });
  it.each([
    ['end before start', { validFrom: '2026-06-01', validTo: '2026-05-31' }, 'validTo', 'must not be before'],
    ['unknown category', { category: 'Parking' }, 'category', 'Choose a category'],
    ['empty content', { content: '   ' }, 'content', 'Required'],
    ['content over 4000', { content: 'x'.repeat(4001) }, 'content', 'At most 4000'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...binRoomHours, ...patch }, field, message);
  });
});
