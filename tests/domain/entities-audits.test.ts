import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import {
  auditCollectionEntity,
  auditCollectionItemSchema,
  auditCountEntity,
  auditServiceEntity,
  auditsEntities,
  infrastructureAuditEntity,
  itemsMatchNetWeight,
  levelInfrastructureAuditEntity,
  levelInfrastructureItemSchema,
  wasteAuditEntity,
} from '../../src/domain/entities/audits';
import { expectErrorOn, expectLookupsResolve, expectMetadataMatchesSchema, fieldErrors } from './entities-helpers';

describe('audit declarations', () => {
  it('follow spec §2.2–§2.3 routes and screens with their controllers and areas', () => {
    const summary = auditsEntities.map((e) => [e.key, e.controller, e.cacheTag, e.area, e.route, e.screens.join(',')]);
    expect(summary).toEqual(expect.arrayContaining([
      ['wasteAudits', 'Audits', 'Audit', Area.Audits, '/waste-audits', 'list,view,edit'],
      ['auditServices', 'AuditServices', 'AuditService', Area.AuditServices, '/audit-services', 'list,create,edit,view'],
      ['auditCollections', 'AuditCollections', 'AuditCollection', Area.AuditCollections, '/waste-audits/:auditId/audit-collections', 'create,edit,view'],
      ['auditCounts', 'AuditCounts', 'AuditCount', Area.AuditCounts, null, ''],
      ['infrastructureAudits', 'InfrastructureAudits', 'InfrastructureAudit', Area.Audits, '/infrastructure-audits', 'list,view,edit'],
      [
        'levelInfrastructureAudits',
        'LevelInfrastructureAudits',
        'LevelInfrastructureAudit',
        Area.LevelInfrastructureAudits,
        '/infrastructure-audits/:auditId/level-infrastructure-audits',
        'create,edit,view',
      ],
    ]));
    for (const e of auditsEntities) {
      expect(e.scope).toBe('building');
      expectMetadataMatchesSchema(e);
      expectLookupsResolve(e);
    }
  });
});

