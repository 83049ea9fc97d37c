// The record history (issue #14 item 7): one row per create, edit, delete and restore of an entity
// record, written in the transaction of the change itself, so a change that rolls back leaves no
// history and a history entry always names a change that happened.
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
    /** Who made the change (users.id); kept as a number so deleting a user keeps the history. */
    userId: integer(),
    /** The entity key (EntityKey). */
    entity: varchar({ length: 60 }).notNull(),
    recordId: integer().notNull(),
    /** The record's building; null for global rows. */
    tenantId: integer(),
    /** create | update | delete | restore */
    action: varchar({ length: 10 }).notNull(),
    /** form | bulk | import | tablet | restore */
    source: varchar({ length: 10 }).notNull(),
    /** Per changed field: { from, to } (lookups also fromLabel / toLabel); secrets never. */
    changes: jsonb().notNull(),
  },
  (t) => [index().on(t.entity, t.recordId, t.at), index().on(t.at), index().on(t.tenantId, t.at)],
);
