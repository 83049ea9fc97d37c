// The fields a grid query may name: a table's columns under their camelCase property names, plus
// extra expressions (lookup labels) that the caller selects alongside them.
import { getTableColumns, is, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** How a filter value is coerced and compared. */
export type GridValueKind = 'int' | 'number' | 'bool' | 'date' | 'timestamp' | 'uuid' | 'text';

export interface GridField {
  expr: PgColumn | SQL;
  kind: GridValueKind;
}

export type GridFields = Readonly<Record<string, GridField>>;

const KIND_BY_COLUMN_TYPE: Readonly<Record<string, GridValueKind>> = {
  PgInteger: 'int',
  PgSmallInt: 'int',
  PgSerial: 'int',
  PgSmallSerial: 'int',
  PgBigInt53: 'int',
  PgBigSerial53: 'int',
  PgNumeric: 'number',
  PgNumericNumber: 'number',
  PgReal: 'number',
  PgDoublePrecision: 'number',
  PgBoolean: 'bool',
  PgDate: 'date',
  PgDateString: 'date',
  PgTimestamp: 'timestamp',
  PgTimestampString: 'timestamp',
  // Report exports' keys: compared as uuids (a text comparison would lower() a uuid and fail).
  PgUUID: 'uuid',
};

/** The value kind of a column; anything not numeric, boolean or temporal compares as text. */
export function kindOfColumn(column: PgColumn): GridValueKind {
  return KIND_BY_COLUMN_TYPE[column.columnType] ?? 'text';
}

/** Every column of the table (by property name) plus the extra fields, which win on a clash. */
export function gridFieldsOf(table: PgTable, extras: GridFields = {}): GridFields {
  const fields: Record<string, GridField> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (is(column, PgColumn)) fields[name] = { expr: column, kind: kindOfColumn(column) };
  }
  return { ...fields, ...extras };
}
