// Columns every table carries (data-model.md §0) and the building scope column. Property names
// are camelCase and equal the entity's zod field names; drizzle maps them to snake_case columns.
import { boolean, integer, serial, smallint, timestamp } from 'drizzle-orm/pg-core';

export function baseColumns() {
  return {
    id: serial().primaryKey(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
    createdById: integer(),
    modifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
    modifiedById: integer(),
    isDeleted: boolean().default(false).notNull(),
    /** ActiveStatus: Active = 0, Inactive = 1. */
    status: smallint().default(0).notNull(),
    /** Optimistic concurrency: every update and delete adds 1; PutEntity names the one it read. */
    version: integer().default(1).notNull(),
  };
}
