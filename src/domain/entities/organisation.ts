// Organisation and access (data-model.md §1.1).
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { abn, AU_STATES, isoDate, optionalText, postcode, requiredText } from './shared';

export const BUILDING_TYPES = ['Office', 'Retail', 'MixedUse', 'Industrial', 'Education', 'Health', 'Other'] as const;

export const buildingEntity = defineEntity({
  key: 'buildings',
  label: 'Building',
  labelPlural: 'Buildings',
  controller: 'Package',
  cacheTag: 'Building',
  area: Area.Packages,
  route: '/buildings',
  screens: ['list', 'create', 'edit'],
  scope: 'global',
  schema: z.object({
    name: requiredText(128),
    tenantName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{1,63}$/, 'Letters, digits, _ or -, starting with a letter (2–64)'),
    calibreBins: z.boolean().default(false),
    addressLine: requiredText(200),
    suburb: requiredText(80),
    state: z.enum(AU_STATES),
    postcode,
    buildingType: z.enum(BUILDING_TYPES).nullish(),
    netLettableAreaM2: z.number().int().min(100).max(500_000).nullish(),
    floors: z.number().int().min(1).max(120).nullish(),
    occupants: z.number().int().min(0).nullish(),
    operatingDaysPerWeek: z.union([z.literal(5), z.literal(6), z.literal(7)]).nullish(),
    nabersRatingType: z.enum(['BaseBuilding', 'WholeBuilding']).nullish(),
    nabersWasteStars: z.number().min(0).max(6).multipleOf(0.5).nullish(),
    nabersRatingExpiry: z.iso.date().nullish(),
    diversionTargetPct: z.number().int().min(0).max(100).nullish(),
    timeZone: z.string().max(40).default('Australia/Sydney'),
    appFull: z.boolean().default(true),
    appLite: z.boolean().default(false),
    appSupplier: z.boolean().default(false),
    appFurniture: z.boolean().default(false),
    appAudits: z.boolean().default(false),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    tenantName: { label: 'Tenancy name', kind: 'text' },
    calibreBins: { label: 'Calibre bins', kind: 'bool' },
    addressLine: { label: 'Address', kind: 'text' },
    suburb: { label: 'Suburb', kind: 'text' },
    state: { label: 'State', kind: 'enum', options: AU_STATES },
    postcode: { label: 'Postcode', kind: 'text' },
    buildingType: { label: 'Building type', kind: 'enum', options: BUILDING_TYPES },
    netLettableAreaM2: { label: 'NLA (m²)', kind: 'int' },
    floors: { label: 'Floors', kind: 'int' },
    occupants: { label: 'Occupants', kind: 'int' },
    operatingDaysPerWeek: { label: 'Operating days / week', kind: 'enum', options: [5, 6, 7] },
    nabersRatingType: { label: 'NABERS rating type', kind: 'enum', options: ['BaseBuilding', 'WholeBuilding'] },
    nabersWasteStars: { label: 'NABERS waste stars', kind: 'decimal' },
    nabersRatingExpiry: { label: 'NABERS rating expiry', kind: 'date' },
    diversionTargetPct: { label: 'Diversion target', kind: 'percent' },
    timeZone: { label: 'Time zone', kind: 'text', grid: false },
    appFull: { label: 'Full edition', kind: 'bool', grid: false },
    appLite: { label: 'Lite edition', kind: 'bool', grid: false },
    appSupplier: { label: 'Supplier edition', kind: 'bool', grid: false },
    appFurniture: { label: 'Furniture edition', kind: 'bool', grid: false },
    appAudits: { label: 'Audits edition', kind: 'bool', grid: false },
  },
  titleField: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
});

export const customerEntity = defineEntity({
  key: 'customers',
  label: 'Tenant',
  labelPlural: 'Tenants',
  controller: 'Customers',
  cacheTag: 'Customer',
  area: Area.Customers,
  route: '/customers',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      name: requiredText(150),
      code: z.string().regex(/^[A-Z0-9-]+$/, 'Capitals, digits and -').max(12).nullish(),
      abn: abn.nullish(),
      floorsOccupied: optionalText(50),
      areaM2: z.number().int().min(0).nullish(),
      headcount: z.number().int().min(0).nullish(),
      leaseStart: isoDate.nullish(),
      leaseEnd: isoDate.nullish(),
      isBaseBuilding: z.boolean().default(false),
    })
    .refine((c) => !c.leaseStart || !c.leaseEnd || c.leaseEnd >= c.leaseStart, {
      message: 'Lease end must not be before lease start',
      path: ['leaseEnd'],
    }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    code: { label: 'Code', kind: 'text' },
    abn: { label: 'ABN', kind: 'text' },
    floorsOccupied: { label: 'Floors occupied', kind: 'text' },
    areaM2: { label: 'Area (m²)', kind: 'int' },
    headcount: { label: 'Headcount', kind: 'int' },
    leaseStart: { label: 'Lease start', kind: 'date' },
    leaseEnd: { label: 'Lease end', kind: 'date' },
    isBaseBuilding: { label: 'Base building', kind: 'bool' },
  },
  titleField: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
});

export const organisationEntities = [buildingEntity, customerEntity] as const;
