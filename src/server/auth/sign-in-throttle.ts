// Sign-in throttling, kept in the database so every server process counts the same attempts, and
// decided in one atomic step: under advisory locks on the user name and the address, the recent
// attempts are counted and, when admitted, this attempt is recorded as a failure before the
// password is checked (a success removes it). N parallel guesses therefore count N.
//
// It slows down rather than locks out: a doubling delay per (user name, address) pair after a few
// failures; a soft limit per user name that only addresses the user has signed in from before may
// pass; a hard limit per address across user names.
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCK_CLASS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { knownSignInAddresses, loginAttempts, users } from '../db/schema';

export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  /** Failures of one user name from one address before each further try must wait. */
  freePerPair: 5,
  /** The wait after the pair's free failures: this, doubled for each further failure. */
  firstDelaySeconds: 30,
  /** Failures of one user name from all addresses after which only known addresses may try. */
  perUserName: 10,
  /** Failures from one address across user names, after which it may not try at all. */
  perAddress: 100,
} as const;


export const throttleKey = (userName: string) => userName.trim().toLowerCase();

/** Serialises the transaction with others on the same user name and on the same address. */
export async function lockNameAndAddress(tx: Db, classes: readonly [number, number], name: string, address: string): Promise<void> {
  // Always the name first, then the address: one order everywhere, so no deadlock.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${classes[0]}::int, hashtext(${name}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${classes[1]}::int, hashtext(${address}))`);
}

export const sinceWindow = (column: AnyPgColumn) =>
  gt(column, sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.windowMinutes})`);

export type Admission = { admitted: true; attemptId: number } | { admitted: false; retryAfterSeconds: number };

function pairDelaySeconds(failures: number): number {
  const extra = failures - SIGN_IN_LIMITS.freePerPair;
  if (extra < 0) return 0;
  return Math.min(SIGN_IN_LIMITS.firstDelaySeconds * 2 ** extra, SIGN_IN_LIMITS.windowMinutes * 60);
}

async function isKnownAddress(tx: Db, name: string, address: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
    .where(and(eq(sql`lower(${users.userName})`, name), eq(knownSignInAddresses.address, address)));
  return row !== undefined;
}

/** Admits the attempt and records it (as a failure until recordSuccess), or says how long to wait. */
export async function admitSignIn(db: Db, userName: string, address: string): Promise<Admission> {
  const name = throttleKey(userName);
  const windowSeconds = SIGN_IN_LIMITS.windowMinutes * 60;
  return db.transaction(async (tx) => {
    await lockNameAndAddress(tx, [LOCK_CLASS.signInUser, LOCK_CLASS.signInAddress], name, address);
    const forName = eq(loginAttempts.userName, name);
    const fromAddress = eq(loginAttempts.address, address);
    const [counts] = await tx
      .select({
        byName: sql<number>`count(*) filter (where ${forName})`.mapWith(Number),
        byAddress: sql<number>`count(*) filter (where ${fromAddress})`.mapWith(Number),
        byPair: sql<number>`count(*) filter (where ${forName} and ${fromAddress})`.mapWith(Number),
        sincePairFailure: sql<number | null>`extract(epoch from now() - max(${loginAttempts.attemptedAt}) filter (where ${forName} and ${fromAddress}))`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(and(sinceWindow(loginAttempts.attemptedAt), or(forName, fromAddress)));
    const { byName = 0, byAddress = 0, byPair = 0, sincePairFailure = 0 } = counts ?? {};
    if (byAddress >= SIGN_IN_LIMITS.perAddress) return { admitted: false, retryAfterSeconds: windowSeconds };
    const wait = pairDelaySeconds(byPair) - (sincePairFailure ?? 0);
    if (wait > 0) return { admitted: false, retryAfterSeconds: Math.ceil(wait) };
    if (byName >= SIGN_IN_LIMITS.perUserName && !(await isKnownAddress(tx, name, address))) {
      return { admitted: false, retryAfterSeconds: windowSeconds };
    }
    const [row] = await tx.insert(loginAttempts).values({ userName: name, address }).returning({ id: loginAttempts.id });
    if (!row) throw new Error('Sign-in attempt not recorded');
    return { admitted: true, attemptId: row.id };
  });
}

/**
 * The attempt was the right password: it and the pair's earlier failures are forgiven (not a
 * stranger's from elsewhere), and the address becomes one the user is known to sign in from.
 */
export async function recordSuccess(db: Db, userId: number, userName: string, address: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.userName, throttleKey(userName)), eq(loginAttempts.address, address)));
  await db
    .insert(knownSignInAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({ target: [knownSignInAddresses.userId, knownSignInAddresses.address], set: { lastSuccessAt: sql`now()` } });
}

/** "Try again in 2 seconds" / "in 15 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