describe('waste audits', () => {
  const schema = wasteAuditEntity.schema;
  const audit = {
    title: 'Harbour Tower contamination audit — autumn',
    auditType: 'Contamination',
    scope: 'WholeBuilding',
    startDate: '2026-04-14',
    endDate: '2026-04-15',
    auditorId: 2,
    coAuditorIds: [3],
    auditStatus: 'Completed',
    targetBinsPerStream: 15,
  };

  it('accepts a two-day audit', () => {
    expect(fieldErrors(schema, audit)).toEqual({});
  });

  it('needs a title, a type and a lead auditor', () => {
    expectErrorOn(schema, { ...audit, title: '  ' }, 'title', /Required/);
    expectErrorOn(schema, { ...audit, auditType: 'Random' }, 'auditType', /Choose an audit type/);
    expectErrorOn(schema, { ...audit, auditorId: undefined }, 'auditorId', /Choose the lead auditor/);
  });

  it('puts the date rules on endDate: not before the start, at most 31 days', () => {
    expectErrorOn(schema, { ...audit, endDate: '2026-04-13' }, 'endDate', /not be before/);
    expect(fieldErrors(schema, { ...audit, startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({});
    expectErrorOn(schema, { ...audit, startDate: '2026-03-01', endDate: '2026-04-01' }, 'endDate', /at most 31 days/);
  });

  it('wants the audited tenants when the scope is a tenancy', () => {
    expectErrorOn(schema, { ...audit, scope: 'Tenancy' }, 'customerIds', /Choose the tenants/);
    expect(fieldErrors(schema, { ...audit, scope: 'Tenancy', customerIds: [11, 12] })).toEqual({});
  });
});

describe('audit services', () => {
  const schema = auditServiceEntity.schema;
  const service = { name: 'L12 tea point — commingled', presentedStreamId: 2, binTypeId: 4, qrCode: 'AS-000123' };

  it('accepts a sampling point and leaves the QR code to the server when empty', () => {
    expect(fieldErrors(schema, service)).toEqual({});
    expect(fieldErrors(schema, { ...service, qrCode: null })).toEqual({});
  });

  it('rejects a missing stream and a malformed QR code', () => {
    expectErrorOn(schema, { ...service, presentedStreamId: null }, 'presentedStreamId', /Choose the stream presented/);
    expectErrorOn(schema, { ...service, qrCode: 'a b' }, 'qrCode', /4–64 letters/);
  });
});

describe('audit collections', () => {
  const schema = auditCollectionEntity.schema;
  const sample = {
    wasteAuditId: 5,
    presentedStreamId: 2,
    sampledAt: '2026-04-14T09:30:00+10:00',
    auditDay: 1,
    stage: 2,
    netKg: 14.6,
    fillPct: 75,
  };

  it('accepts a post-sort sample', () => {
    expect(fieldErrors(schema, sample)).toEqual({});
  });

  it('allows only the PreSort and PostSort stages', () => {
    expectErrorOn(schema, { ...sample, stage: 3 }, 'stage', /Choose a stage/);
    expectErrorOn(schema, { ...sample, stage: null }, 'stage', /Choose a stage/);
  });

  it('bounds the net weight, the fill and the audit day', () => {
    expectErrorOn(schema, { ...sample, netKg: 500.5 }, 'netKg', /At most 500/);
    expectErrorOn(schema, { ...sample, netKg: -2 }, 'netKg', /negative/);
    expectErrorOn(schema, { ...sample, fillPct: 101 }, 'fillPct', /At most 100/);
    expectErrorOn(schema, { ...sample, auditDay: 11 }, 'auditDay', /At most 10/);
    expectErrorOn(schema, { ...sample, sampledAt: 'yesterday' }, 'sampledAt', /.+/);
  });

  it('checks re-sorted items and their total against the net weight (±3 %)', () => {
    expect(fieldErrors(auditCollectionItemSchema, { wasteTypeId: 9, weightKg: 3.2, itemCount: 40 })).toEqual({});
    expectErrorOn(auditCollectionItemSchema, { wasteTypeId: 9, weightKg: -1 }, 'weightKg', /negative/);
    expect(itemsMatchNetWeight(10, [{ weightKg: 6 }, { weightKg: 4.3 }])).toBe(true);
    expect(itemsMatchNetWeight(10, [{ weightKg: 6 }, { weightKg: 4.31 }])).toBe(false);
  });
});

describe('audit counts', () => {
  const schema = auditCountEntity.schema;
  const count = { wasteAuditId: 5, stage: 3, binTypeId: 4, wasteStreamId: 2, count: 18, fillPct: 50 };

  it('accepts a pre-audit count and rejects a negative count or an unknown stage', () => {
    expect(fieldErrors(schema, count)).toEqual({});
    expectErrorOn(schema, { ...count, count: -1 }, 'count', /At least 0/);
    expectErrorOn(schema, { ...count, count: 1.5 }, 'count', /whole number/);
    expectErrorOn(schema, { ...count, stage: 5 }, 'stage', /Choose a stage/);
  });
});

describe('infrastructure audits', () => {
  it('accepts an audit and wants its date and auditor', () => {
    const schema = infrastructureAuditEntity.schema;
    const audit = { auditDate: '2026-05-02', auditorId: 2, auditStatus: 'InProgress' };
    expect(fieldErrors(schema, audit)).toEqual({});
    expectErrorOn(schema, { ...audit, auditDate: '' }, 'auditDate', /date/i);
    expectErrorOn(schema, { ...audit, auditorId: -4 }, 'auditorId', /Choose the auditor/);
  });

  it('accepts a level audit and its bin counts, rejecting unknown ratings', () => {
    const schema = levelInfrastructureAuditEntity.schema;
    const level = { infrastructureAuditId: 8, primaryLocationId: 31, signage: 'NeedsUpdate', binLabelling: 'Partial', liners: 'Clear' };
    expect(fieldErrors(schema, level)).toEqual({});
    expectErrorOn(schema, { ...level, signage: 'Fine' }, 'signage', /Choose a signage rating/);
    expectErrorOn(schema, { ...level, primaryLocationId: undefined }, 'primaryLocationId', /Choose a level/);
    const item = { binTypeId: 1, wasteStreamId: 1, placement: 'UnderDesk', count: 42 };
    expect(fieldErrors(levelInfrastructureItemSchema, item)).toEqual({});
    expectErrorOn(levelInfrastructureItemSchema, { ...item, placement: 'Roof' }, 'placement', /Choose a placement/);
  });
});
