// The supplier, audit, furniture, device and configuration declarations agree with their tables
// (data-model §1.7–§1.10): every input field is a column (or a named link table / write-only
// column), building rows carry tenantId, and every lookup label is a column of its table.
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../src/domain/entity';
import { auditsEntities } from '../../src/domain/entities/audits';
import { configEntities } from '../../src/domain/entities/config';
import { devicesEntities } from '../../src/domain/entities/devices';
import { furnitureEntities } from '../../src/domain/entities/furniture';
import { supplierEntities } from '../../src/domain/entities/supplier';
import { ENTITY_TABLES } from '../../src/server/db/entity-tables';
import * as schema from '../../src/server/db/schema';

const declarations: readonly EntityDeclaration[] = [
  ...supplierEntities,
  ...auditsEntities,
  ...furnitureEntities,
  ...devicesEntities,
  ...configEntities,
];
/** Inputs kept outside the entity's own table: field → [table, its column]. */
const LINKED: Record<string, [PgTable, string]> = {
  'wasteAudits.customerIds': [schema.wasteAuditCustomers, 'customerId'],
  'wasteAudits.coAuditorIds': [schema.wasteAuditCoAuditors, 'auditorId'],
  'apiConfigurations.authSecret': [schema.apiConfigurations, 'authSecretEncrypted'],
};

/** Lookups into the organisation group's entities, whose map lines may land later. */
const FOREIGN_LOOKUPS = new Set(['users']);

const tables: Record<string, PgTable> = ENTITY_TABLES;
const columnsOf = (table: PgTable) => Object.keys(getTableColumns(table));

describe.each(declarations.map((d) => [d.key, d] as const))('%s declaration and table', (key, declaration) => {
  it('keeps every input field in a column', () => {
    const table = tables[key];
    expect(table).toBeDefined();
    for (const field of Object.keys(declaration.schema.shape)) {
      const [where, column] = LINKED[`${key}.${field}`] ?? [table!, field];
      expect(columnsOf(where), field).toContain(column);
    }
    expect(columnsOf(table!).includes('tenantId')).toBe(declaration.scope !== 'global');
  });

  it('names lookup rows by a column of the looked-up table', () => {
    for (const meta of Object.values(declaration.fields)) {
      if (!meta.lookup) continue;
      const target = tables[meta.lookup.entity];
      if (!target && FOREIGN_LOOKUPS.has(meta.lookup.entity)) continue;
      expect(target, meta.lookup.entity).toBeDefined();
      expect(columnsOf(target!), `${meta.lookup.entity}.${meta.lookup.labelField}`).toContain(meta.lookup.labelField);
    }
  });
});

it('never stores the API secret under the name the form sends', () => {
  expect(columnsOf(schema.apiConfigurations)).not.toContain('authSecret');
});
