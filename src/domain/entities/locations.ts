// Site layout (data-model.md §1.3): levels and zones, areas inside them, collection points and
// site information cards. All building-scoped.
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import {
  enumField,
  isoDate,
  lookupField,
  optionalText,
  ref,
  requiredEnum,
  requiredRef,
  requiredText,
  wholeNumber,
} from './shared';

export const LOCATION_TYPES = ['Floor', 'Basement', 'LoadingDock', 'WasteRoom', 'Podium', 'Roof', 'External'] as const;
export const SITE_INFORMATION_CATEGORIES = [
  'Access',
  'Schedule',
  'Safety',
  'Contacts',
  'Contractors',
  'Instructions',
  'General',
] as const;

export const primaryLocationEntity = defineEntity({
  key: 'primaryLocations',
  label: 'Primary location',
  labelPlural: 'Primary locations',
  controller: 'PrimaryLocations',
  cacheTag: 'PrimaryLocation',
  area: Area.Locations,
  route: '/primaryLocations',
  screens: ['list', 'create', 'edit'],
  scope: 'building',
  schema: z.object({
    name: requiredText(60),
    levelNumber: wholeNumber(-10, 150).nullish(),
    locationType: requiredEnum(LOCATION_TYPES, 'a location type').nullish(),
    sortOrder: wholeNumber(0, 9999).default(0),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    levelNumber: { label: 'Level', kind: 'int' },
    locationType: enumField('Type', LOCATION_TYPES),
    sortOrder: { label: 'Sort order', kind: 'int' },
  },
  titleField: 'name',
  search: ['name'],
  defaultSort: { field: 'sortOrder', dir: 'asc' },
});

export const secondaryLocationEntity = defineEntity({
  key: 'secondaryLocations',
  label: 'Secondary location',
  labelPlural: 'Secondary locations',
  controller: 'SecondaryLocations',
  cacheTag: 'SecondaryLocation',
  area: Area.Locations,
  route: '/secondaryLocations',
  screens: ['list', 'create', 'edit'],
  scope: 'building',
  schema: z.object({
    primaryLocationId: requiredRef('a primary location'),
    name: requiredText(60),
    customerId: ref.nullish(),
  }),
  fields: {
    primaryLocationId: lookupField('Primary location', 'primaryLocations'),
    name: { label: 'Name', kind: 'text' },
    customerId: lookupField('Tenant', 'customers', 'name', { help: 'Set when the area sits inside a tenancy' }),
  },
  titleField: 'name',
  search: ['name', 'primaryLocationId', 'customerId'],
  defaultSort: { field: 'name', dir: 'asc' },
  occupier: { column: 'customerId', withoutCustomer: 'shared' },
});

export const collectionPointEntity = defineEntity({
  key: 'collectionPoints',
  label: 'Collection point',
  labelPlural: 'Collection points',
  controller: 'CollectionPoints',
  cacheTag: 'CollectionPoint',
  area: Area.CollectionPoints,
  route: '/collectionPoints',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z.object({
    name: requiredText(80),
    primaryLocationId: requiredRef('a primary location'),
    secondaryLocationId: ref.nullish(),
    equipmentId: ref.nullish(),
    instructions: optionalText(500),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    primaryLocationId: lookupField('Primary location', 'primaryLocations'),
    secondaryLocationId: lookupField('Secondary location', 'secondaryLocations'),
    equipmentId: lookupField('Scale', 'equipment', 'serialNumber'),
    instructions: { label: 'Instructions', kind: 'textarea' },
  },
  titleField: 'name',
  search: ['name', 'primaryLocationId', 'secondaryLocationId'],
  defaultSort: { field: 'name', dir: 'asc' },
  occupier: { parent: 'secondaryLocations', through: 'secondaryLocationId', withoutParent: 'shared' },
});

export const siteInformationEntity = defineEntity({
  key: 'siteInformations',
  label: 'Site information',
  labelPlural: 'Site information',
  controller: 'SiteInformations',
  cacheTag: 'SiteInformation',
  area: Area.SiteInformations,
  route: '/siteInformations',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      category: requiredEnum(SITE_INFORMATION_CATEGORIES, 'a category'),
      title: requiredText(100),
      content: requiredText(4000),
      showOnTablet: z.boolean().default(false),
      validFrom: isoDate.nullish(),
      validTo: isoDate.nullish(),
      sortOrder: wholeNumber(0, 9999).default(0),
    })
    .refine((s) => !s.validFrom || !s.validTo || s.validTo >= s.validFrom, {
      message: 'Valid to must not be before valid from',
      path: ['validTo'],
    }),
  fields: {
    category: enumField('Category', SITE_INFORMATION_CATEGORIES),
    title: { label: 'Title', kind: 'text' },
    content: { label: 'Content', kind: 'textarea' },
    showOnTablet: { label: 'Show on tablet', kind: 'bool' },
    validFrom: { label: 'Valid from', kind: 'date' },
    validTo: { label: 'Valid to', kind: 'date' },
    sortOrder: { label: 'Sort order', kind: 'int' },
  },
  titleField: 'title',
  search: ['title'],
  defaultSort: { field: 'sortOrder', dir: 'asc' },
});

export const locationEntities = [
  primaryLocationEntity,
  secondaryLocationEntity,
  collectionPointEntity,
  siteInformationEntity,
] as const;
