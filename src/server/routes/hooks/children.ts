// A child collection edited with its parent (allocations, recovery rates, audit items, tablet
// buttons, link lists): an array field of the create/edit body, validated by the domain's child
// schema, written in the parent's transaction (replace-all on edit; absent on edit keeps what is
// stored) and returned by GetById, never in grid rows.
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { LinkedSnapshot } from '../../audit/record-change';
import type { Db } from '../../db/client';
import type { EntityControllerHooks, EntityWrite, HookContext } from '../generic/hooks';
import type { Values } from '../generic/values';
import { bodyRecordId } from '../ids';
import { bodyField, bodyHas, isListRequest } from './compose';
import { checkRefs, refNames, type BodyRef } from './refs';

type ChildRow = Record<string, unknown>;

/** A write as the child rules see it, before the parent row is written. */
export interface ChildWrite {
  mode: 'create' | 'update';
  /** The parent's column values as they will be written. */
  values: Values;
  body: unknown;
  /** The parent's id on an edit. */
  id?: number;
}

export interface ChildCollection<T> {
  /** The array field of the body and of GetById's row. */
  field: string;
  schema: z.ZodType<T[]>;
  table: PgTable;
  /** The child table's column that holds the parent's id. */
  parentColumn: PgColumn;
  /** A stored row → one array element. */
  fromRow(row: ChildRow): T;
  /** One array element → the columns to insert (without the parent key). */
  toRow(item: T): ChildRow;
  /** Keys inside one element, relative to it ('' for an element that is itself a key). */
  refs?(item: T): readonly { field: string; entity: string; value: unknown }[];
  /** A create without the field: an empty array (default) or the schema's answer to undefined. */
  requiredOnCreate?: boolean;
  /** Rules over the whole write (items sent or, on an edit without them, the stored ones). */
  check?(items: T[], write: ChildWrite, context: HookContext): void | Promise<void>;
  /** Derived columns of the rows to insert. */
  enrich?(rows: ChildRow[], write: EntityWrite, context: HookContext): ChildRow[] | Promise<ChildRow[]>;
  /** The parent's building, when children must name rows of it (undefined: a global parent). */
  tenantOf?(values: Values, context: HookContext): number | undefined;
  /**
   * How the record history names the items: the collection's label and one line per item, with
   * `name(field)` the name of the row a ref of the item points at ("Opal Recruitment 60%").
   */
  history: { label: string; line(item: T, name: (field: string) => string): string };
}

