// Sign-in throttling kept in the database, so every server process counts the same failures:
// at most 5 failed sign-ins per user name and 20 per address within 15 minutes.
import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export const SIGN_IN_LIMITS = { windowMinutes: 15, perUserName: 5, perAddress: 20 } as const;

const key = (userName: string) => userName.trim().toLowerCase();

/** True when the user name or the address has used up its failed attempts. */
export async function isSignInBlocked(db: Db, userName: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - SIGN_IN_LIMITS.windowMinutes * 60_000).toISOString();
  const recent = and(gt(loginAttempts.attemptedAt, since), or(eq(loginAttempts.userName, key(userName)), eq(loginAttempts.address, address)));
  const rows = await db
    .select({ userName: loginAttempts.userName, address: loginAttempts.address, n: count() })
    .from(loginAttempts)
    .where(recent)
    .groupBy(loginAttempts.userName, loginAttempts.address);
  let byUser = 0;
  let byAddress = 0;
  for (const r of rows) {
    if (r.userName === key(userName)) byUser += r.n;
    if (r.address === address) byAddress += r.n;
  }
  return byUser >= SIGN_IN_LIMITS.perUserName || byAddress >= SIGN_IN_LIMITS.perAddress;
}

export async function recordFailedSignIn(db: Db, userName: string, address: string): Promise<void> {
  await db.insert(loginAttempts).values({ userName: key(userName), address });
}

/** A successful sign-in forgives the user name's earlier failures. */
export async function clearFailedSignIns(db: Db, userName: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.userName, key(userName)));
}
