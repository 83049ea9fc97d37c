// What the generic controller selects for one entity: the declared fields that are table columns
// (never secrets), the base columns a row shows, and for each lookup field a label taken from the
// looked-up entity's labelField (and its variant column, when declared) through a LEFT JOIN. The same catalogue is what a grid query may
// filter and sort on, so nothing unreturned (password hashes, denormalised keys) can be probed.
import { eq, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { alias, getTableConfig, PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { lookupVariantField, type EntityDeclaration, type FieldMeta } from '../../../domain/entity';
import { ENTITIES } from '../../../domain/entities';
import { kindOfColumn, type GridField, type GridFields, type SearchTarget } from '../../grid';
import { ENTITY_TABLES } from '../../db/entity-tables';

/** Base columns every row shows besides its declared fields (spec §7; README.md, API contract notes). */
const BASE_FIELDS = ['id', 'status', 'createdAt', 'modifiedAt', 'tenantId', 'version'] as const;

export interface LookupJoin {
  table: PgTable;
  on: SQL;
  /** The fields this join feeds (`${field}Label`, a variant): reads join it only when they need one. */
  fields: readonly string[];
}

/** A lookup field whose entity has a table: what its value points at. */
export interface LookupTarget {
  field: string;
  entity: string;
  table: PgTable;
  key: PgColumn;
}

export interface EntitySource {
  table: PgTable;
  columns: Readonly<Record<string, PgColumn>>;
  /** Returned key → expression; also the fields a grid query may name. */
  selection: Readonly<Record<string, PgColumn | SQL>>;
  fields: GridFields;
  joins: readonly LookupJoin[];
  lookups: readonly LookupTarget[];
  /** Fields of kind 'secret': written, never returned. */
  secretFields: readonly string[];
  /** Selected timestamps, returned as ISO 8601 (PostgreSQL's text form is not one). */
  timestampFields: readonly string[];
  /** Where the list's quick search looks (the declaration's `search`). */
  search: readonly SearchTarget[];
}

/**
 * Columns that other entities' lookups name this entity's rows by (people's generated fullName):
 * readable and sortable here, so a lookup list can ask for its labels in order.
 */
function labelColumnsOf(entityKey: string): Set<string> {
  const names = new Set<string>();
  for (const entity of ENTITIES) {
    for (const meta of Object.values(entity.fields as Record<string, FieldMeta>)) {
      if (meta.lookup?.entity === entityKey) names.add(meta.lookup.labelField);
    }
  }
  return names;
}

/**
 * Columns other entities' related lists filter this entity by (a tenant's collections by their
 * customerId): filterable here even when the declaration does not show them.
 */
function relatedColumnsOf(entityKey: string): Set<string> {
  const names = new Set<string>();
  for (const entity of ENTITIES) {
    for (const related of entity.related ?? []) if (related.entity === entityKey) names.add(related.field);
  }
  return names;
}

function tableColumns(table: PgTable): Record<string, PgColumn> {
  const columns: Record<string, PgColumn> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (is(column, PgColumn)) columns[name] = column;
  }
  return columns;
}

/** The column of the looked-up table a key points at: its foreign key's target, else its id. */
function lookupTarget(column: PgColumn, target: PgTable, targetColumns: Record<string, PgColumn>): PgColumn | undefined {
  for (const fk of getTableConfig(column.table as PgTable).foreignKeys) {
    const ref = fk.reference();
    if (ref.foreignTable === target && ref.columns.length === 1 && ref.columns[0] === column) {
      return ref.foreignColumns[0];
    }
  }
  return targetColumns.id;
}

/**
 * The join and label of one lookup field. A lookup whose entity has no table (yet) labels as null
 * rather than failing the whole server; a labelField missing from an existing table is a
 * declaration error and fails at registration.
 */
function lookupJoin(entityKey: string, field: string, meta: FieldMeta, column: PgColumn, index: number) {
  const lookup = meta.lookup;
  const target = lookup ? (ENTITY_TABLES as Record<string, PgTable>)[lookup.entity] : undefined;
  if (!lookup || !target) return { join: undefined, target: undefined, search: undefined, label: sql<string | null>`cast(null as text)`, variant: undefined };
  const targetColumns = tableColumns(target);
  const key = lookupTarget(column, target, targetColumns);
  if (!key || !targetColumns[lookup.labelField]) {
    throw new Error(`${entityKey}.${field}: ${lookup.entity} has no column ${lookup.labelField} to label it`);
  }
  if (lookup.variants && !targetColumns[lookup.variants.column]) {
    throw new Error(`${entityKey}.${field}: ${lookup.entity} has no column ${lookup.variants.column} to tell its variants`);
  }
  // One alias per lookup, so two lookups on one table (or on the entity's own table) never clash.
  const joined = alias(target, `lookup_${index}_${field}`);
  const joinedColumns = tableColumns(joined);
  const joinedKey = joinedColumns[propertyNameOf(targetColumns, key)] as PgColumn;
  const variant = lookup.variants ? (joinedColumns[lookup.variants.column] as PgColumn) : undefined;
  return {
    join: { table: joined, on: eq(joinedKey, column), fields: variant ? [`${field}Label`, lookupVariantField(field)] : [`${field}Label`] },
    target: { field, entity: lookup.entity, table: target, key },
    search: { column, table: target, key: propertyNameOf(targetColumns, key), label: lookup.labelField },
    label: joinedColumns[lookup.labelField] as PgColumn,
    variant,
  };
}

function propertyNameOf(columns: Record<string, PgColumn>, column: PgColumn): string {
  return Object.keys(columns).find((name) => columns[name] === column) ?? 'id';
}

/** extras: further selected (and filterable) fields a custom controller adds, e.g. derived columns. */
export function entitySource(declaration: EntityDeclaration, table: PgTable, extras: GridFields = {}): EntitySource {
  const columns = tableColumns(table);
  const selection: Record<string, PgColumn | SQL> = {};
  const fields: Record<string, GridField> = {};
  const joins: LookupJoin[] = [];
  const lookups: LookupTarget[] = [];
  const secretFields: string[] = [];
  const lookupSearch = new Map<string, SearchTarget>();

  for (const name of BASE_FIELDS) {
    const column = columns[name];
    if (column) selection[name] = column;
  }
  const declared = Object.entries(declaration.fields as Record<string, FieldMeta>);
  for (const [name, meta] of declared) {
    const column = columns[name];
    if (meta.kind === 'secret') {
      secretFields.push(name);
      continue;
    }
    if (column) selection[name] = column;
  }
  for (const name of labelColumnsOf(declaration.key)) {
    const column = columns[name];
    if (column && !(name in selection)) selection[name] = column;
  }
  for (const [name, expr] of Object.entries(selection)) {
    fields[name] = { expr, kind: is(expr, PgColumn) ? kindOfColumn(expr) : 'text' };
  }
  for (const name of relatedColumnsOf(declaration.key)) {
    const column = columns[name];
    if (column && !(name in fields)) fields[name] = { expr: column, kind: kindOfColumn(column) };
  }
  declared.forEach(([name, meta], index) => {
    const column = columns[name];
    if (meta.kind !== 'lookup' || !column) return;
    const { join, target, search, label, variant } = lookupJoin(declaration.key, name, meta, column, index);
    if (join) joins.push(join);
    if (search) lookupSearch.set(name, { lookup: search });
    if (target) lookups.push(target);
    selection[`${name}Label`] = label;
    fields[`${name}Label`] = { expr: label, kind: 'text' };
    if (variant) {
      selection[lookupVariantField(name)] = variant;
      fields[lookupVariantField(name)] = { expr: variant, kind: kindOfColumn(variant) };
    }
  });
  buildingLabel(declaration, columns, declared.length, selection, fields, joins);
  for (const [name, field] of Object.entries(extras)) {
    selection[name] = field.expr;
    fields[name] = field;
  }
  const timestampFields = Object.keys(selection).filter((name) => fields[name]?.kind === 'timestamp');
  const search = searchTargets(declaration, columns, lookupSearch);
  return { table, columns, selection, fields, joins, lookups, secretFields, timestampFields, search };
}

/** How an all-building list names a row's building (#13 item 5): the Building column's label. */
const BUILDING_LABEL: FieldMeta = { label: 'Building', kind: 'lookup', lookup: { entity: 'buildings', labelField: 'name' } };

/**
 * `tenantIdLabel`, the name of the row's building, for every table with a building column that
 * does not declare one itself: sessions that see every building (the administrator, portfolios)
 * otherwise cannot tell "Ground floor" of one building from another's. A deferred join: only the
 * page's rows are labelled, unless a filter or sort names it.
 */
function buildingLabel(
  declaration: EntityDeclaration,
  columns: Record<string, PgColumn>,
  index: number,
  selection: Record<string, PgColumn | SQL>,
  fields: Record<string, GridField>,
  joins: LookupJoin[],
): void {
  const column = columns.tenantId;
  if (!column || declaration.key === 'buildings' || 'tenantId' in declaration.fields || 'tenantIdLabel' in selection) return;
  const { join, label } = lookupJoin(declaration.key, 'tenantId', BUILDING_LABEL, column, index);
  if (!join) return;
  joins.push(join);
  selection.tenantIdLabel = label;
  fields.tenantIdLabel = { expr: label, kind: 'text' };
}

/** The declaration's search fields as columns or lookups; any other kind is a declaration error. */
function searchTargets(declaration: EntityDeclaration, columns: Record<string, PgColumn>, lookups: Map<string, SearchTarget>): SearchTarget[] {
  return (declaration.search ?? []).map((name) => {
    const lookup = lookups.get(name);
    if (lookup) return lookup;
    const column = columns[name];
    const meta = (declaration.fields as Record<string, FieldMeta>)[name];
    if (!column || !meta || meta.kind === 'secret' || meta.kind === 'lookup' || kindOfColumn(column) !== 'text') {
      throw new Error(`${declaration.key}.search: ${name} is not a text column or a lookup with a table`);
    }
    return { column };
  });
}
