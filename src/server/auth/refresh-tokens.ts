// Refresh tokens: random, stored as a SHA-256 hash, single use. Using one marks it used and issues
// its successor in the same family; presenting an already used token again is taken as theft and
// revokes the whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

export interface RefreshGrant {
  userId: number;
  roleId: number;
  tenantId: number | null;
  familyId?: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRefreshToken(db: Db, grant: RefreshGrant, ttlSeconds: number): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(refreshTokens)
    .values({
      tokenHash: hashOf(token),
      familyId: grant.familyId ?? randomUUID(),
      userId: grant.userId,
      roleId: grant.roleId,
      tenantId: grant.tenantId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('Refresh token not stored');
  return { token, id: row.id };
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
