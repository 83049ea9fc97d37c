// A small in-memory table with known rows for the translator tests: one column of every kind the
// translator coerces, nulls and empty strings, and values holding LIKE's special characters.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { alias, boolean, date, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { count, eq, sql } from 'drizzle-orm';
import { gridFieldsOf, translateGridQuery, type GridFields, type TranslateOptions } from '../../../src/server/grid';
import type { GridQuery } from '../../../src/domain/grid';

export const categories = pgTable('categories', {
  id: serial().primaryKey(),
  name: varchar({ length: 40 }).notNull(),
});

export const items = pgTable('items', {
  id: serial().primaryKey(),
  name: varchar({ length: 60 }).notNull(),
  code: varchar({ length: 10 }),
  qty: integer(),
  price: numeric({ precision: 10, scale: 2, mode: 'number' }),
  active: boolean().notNull(),
  bornOn: date({ mode: 'string' }),
  seenAt: timestamp({ withTimezone: true, mode: 'string' }),
  categoryId: integer(),
});

const ROWS = [
  { name: 'Alpha Bin', code: 'A_1', qty: 10, price: 12.5, active: true, bornOn: '2024-01-15', seenAt: '2024-01-15T10:00:00Z', categoryId: 1 },
  { name: 'beta bag', code: 'B%2', qty: 5, price: 3.2, active: false, bornOn: '2024-02-01', seenAt: '2024-02-01T23:30:00Z', categoryId: 2 },
  { name: 'Gamma Box', code: null, qty: null, price: null, active: true, bornOn: '2024-02-01', seenAt: null, categoryId: null },
  { name: 'delta bin', code: '', qty: 20, price: 100, active: true, bornOn: '2023-12-31', seenAt: '2023-12-31T00:00:00Z', categoryId: 1 },
  { name: 'Epsilon 50% off', code: 'AB1', qty: 5, price: 12.5, active: false, bornOn: null, seenAt: '2024-03-01T00:00:00Z', categoryId: 2 },
  { name: 'zeta_under', code: 'a\\b', qty: 0, price: 0, active: true, bornOn: '2024-01-15', seenAt: '2024-01-20T08:00:00Z', categoryId: 1 },
];

export async function openFixture() {
  const client = new PGlite();
  const db = drizzle({ client, casing: 'snake_case' });
  await db.execute(sql`create table categories (id serial primary key, name varchar(40) not null)`);
  await db.execute(sql`create table items (id serial primary key, name varchar(60) not null, code varchar(10),
    qty integer, price numeric(10,2), active boolean not null, born_on date, seen_at timestamptz, category_id integer)`);
  await db.insert(categories).values([{ name: 'Metal' }, { name: 'Paper' }]);
  await db.insert(items).values(ROWS);

  const category = alias(categories, 'category');
  const fields: GridFields = gridFieldsOf(items, { categoryIdLabel: { expr: category.name, kind: 'text' } });

  /** The ids the query selects, in order, and the total of its where without paging. */
  async function run(query: GridQuery, options?: TranslateOptions) {
    const t = translateGridQuery(query, fields, options);
    const base = db.select({ id: items.id }).from(items).leftJoin(category, eq(items.categoryId, category.id));
    const rows = await base.where(t.where).orderBy(...t.orderBy).limit(t.limit ?? 1000).offset(t.offset);
    const [counted] = await db
      .select({ total: count() })
      .from(items)
      .leftJoin(category, eq(items.categoryId, category.id))
      .where(t.where);
    return { ids: rows.map((r) => r.id), total: counted?.total ?? -1 };
  }

  return { run, close: () => client.close() };
}
