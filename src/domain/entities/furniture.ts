// Furniture reuse (data-model.md §1.9): categories and types (global), locations and items (per
// building), each item tracked to its outcome.
import { z } from 'zod';
import { labelTable } from '../labels/label-table';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import {
  enumField,
  isoDate,
  listLookupField,
  lookupField,
  nonNegative,
  optionalText,
  ref,
  requiredEnum,
  requiredRef,
  requiredText,
  wholeNumber,
} from './shared';

export const furnitureCategoryEntity = defineEntity({
  key: 'furnitureCategories',
  label: 'Furniture category',
  labelPlural: 'Furniture categories',
  controller: 'FurnitureCategories',
  cacheTag: 'FurnitureCategory',
  area: Area.FurnitureCategories,
  route: '/furnitureCategories',
  screens: ['list', 'create', 'edit'],
  scope: 'global',
  schema: z.object({
    name: requiredText(60),
    sortOrder: wholeNumber(0).default(0),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    sortOrder: { label: 'Sort order', kind: 'int' },
  },
  titleField: 'name',
  search: ['name'],
  defaultSort: { field: 'sortOrder', dir: 'asc' },
});

export const furnitureTypeEntity = defineEntity({
  key: 'furnitureTypes',
  label: 'Furniture type',
  labelPlural: 'Furniture types',
  controller: 'FurnitureTypes',
  cacheTag: 'FurnitureType',
  area: Area.FurnitureTypes,
  route: '/furniture-types',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z.object({
    furnitureCategoryId: requiredRef('a category'),
    name: requiredText(100),
    typicalWeightKg: z.number().min(0.5, 'At least 0.5 kg').max(500, 'At most 500 kg').nullish(),
    recycleWasteTypeId: ref.nullish(),
    landfillWasteTypeId: ref.nullish(),
  }),
  fields: {
    furnitureCategoryId: lookupField('Category', 'furnitureCategories'),
    name: { label: 'Name', kind: 'text' },
    typicalWeightKg: { label: 'Typical weight (kg)', kind: 'decimal' },
    // Lookups restricted to GET /api/WasteTypes/GetFurnitureRecycleTypes and …LandfillTypes.
    recycleWasteTypeId: listLookupField('Recycled as', 'wasteTypes', 'furnitureRecycleTypes'),
    landfillWasteTypeId: listLookupField('Landfilled as', 'wasteTypes', 'furnitureLandfillTypes'),
  },
  titleField: 'name',
  search: ['name', 'furnitureCategoryId'],
  defaultSort: { field: 'name', dir: 'asc' },
});

export const FURNITURE_LOCATION_TYPES = ['InUse', 'Storage', 'Warehouse', 'OffSite'] as const;

export const furnitureLocationEntity = defineEntity({
  key: 'furnitureLocations',
  label: 'Furniture location',
  labelPlural: 'Furniture locations',
  controller: 'FurnitureLocations',
  cacheTag: 'FurnitureLocation',
  area: Area.FurnitureLocations,
  route: '/furniture-locations',
  screens: ['list', 'create', 'edit'],
  scope: 'building',
  schema: z.object({
    name: requiredText(100),
    primaryLocationId: ref.nullish(),
    secondaryLocationId: ref.nullish(),
    locationType: requiredEnum(FURNITURE_LOCATION_TYPES, 'a location type').default('Storage'),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    primaryLocationId: lookupField('Level / zone', 'primaryLocations'),
    secondaryLocationId: lookupField('Area', 'secondaryLocations'),
    locationType: enumField('Location type', FURNITURE_LOCATION_TYPES),
  },
  titleField: 'name',
  search: ['name', 'primaryLocationId'],
  defaultSort: { field: 'name', dir: 'asc' },
});

export const FURNITURE_CONDITIONS = ['New', 'Excellent', 'Good', 'Fair', 'Poor', 'Broken'] as const;
export const FURNITURE_STATUSES = [
  'Available',
  'Reserved',
  'ReusedInternal',
  'Donated',
  'Sold',
  'Recycled',
  'Landfilled',
] as const;
export type FurnitureStatus = (typeof FURNITURE_STATUSES)[number];
/** Statuses that end an item's journey: they need an outcome date. */
export const FINAL_FURNITURE_STATUSES: readonly FurnitureStatus[] = ['ReusedInternal', 'Donated', 'Sold', 'Recycled', 'Landfilled'];
/** Outcomes that put the item into a waste stream: they need the waste type it went out as. */
export const WASTE_FURNITURE_STATUSES: readonly FurnitureStatus[] = ['Recycled', 'Landfilled'];

export const furnitureItemEntity = defineEntity({
  key: 'furnitureItems',
  label: 'Furniture item',
  labelPlural: 'Furniture items',
  controller: 'FurnitureItems',
  cacheTag: 'FurnitureItem',
  area: Area.FurnitureItems,
  route: '/furniture-items',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      furnitureTypeId: requiredRef('a furniture type'),
      furnitureLocationId: requiredRef('a location'),
      customerId: ref.nullish(),
      assetTag: optionalText(30),
      quantity: wholeNumber(1, 100_000).default(1),
      condition: z.enum(FURNITURE_CONDITIONS).nullish(),
      furnitureStatus: requiredEnum(FURNITURE_STATUSES, 'a status').default('Available'),
      outcomeDate: isoDate.nullish(),
      outcomeWasteTypeId: ref.nullish(),
      recipient: optionalText(150),
      destinationContractorId: ref.nullish(),
      unitWeightKg: nonNegative(500).nullish(),
      estValueAud: nonNegative(10_000_000).nullish(),
    })
    .refine((i) => !FINAL_FURNITURE_STATUSES.includes(i.furnitureStatus) || !!i.outcomeDate, {
      message: 'Enter the outcome date for this status',
      path: ['outcomeDate'],
    })
    .refine((i) => !WASTE_FURNITURE_STATUSES.includes(i.furnitureStatus) || i.outcomeWasteTypeId != null, {
      message: 'Choose the waste type it was recycled or landfilled as',
      path: ['outcomeWasteTypeId'],
    }),
  fields: {
    furnitureTypeId: lookupField('Type', 'furnitureTypes'),
    furnitureLocationId: lookupField('Location', 'furnitureLocations'),
    customerId: lookupField('From tenant', 'customers'),
    assetTag: { label: 'Asset tag', kind: 'text' },
    quantity: { label: 'Quantity', kind: 'int' },
    condition: enumField('Condition', FURNITURE_CONDITIONS),
    furnitureStatus: enumField('Status', labelTable(FURNITURE_STATUSES, { ReusedInternal: 'Reused internally' }), { bulkEdit: true }),
    outcomeDate: { label: 'Outcome date', kind: 'date' },
    outcomeWasteTypeId: lookupField('Outcome waste type', 'wasteTypes'),
    recipient: { label: 'Recipient', kind: 'text' },
    destinationContractorId: lookupField('Contractor', 'destinationContractors'),
    unitWeightKg: { label: 'Unit weight (kg)', kind: 'decimal', help: 'Defaults from the furniture type' },
    estValueAud: { label: 'Estimated value', kind: 'money' },
  },
  titleField: 'assetTag',
  search: ['assetTag', 'recipient', 'furnitureTypeId', 'customerId'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

export const furnitureEntities = [
  furnitureCategoryEntity,
  furnitureTypeEntity,
  furnitureLocationEntity,
  furnitureItemEntity,
] as const;
