// Server-internal tables: sessions, sign-in throttling, background jobs and settings. They live in
// the database (never in process memory) so that several server processes can share one database.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './organisation';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

/**
 * Refresh tokens, stored as a SHA-256 hash. Each use marks the row used and issues its successor in
 * the same family; presenting a used token again revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    familyId: uuid().notNull(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: smallint().notNull(),
    tenantId: integer(),
    createdAt: at().defaultNow().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    replacedById: integer(),
    revokedAt: at(),
    /** The user's securityStamp when issued; a token of an older stamp is refused. */
    securityStamp: integer().default(0).notNull(),
  },
  (t) => [index().on(t.familyId)],
);

/** Failed sign-ins, counted per user name and per address over a sliding window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    userName: varchar({ length: 256 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    attemptedAt: at().defaultNow().notNull(),
  },
  (t) => [index().on(t.userName, t.attemptedAt), index().on(t.address, t.attemptedAt)],
);

/** Background work (PDF exports, imports), claimed with FOR UPDATE SKIP LOCKED by any process. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 40 }).notNull(),
    payload: jsonb().notNull().default(sql`'{}'::jsonb`),
    status: varchar({ length: 20 }).notNull().default('NotStarted'),
    progress: smallint().notNull().default(0),
    /** Times the job was claimed (jobs/claim.ts JOB_MAX_ATTEMPTS bounds it). */
    attempts: integer().notNull().default(0),
    result: jsonb(),
    error: text(),
    userId: integer(),
    tenantId: integer(),
    runAfter: at().defaultNow().notNull(),
    lockedAt: at(),
    lockedBy: varchar({ length: 100 }),
    /** Renewed every few seconds while a worker runs the job; a stale one means its worker died. */
    heartbeatAt: at(),
    createdAt: at().defaultNow().notNull(),
    modifiedAt: at().defaultNow().notNull(),
  },
  (t) => [index().on(t.status, t.runAfter)],
);

/** Key/value settings the server generates once and every process must agree on (token secret). */
export const serverSettings = pgTable('server_settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
});
