// Idempotency-Key of creates (issue #11 part 4): one row per key a user sent with a create that
// succeeded, written in the create's own transaction so that a duplicate running at the same time
// waits on the unique index and then replays the first answer. Swept after 24 hours.
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    key: varchar({ length: 255 }).notNull(),
    /** The route and body the key was first sent with (a SHA-256), to refuse a reuse for another request. */
    fingerprint: text().notNull(),
    /** The record the first request created: a replay answers with it. */
    entityId: integer(),
    /** The whole answer of a create that is more than one record (bulk create, copy): a replay sends it again. */
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
  },
  (table) => [uniqueIndex('idempotency_keys_user_key').on(table.userId, table.key)],
);
