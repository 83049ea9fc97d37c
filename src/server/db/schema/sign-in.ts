// Sign-in and password-reset throttling beyond login_attempts (system.ts): the addresses a user has
// signed in from, which a stranger's failures do not block, and the reset requests counted per
// user name and address.
import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './organisation';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

/** An address from which the user last signed in successfully (the soft per-user limit spares it). */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    address: varchar({ length: 64 }).notNull(),
    lastSuccessAt: at().defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** ForgotPassword requests, counted per user name and per address over the throttle's window. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial().primaryKey(),
    userName: varchar({ length: 256 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    requestedAt: at().defaultNow().notNull(),
  },
  (t) => [index().on(t.userName, t.requestedAt), index().on(t.address, t.requestedAt)],
);