/** Parses an array with its schema; issues are named `<field>.<index>.<subfield>`. */
export function parseChildren<T>(field: string, schema: z.ZodType<T[]>, value: unknown): T[] {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new z.ZodError(result.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
}

export async function readChildren<T>(db: Db, spec: ChildCollection<T>, parentId: number): Promise<T[]> {
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const order = columns.id ?? spec.parentColumn;
  const rows = await db.select().from(spec.table).where(eq(spec.parentColumn, parentId)).orderBy(asc(order));
  return (rows as ChildRow[]).map((row) => spec.fromRow(row));
}

function parentKeyOf(spec: ChildCollection<unknown>): string {
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const key = Object.keys(columns).find((name) => columns[name] === spec.parentColumn);
  if (!key) throw new Error('The parent column is not a column of the child table');
  return key;
}

export async function replaceChildren<T>(db: Db, spec: ChildCollection<T>, parentId: number, rows: ChildRow[]): Promise<void> {
  await db.delete(spec.table).where(eq(spec.parentColumn, parentId));
  if (rows.length === 0) return;
  const key = parentKeyOf(spec as ChildCollection<unknown>);
  await db.insert(spec.table).values(rows.map((row) => ({ ...row, [key]: parentId })) as never);
}

function refsOf<T>(spec: ChildCollection<T>, items: readonly T[]): BodyRef[] {
  return items.flatMap((item, index) =>
    (spec.refs?.(item) ?? [])
      .filter((r) => r.value !== null && r.value !== undefined)
      .map((r) => ({ path: [spec.field, index, r.field].filter((p) => p !== '').join('.'), entity: r.entity, value: r.value })),
  );
}

function isSent(spec: ChildCollection<unknown>, body: unknown, mode: 'create' | 'update'): boolean {
  return bodyHas(body, spec.field) || (mode === 'create' && spec.requiredOnCreate === true);
}

function sentItems<T>(spec: ChildCollection<T>, body: unknown): T[] {
  return parseChildren(spec.field, spec.schema, bodyField(body, spec.field) ?? (spec.requiredOnCreate ? undefined : []));
}

/**
 * The hooks that keep one child collection with its parent. The items are checked before the
 * parent is written (so a refused item never meets a unique index first) and written after it.
 */
export function childCollection<T>(spec: ChildCollection<T>): EntityControllerHooks {
  const any = spec as ChildCollection<unknown>;
  async function validate(write: ChildWrite, context: HookContext): Promise<void> {
    const sent = isSent(any, write.body, write.mode);
    const items = sent ? sentItems(spec, write.body) : write.id === undefined ? [] : await readChildren(context.db, spec, write.id);
    if (sent) await checkRefs(context.db, refsOf(spec, items), spec.tenantOf?.(write.values, context));
    await spec.check?.(items, write, context);
  }
  return {
    async beforeCreate(values, context) {
      await validate({ mode: 'create', values, body: context.request.body }, context);
      return values;
    },
    async beforeUpdate(values, context) {
      await validate({ mode: 'update', values, body: context.request.body, id: context.existing.id }, context);
      return values;
    },
    async afterWrite(write, context) {
      if (write.mode === 'delete' || !isSent(any, write.body, write.mode)) return;
      const rows = sentItems(spec, write.body).map((item) => spec.toRow(item));
      await replaceChildren(context.db, spec, write.id, spec.enrich ? await spec.enrich(rows, write, context) : rows);
    },
    async afterRead(row, context) {
      if (isListRequest(context.request)) return row;
      return { ...row, [spec.field]: await readChildren(context.db, spec, row.id) };
    },
    ...(spec.history ? { linkedForHistory: (db: Db, id: number) => childrenForHistory(db, spec, id) } : {}),
  };
}

/** The items as the history shows them: read before and after a write, their difference is recorded. */
async function childrenForHistory<T>(db: Db, spec: ChildCollection<T>, parentId: number): Promise<LinkedSnapshot> {
  const history = spec.history;
  if (!history) return {};
  const items = (await readChildren(db, spec, parentId)).map((item) => ({ item, refs: spec.refs?.(item) ?? [] }));
  const names = await refNames(db, items.flatMap((i) => i.refs));
  const lines = items.map(({ item, refs }) =>
    history.line(item, (field) => {
      const ref = refs.find((r) => r.field === field);
      return ref && ref.value !== null && ref.value !== undefined ? (names.get(`${ref.entity}:${String(ref.value)}`) ?? `#${String(ref.value)}`) : '';
    }),
  );
  return { [spec.field]: { label: history.label, names: lines } };
}

/** The building of a building-scoped parent row: the generic controller sets it before the hooks. */
export function parentTenant(values: Values, context: HookContext & { existing?: { tenantId?: unknown } }): number | undefined {
  const candidates = [values.tenantId, context.existing?.tenantId, context.request.session.tenantId];
  return candidates.find((t): t is number => typeof t === 'number');
}

/** A list of keys kept in a link table (e.g. an audit's tenants): a child collection of ids. */
export function linkList(spec: {
  field: string;
  table: PgTable;
  parentColumn: PgColumn;
  /** The link table's property holding the linked key. */
  key: string;
  entity: string;
  schema?: z.ZodType<number[]>;
  requiredOnCreate?: boolean;
  tenantOf?: ChildCollection<number>['tenantOf'];
  check?: ChildCollection<number>['check'];
  /** What the record history calls the list ("Tenants"); each linked row by its name. */
  historyLabel: string;
}): EntityControllerHooks {
  return childCollection<number>({
    field: spec.field,
    schema: spec.schema ?? z.array(bodyRecordId()).refine((ids) => new Set(ids).size === ids.length, 'Each once'),
    table: spec.table,
    parentColumn: spec.parentColumn,
    requiredOnCreate: spec.requiredOnCreate,
    fromRow: (row) => row[spec.key] as number,
    toRow: (id) => ({ [spec.key]: id }),
    refs: (id) => [{ field: '', entity: spec.entity, value: id }],
    tenantOf: spec.tenantOf,
    check: spec.check,
    history: { label: spec.historyLabel, line: (_id, name) => name('') },
  });
}
