// Waste reference data (data-model.md §1.2): streams, material types, products, bin types and
// countable service types. Global, except products, which may be building-specific.
import { z } from 'zod';
import { labelTable } from '../labels/label-table';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import {
  enumField,
  hexColour,
  lookupField,
  nonNegative,
  optionalText,
  ref,
  requiredEnum,
  requiredPattern,
  requiredRef,
  requiredText,
  wholeNumber,
} from './shared';

export const WASTE_FATES = ['Landfill', 'Recycling', 'Organics', 'EnergyRecovery', 'Reuse', 'Treatment'] as const;
export const NABERS_CATEGORIES = [
  'GeneralWaste',
  'DryWaste',
  'MixedRecycling',
  'Cardboard',
  'Paper',
  'Organics',
  'Glass',
  'Other',
] as const;
/** AS 4123.7 lid colours, plus purple for glass (a Victorian practice). */
export const LID_COLOURS = ['Red', 'Yellow', 'Blue', 'LimeGreen', 'Burgundy', 'Purple'] as const;
export const BODY_COLOURS = ['DarkGreen', 'Black', 'Grey', 'Blue', 'Yellow', 'Red', 'White'] as const;
export const BIN_CAPACITIES_L = [15, 30, 40, 60, 80, 120, 140, 240, 360, 660, 1100, 1500, 3000, 4500] as const;
export const BIN_SHAPES = [
  'UnderDesk',
  'CentralStation',
  'Caddy',
  'MGB2Wheel',
  'MGB4Wheel',
  'FrontLift',
  'Compactor',
  'Skip',
  'Bag',
  'Cage',
  'Console',
] as const;
export const UNITS_OF_MEASURE = ['Lift', 'Bin', 'Bag', 'Kg', 'Tonne', 'M3', 'Item', 'Bale', 'Console'] as const;
export const SERVICE_UNITS = ['Each', 'Lift', 'Hour'] as const;

/** Bulk density of a material in kg per litre (data-model.md §1.2: 0.01–1.5). */
const densityKgPerL = z
  .number({ error: 'Enter a number' })
  .min(0.01, 'At least 0.01 kg/L')
  .max(1.5, 'At most 1.5 kg/L');

const sortOrder = wholeNumber(0, 9999).default(0);

