// Refresh tokens: random, stored as a SHA-256 hash, single use. Using one marks it used and issues
// its successor in the same family; presenting an already used token again is taken as theft and
// revokes the whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

export interface RefreshGrant {
  userId: number;
  roleId: number;
  tenantId: number | null;
  familyId?: string;
  /** The user's security stamp the token is valid for. */
  securityStamp: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRefreshToken(
  db: Db,
  grant: RefreshGrant,
  ttlSeconds: number,
): Promise<{ token: string; id: number; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
  const familyId = grant.familyId ?? randomUUID();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      tokenHash: hashOf(token),
      familyId,
      securityStamp: grant.securityStamp,
      userId: grant.userId,
      roleId: grant.roleId,
      tenantId: grant.tenantId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('Refresh token not stored');
  return { token, id: row.id, familyId };
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * The stored row of a usable token (known, unused, unrevoked, unexpired), or null. Presenting a
 * token that was used before revokes its whole family.
 */
export async function findUsableRefreshToken(db: Db, token: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashOf(token)));
  if (!row) return null;
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    return null;
  }
  if (row.revokedAt || Date.parse(row.expiresAt) <= Date.now()) return null;
  return row;
}

/** Marks the token used; false when another request used it first (one conditional UPDATE). */
export async function consumeRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function linkSuccessor(db: Db, usedId: number, successorId: number): Promise<void> {
  await db.update(refreshTokens).set({ replacedById: successorId }).where(eq(refreshTokens.id, usedId));
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * After a password change: every other session of the user is revoked, and the changing session's
 * family moves to the new stamp so that its next refresh succeeds (its access token is stale).
 */
export async function keepOnlyFamily(db: Db, userId: number, familyId: string | undefined, securityStamp: number): Promise<void> {
  const live = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt));
  const others = familyId === undefined ? live : and(live, ne(refreshTokens.familyId, familyId));
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(others);
  if (familyId !== undefined) {
    await db.update(refreshTokens).set({ securityStamp }).where(and(live, eq(refreshTokens.familyId, familyId)));
  }
}
