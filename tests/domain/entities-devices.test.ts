import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import { devicesEntities, equipmentEntity, tabletConfigurationEntity, tabletItemSchema } from '../../src/domain/entities/devices';
import { expectErrorOn, expectLookupsResolve, expectMetadataMatchesSchema, fieldErrors } from './entities-helpers';

describe('device declarations', () => {
  it('use the spec routes, the Equipment cache tag and their areas', () => {
    const summary = devicesEntities.map((e) => [e.key, e.controller, e.cacheTag, e.area, e.route, e.screens.join(',')]);
    expect(summary).toEqual(expect.arrayContaining([
      ['equipment', 'Equipment', 'Equipment', Area.Equipment, '/equipment', 'list,create,edit,view'],
      [
        'tabletConfigurations',
        'TabletConfigurations',
        'TabletConfiguration',
        Area.TabletConfiguration,
        '/tablet-configuration',
        'list,create,edit,view',
      ],
    ]));
    for (const e of devicesEntities) {
      expectMetadataMatchesSchema(e);
      expectLookupsResolve(e);
    }
  });
});

describe('equipment', () => {
  const schema = equipmentEntity.schema;
  const scale = {
    serialNumber: 'PS300-2291/B',
    equipmentType: 'PlatformScale',
    make: 'Wedderburn',
    model: 'WM-300',
    capacityKg: 300,
    resolutionKg: 0.1,
    calibrationDate: '2025-08-01',
    calibrationDueDate: '2026-08-01',
    certificateNo: 'NMI-44871',
    collectionPointId: 6,
    state: 'InService',
  };

  it('accepts a calibrated platform scale', () => {
    expect(fieldErrors(schema, scale)).toEqual({});
  });

  it('checks the serial number pattern', () => {
    expect(fieldErrors(schema, { ...scale, serialNumber: 'ab_9' })).toEqual({});
    expectErrorOn(schema, { ...scale, serialNumber: 'AB' }, 'serialNumber', /3–50 letters/);
    expectErrorOn(schema, { ...scale, serialNumber: 'AB 123' }, 'serialNumber', /3–50 letters/);
    expectErrorOn(schema, { ...scale, serialNumber: 'X'.repeat(51) }, 'serialNumber', /3–50 letters/);
    expectErrorOn(schema, { ...scale, serialNumber: undefined }, 'serialNumber', /Required/);
  });

  it('wants the calibration due date after the calibration date', () => {
    expectErrorOn(schema, { ...scale, calibrationDueDate: '2025-08-01' }, 'calibrationDueDate', /after the calibration date/);
    expectErrorOn(schema, { ...scale, calibrationDueDate: '2025-07-01' }, 'calibrationDueDate', /after the calibration date/);
    expect(fieldErrors(schema, { ...scale, calibrationDate: null })).toEqual({});
  });

  it('rejects an unknown type and a non-positive capacity', () => {
    expectErrorOn(schema, { ...scale, equipmentType: 'Abacus' }, 'equipmentType', /Choose an equipment type/);
    expectErrorOn(schema, { ...scale, capacityKg: 0 }, 'capacityKg', /more than 0/);
  });
});

describe('tablet configurations', () => {
  const schema = tabletConfigurationEntity.schema;
  const config = { name: 'Loading dock tablet', requireCleanerPin: true, requirePhoto: 'OnContamination', scaleEquipmentId: 3, stableWeightSeconds: 2, idleLogoutSeconds: 600 };

  it('accepts a configuration and fills defaults', () => {
    expect(fieldErrors(schema, config)).toEqual({});
    expect(schema.parse({ name: 'Minimal' })).toMatchObject({ requirePhoto: 'Never', stableWeightSeconds: 3, idleLogoutSeconds: 300 });
  });

  it('bounds the timings', () => {
    expectErrorOn(schema, { ...config, stableWeightSeconds: 11 }, 'stableWeightSeconds', /At most 10/);
    expectErrorOn(schema, { ...config, idleLogoutSeconds: 29 }, 'idleLogoutSeconds', /At least 30/);
    expectErrorOn(schema, { ...config, requirePhoto: 'Sometimes' }, 'requirePhoto', /Choose when a photo is required/);
  });

  it('has tablet items that point at exactly one target', () => {
    expect(fieldErrors(tabletItemSchema, { productId: 4, label: 'Commingled 240L', colour: '#FFD100' })).toEqual({});
    expectErrorOn(tabletItemSchema, { label: 'Nothing' }, 'collectionServiceId', /exactly one/);
    expectErrorOn(tabletItemSchema, { productId: 4, wasteStreamId: 2, label: 'Two' }, 'collectionServiceId', /exactly one/);
    expectErrorOn(tabletItemSchema, { productId: 4, label: 'L'.repeat(41) }, 'label', /At most 40/);
  });
});
