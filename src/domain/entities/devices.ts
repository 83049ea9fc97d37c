// Devices (data-model.md §1.10): scales and tablets, and the tablet's configuration.
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import {
  enumField,
  hexColour,
  isoDate,
  isoDateTime,
  lookupField,
  optionalText,
  ref,
  requiredEnum,
  requiredPattern,
  requiredText,
  wholeNumber,
} from './shared';

export const EQUIPMENT_TYPES = [
  'FloorScale',
  'PlatformScale',
  'BinLifterScale',
  'HangingScale',
  'Tablet',
  'LabelPrinter',
  'BinSensor',
] as const;
export const EQUIPMENT_STATES = ['InService', 'OutOfService', 'Retired'] as const;
/** Unique across all buildings (checked through GET /api/Equipment/GetBuildingName). */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9/_-]{3,50}$/;

export const equipmentEntity = defineEntity({
  key: 'equipment',
  label: 'Equipment',
  labelPlural: 'Equipment',
  controller: 'Equipment',
  cacheTag: 'Equipment',
  area: Area.Equipment,
  route: '/equipment',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      serialNumber: requiredPattern(SERIAL_NUMBER_PATTERN, '3–50 letters, digits, /, _ or -'),
      equipmentType: requiredEnum(EQUIPMENT_TYPES, 'an equipment type'),
      make: optionalText(60),
      model: optionalText(60),
      capacityKg: z.number().positive('Must be more than 0').max(50_000, 'At most 50000').nullish(),
      resolutionKg: z.number().positive('Must be more than 0').max(10, 'At most 10').nullish(),
      calibrationDate: isoDate.nullish(),
      calibrationDueDate: isoDate.nullish(),
      certificateNo: optionalText(40),
      collectionPointId: ref.nullish(),
      installedOn: isoDate.nullish(),
      state: requiredEnum(EQUIPMENT_STATES, 'a state').default('InService'),
    })
    .refine((e) => !e.calibrationDate || !e.calibrationDueDate || e.calibrationDueDate > e.calibrationDate, {
      message: 'The calibration due date must be after the calibration date',
      path: ['calibrationDueDate'],
    }),
  fields: {
    serialNumber: { label: 'Serial number', kind: 'text' },
    equipmentType: enumField('Type', EQUIPMENT_TYPES),
    make: { label: 'Make', kind: 'text' },
    model: { label: 'Model', kind: 'text' },
    capacityKg: { label: 'Capacity (kg)', kind: 'decimal' },
    resolutionKg: { label: 'Resolution (kg)', kind: 'decimal', help: 'Typically 0.02, 0.05 or 0.1' },
    calibrationDate: { label: 'Calibrated on', kind: 'date' },
    calibrationDueDate: { label: 'Calibration due', kind: 'date' },
    certificateNo: { label: 'Certificate no.', kind: 'text' },
    collectionPointId: lookupField('Collection point', 'collectionPoints'),
    installedOn: { label: 'Installed on', kind: 'date' },
    state: enumField('State', EQUIPMENT_STATES),
  },
  titleField: 'serialNumber',
  search: ['serialNumber', 'make', 'model', 'certificateNo'],
  defaultSort: { field: 'serialNumber', dir: 'asc' },
});

export const REQUIRE_PHOTO = ['Never', 'OnContamination', 'Always'] as const;

export const tabletConfigurationEntity = defineEntity({
  key: 'tabletConfigurations',
  label: 'Tablet configuration',
  labelPlural: 'Tablet configurations',
  controller: 'TabletConfigurations',
  cacheTag: 'TabletConfiguration',
  area: Area.TabletConfiguration,
  // Also /tablet-configuration/copy/{entityId}: copy to another building (spec §2.2).
  route: '/tablet-configuration',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z.object({
    name: requiredText(100),
    configVersion: wholeNumber(0).nullish(),
    generatedAt: isoDateTime.nullish(),
    requireCleanerPin: z.boolean().default(false),
    requirePhoto: requiredEnum(REQUIRE_PHOTO, 'when a photo is required').default('Never'),
    allowManualWeight: z.boolean().default(true),
    scaleEquipmentId: ref.nullish(),
    stableWeightSeconds: wholeNumber(1, 10).default(3),
    idleLogoutSeconds: wholeNumber(30, 3600).default(300),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    configVersion: { label: 'Version', kind: 'int', readOnly: true },
    generatedAt: { label: 'Generated', kind: 'datetime', readOnly: true },
    requireCleanerPin: { label: 'Require cleaner PIN', kind: 'bool' },
    requirePhoto: enumField('Require photo', REQUIRE_PHOTO),
    allowManualWeight: { label: 'Allow manual weight', kind: 'bool' },
    scaleEquipmentId: lookupField('Scale', 'equipment', 'serialNumber'),
    stableWeightSeconds: { label: 'Stable weight (s)', kind: 'int' },
    idleLogoutSeconds: { label: 'Idle logout (s)', kind: 'int' },
  },
  titleField: 'name',
  search: ['name'],
  defaultSort: { field: 'name', dir: 'asc' },
});

/**
 * One button on the tablet (child rows of a tablet configuration). It points at exactly one of a
 * collection service, a product or a waste stream.
 */
export const tabletItemSchema = z
  .object({
    collectionServiceId: ref.nullish(),
    productId: ref.nullish(),
    wasteStreamId: ref.nullish(),
    label: requiredText(40),
    iconAttachmentId: ref.nullish(),
    colour: hexColour.nullish(),
    sortOrder: wholeNumber(0).default(0),
    isVisible: z.boolean().default(true),
  })
  .refine((i) => [i.collectionServiceId, i.productId, i.wasteStreamId].filter((v) => v != null).length === 1, {
    message: 'Choose exactly one of a collection service, a product or a waste stream',
    path: ['collectionServiceId'],
  });
export type TabletItemInput = z.input<typeof tabletItemSchema>;

export const devicesEntities = [equipmentEntity, tabletConfigurationEntity] as const;
