// A list's saved views (issue #14 item 3): a user's named filters, sort, columns and search for
// one entity's list, in one building (null: the administrator's or a portfolio's all-building
// view). `shared` views are offered to everyone in that building who can open the list.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './organisation';

export const savedViews = pgTable(
  'saved_views',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's building when it was saved; null for a session over every building. */
    tenantId: integer(),
    /** The list's entity key (src/domain/entities). */
    entity: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 80 }).notNull(),
    /** The list's grid state (domain/saved-views.ts), bounded there. */
    state: jsonb().notNull(),
    shared: boolean().default(false).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
    modifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [index().on(t.userId, t.entity), index('saved_views_shared').on(t.tenantId, t.entity).where(sql`${t.shared}`)],
);
