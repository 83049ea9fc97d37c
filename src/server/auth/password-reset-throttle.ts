// ForgotPassword throttling: a few reset e-mails per user name and a limit per address within the
// sign-in throttle's window, decided atomically like the sign-in's (sign-in-throttle.ts). Counted
// whether or not the user exists, so the answer reveals nothing about user names.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetRequests } from '../db/schema';
import { LOCK_CLASS } from '../db/advisory-locks';
import { lockNameAndAddress, sinceWindow, throttleKey } from './sign-in-throttle';

export const RESET_LIMITS = { perUserName: 3, perAddress: 20 } as const;

/** Records the request and answers true, or false when the user name or the address is over its limit. */
export async function admitPasswordReset(db: Db, userName: string, address: string): Promise<boolean> {
  const name = throttleKey(userName);
  return db.transaction(async (tx) => {
    await lockNameAndAddress(tx, [LOCK_CLASS.resetUser, LOCK_CLASS.resetAddress], name, address);
    const forName = eq(passwordResetRequests.userName, name);
    const fromAddress = eq(passwordResetRequests.address, address);
    const [counts] = await tx
      .select({
        byName: sql<number>`count(*) filter (where ${forName})`.mapWith(Number),
        byAddress: sql<number>`count(*) filter (where ${fromAddress})`.mapWith(Number),
      })
      .from(passwordResetRequests)
      .where(and(sinceWindow(passwordResetRequests.requestedAt), or(forName, fromAddress)));
    if ((counts?.byName ?? 0) >= RESET_LIMITS.perUserName || (counts?.byAddress ?? 0) >= RESET_LIMITS.perAddress) return false;
    await tx.insert(passwordResetRequests).values({ userName: name, address });
    return true;
  });
}
