// Every value a declaration accepts fits the column it is written to: a whole number beyond int4, a
// decimal beyond numeric(p,s) or a date PostgreSQL cannot store (year 0) is refused by the shared
// schema (a 400 naming the field) instead of failing in the database (a 500). Read from the drizzle
// columns, so a new field or a narrower column is covered without new test code.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../src/domain/entity';
import { ENTITIES } from '../../src/domain/entities';
import { ENTITY_TABLES } from '../../src/server/db/entity-tables';

const tables: Record<string, PgTable> = ENTITY_TABLES;

type Column = PgColumn & { precision?: number; scale?: number; baseColumn?: PgColumn };

/** Values the column cannot hold; an array column's values go in a one-element list. */
function unstorable(column: Column): { label: string; value: unknown }[] {
  if (column.columnType === 'PgArray' && column.baseColumn) {
    return unstorable(column.baseColumn as Column).map(({ label, value }) => ({ label: `[${label}]`, value: [value] }));
  }
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSerial':
      return [
        { label: '2147483648', value: 2_147_483_648 },
        { label: '-2147483649', value: -2_147_483_649 },
      ];
    case 'PgSmallInt':
      return [
        { label: '32768', value: 32_768 },
        { label: '-32769', value: -32_769 },
      ];
    case 'PgNumeric':
    case 'PgNumericNumber': {
      const whole = (column.precision ?? 0) - (column.scale ?? 0);
      return column.precision === undefined
        ? []
        : [
            { label: `1e${whole}`, value: 10 ** whole },
            { label: `-1e${whole}`, value: -(10 ** whole) },
            { label: '1e308', value: 1e308 },
          ];
    }
    case 'PgDateString':
    case 'PgDate':
      return [
        { label: '0000-01-01', value: '0000-01-01' },
        { label: '2026-02-30', value: '2026-02-30' },
      ];
    case 'PgTimestampString':
      return [{ label: '0000-01-01T00:00:00Z', value: '0000-01-01T00:00:00Z' }];
    default:
      return [];
  }
}

const cases = ENTITIES.flatMap((entity) => {
  const table = tables[entity.key];
  if (!table) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  const metas = entity.fields as Record<string, FieldMeta>;
  return Object.keys(entity.schema.shape).flatMap((field) => {
    const column = columns[field];
    // Read-only fields are never written (generic/values.ts): the server computes them.
    if (!column || metas[field]?.readOnly) return [];
    return unstorable(column).map(({ label, value }) => ({ name: `${entity.key}.${field} = ${label}`, entity, field, value }));
  });
});

describe('declared fields refuse what their column cannot store', () => {
  it('covers int, decimal and date columns', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, { entity, field, value }) => {
    const result = entity.schema.safeParse({ [field]: value });
    const issues = result.success ? [] : result.error.issues.filter((i) => i.path[0] === field);
    expect(issues.map((i) => i.message)).not.toEqual([]);
  });
});
