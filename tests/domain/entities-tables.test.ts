// The declarations of the reference, site layout, people, collections and count groups agree
// with their tables: every input field is a column, every lookup label is a column of the
// looked-up table, and building-scoped entities carry tenantId.
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../src/domain/entity';
import { collectionsEntities } from '../../src/domain/entities/collections';
import { countEntities } from '../../src/domain/entities/count';
import { locationEntities } from '../../src/domain/entities/locations';
import { peopleEntities } from '../../src/domain/entities/people';
import { referenceEntities } from '../../src/domain/entities/reference';
import { ENTITY_TABLES } from '../../src/server/db/entity-tables';

const declarations: readonly EntityDeclaration[] = [
  ...referenceEntities,
  ...locationEntities,
  ...peopleEntities,
  ...collectionsEntities,
  ...countEntities,
];
/** Write-only inputs the server turns into another column (pin → pinHash). */
const WRITE_ONLY: Record<string, string> = { pin: 'pinHash' };

const tables: Record<string, PgTable> = ENTITY_TABLES;
const columnsOf = (key: string) => Object.keys(getTableColumns(tables[key] as PgTable));

describe.each(declarations.map((d) => [d.key, d] as const))('%s declaration and table', (key, declaration) => {
  it('has a table whose columns hold every input field', () => {
    expect(tables[key]).toBeDefined();
    const columns = columnsOf(key);
    for (const field of Object.keys(declaration.schema.shape)) {
      expect(columns, field).toContain(WRITE_ONLY[field] ?? field);
    }
    expect(columns.includes('tenantId')).toBe(declaration.scope !== 'global');
  });

  it('names lookup rows by a column of the looked-up table', () => {
    const lookups = Object.values(declaration.fields).flatMap((f) => (f.lookup ? [f.lookup] : []));
    for (const { entity, labelField } of lookups) {
      expect(columnsOf(entity), `${entity}.${labelField}`).toContain(labelField);
    }
  });
});