export const wasteStreamEntity = defineEntity({
  key: 'wasteStreams',
  label: 'Waste stream',
  labelPlural: 'Waste streams',
  controller: 'WasteStreams',
  cacheTag: 'WasteStream',
  area: Area.WasteStreams,
  route: '/wasteStreams',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z.object({
    name: requiredText(60),
    code: requiredPattern(/^[A-Z]{2,6}$/, 'Two to six capital letters, like COMM'),
    fate: requiredEnum(WASTE_FATES, 'a fate'),
    nabersCategory: requiredEnum(NABERS_CATEGORIES, 'a NABERS category').nullish(),
    lidColour: requiredEnum(LID_COLOURS, 'a lid colour').nullish(),
    defaultDensityKgPerL: densityKgPerL.nullish(),
    chartColour: hexColour.nullish(),
    sortOrder,
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    code: { label: 'Code', kind: 'text' },
    fate: enumField('Fate', WASTE_FATES),
    nabersCategory: enumField('NABERS category', NABERS_CATEGORIES),
    lidColour: enumField('Lid colour', LID_COLOURS),
    defaultDensityKgPerL: { label: 'Default density (kg/L)', kind: 'decimal' },
    chartColour: { label: 'Chart colour', kind: 'colour' },
    sortOrder: { label: 'Sort order', kind: 'int' },
  },
  titleField: 'name',
  search: ['name', 'code'],
  defaultSort: { field: 'sortOrder', dir: 'asc' },
});

export const wasteTypeEntity = defineEntity({
  key: 'wasteTypes',
  label: 'Waste type',
  labelPlural: 'Waste types',
  controller: 'WasteTypes',
  cacheTag: 'WasteType',
  area: Area.WasteTypes,
  route: '/wasteTypes',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z
    .object({
      name: requiredText(80),
      code: optionalText(10),
      examples: optionalText(300),
      densityKgPerL: densityKgPerL.nullish(),
      wasteStreamId: requiredRef('the stream it belongs in'),
      isFurnitureRecycleType: z.boolean().default(false),
      isFurnitureLandfillType: z.boolean().default(false),
    })
    .refine((t) => !(t.isFurnitureRecycleType && t.isFurnitureLandfillType), {
      message: 'A waste type is a furniture recycle type or a landfill type, not both',
      path: ['isFurnitureLandfillType'],
    }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    code: { label: 'Code', kind: 'text' },
    examples: { label: 'Examples', kind: 'textarea' },
    densityKgPerL: { label: 'Density (kg/L)', kind: 'decimal' },
    wasteStreamId: lookupField('Belongs in stream', 'wasteStreams'),
    isFurnitureRecycleType: { label: 'Furniture recycle type', kind: 'bool' },
    isFurnitureLandfillType: { label: 'Furniture landfill type', kind: 'bool' },
  },
  titleField: 'name',
  search: ['name', 'code', 'wasteStreamId'],
  defaultSort: { field: 'name', dir: 'asc' },
});

export const productEntity = defineEntity({
  key: 'products',
  label: 'Product',
  labelPlural: 'Products',
  controller: 'Products',
  cacheTag: 'Product',
  area: Area.Products,
  route: '/products',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'globalOrBuilding',
  schema: z
    .object({
      name: requiredText(100),
      wasteStreamId: requiredRef('a waste stream'),
      binTypeId: ref.nullish(),
      unitOfMeasure: requiredEnum(UNITS_OF_MEASURE, 'a unit of measure'),
      capacityL: wholeNumber(1, 50_000).nullish(),
      tareWeightKg: nonNegative(5000).nullish(),
      defaultKgPerUnit: nonNegative(100_000).nullish(),
      defaultPriceAud: nonNegative(1_000_000).nullish(),
      isTransactionProduct: z.boolean().default(false),
      isCollectionProduct: z.boolean().default(true),
    })
    .refine((p) => p.isTransactionProduct || p.isCollectionProduct, {
      message: 'A product is used for collections, transactions or both',
      path: ['isCollectionProduct'],
    }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    wasteStreamId: lookupField('Waste stream', 'wasteStreams'),
    binTypeId: lookupField('Bin type', 'binTypes'),
    unitOfMeasure: enumField('Unit of measure', labelTable(UNITS_OF_MEASURE, { Kg: 'kg', M3: 'm³' })),
    capacityL: { label: 'Capacity (L)', kind: 'int' },
    tareWeightKg: { label: 'Tare weight (kg)', kind: 'decimal' },
    defaultKgPerUnit: {
      label: 'Default kg per unit',
      kind: 'decimal',
      help: 'Used when the unit is not weighed',
    },
    defaultPriceAud: { label: 'Default price', kind: 'money' },
    isTransactionProduct: { label: 'Transaction product', kind: 'bool' },
    isCollectionProduct: { label: 'Collection product', kind: 'bool' },
  },
  titleField: 'name',
  search: ['name', 'wasteStreamId'],
  defaultSort: { field: 'name', dir: 'asc' },
});

export const binTypeEntity = defineEntity({
  key: 'binTypes',
  label: 'Bin type',
  labelPlural: 'Bin types',
  controller: 'BinTypes',
  cacheTag: 'BinType',
  area: Area.BinTypes,
  route: '/bin-types',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z
    .object({
      name: requiredText(60),
      capacityL: z
        .number({ error: 'Choose a capacity' })
        .refine((v) => (BIN_CAPACITIES_L as readonly number[]).includes(v), 'Choose one of the standard capacities'),
      shape: requiredEnum(BIN_SHAPES, 'a shape').nullish(),
      bodyColour: requiredEnum(BODY_COLOURS, 'a body colour').nullish(),
      lidColour: requiredEnum(LID_COLOURS, 'a lid colour').nullish(),
      wasteStreamId: ref.nullish(),
      disposable: z.boolean().default(false),
      tareWeightKg: nonNegative(200).nullish(),
      maxGrossKg: nonNegative(5000).nullish(),
      widthMm: wholeNumber(50, 5000).nullish(),
      depthMm: wholeNumber(50, 5000).nullish(),
      heightMm: wholeNumber(50, 5000).nullish(),
    })
    .refine((b) => b.maxGrossKg == null || b.tareWeightKg == null || b.maxGrossKg > b.tareWeightKg, {
      message: 'Maximum gross weight must be more than the tare weight',
      path: ['maxGrossKg'],
    }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    capacityL: enumField('Capacity (L)', labelTable(BIN_CAPACITIES_L, Object.fromEntries(BIN_CAPACITIES_L.map((l) => [l, `${l} L`])) as Record<`${(typeof BIN_CAPACITIES_L)[number]}`, string>)),
    shape: enumField('Shape', labelTable(BIN_SHAPES, { MGB2Wheel: '2-wheel bin (MGB)', MGB4Wheel: '4-wheel bin (MGB)' })),
    bodyColour: enumField('Body colour', BODY_COLOURS),
    lidColour: enumField('Lid colour', LID_COLOURS),
    wasteStreamId: lookupField('Waste stream', 'wasteStreams'),
    disposable: { label: 'Disposable', kind: 'bool' },
    tareWeightKg: { label: 'Tare weight (kg)', kind: 'decimal' },
    maxGrossKg: { label: 'Max gross weight (kg)', kind: 'decimal' },
    widthMm: { label: 'Width (mm)', kind: 'int', grid: false },
    depthMm: { label: 'Depth (mm)', kind: 'int', grid: false },
    heightMm: { label: 'Height (mm)', kind: 'int', grid: false },
  },
  titleField: 'name',
  search: ['name', 'wasteStreamId'],
  defaultSort: { field: 'capacityL', dir: 'asc' },
});

export const serviceTypeEntity = defineEntity({
  key: 'serviceTypes',
  label: 'Service type',
  labelPlural: 'Service types',
  controller: 'ServiceTypes',
  cacheTag: 'ServiceType',
  area: Area.ServiceType,
  route: '/service-types',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z.object({
    name: requiredText(80),
    code: optionalText(10),
    unit: requiredEnum(SERVICE_UNITS, 'a unit').default('Each'),
    defaultRateAud: nonNegative(1_000_000).nullish(),
    wasteStreamId: ref.nullish(),
    requiresBinType: z.boolean().default(false),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    code: { label: 'Code', kind: 'text' },
    unit: enumField('Unit', SERVICE_UNITS),
    defaultRateAud: { label: 'Default rate', kind: 'money' },
    wasteStreamId: lookupField('Waste stream', 'wasteStreams'),
    requiresBinType: { label: 'Requires bin type', kind: 'bool' },
  },
  titleField: 'name',
  search: ['name', 'code', 'wasteStreamId'],
  defaultSort: { field: 'name', dir: 'asc' },
});

export const referenceEntities = [
  wasteStreamEntity,
  wasteTypeEntity,
  productEntity,
  binTypeEntity,
  serviceTypeEntity,
] as const;
