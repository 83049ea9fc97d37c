// The access-token secret: TOKEN_SECRET when set, otherwise generated once and kept in the
// database so that every server process on it signs and verifies with the same key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema';

const KEY = 'access_token_secret';

export async function loadTokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, KEY));
  if (!row) throw new Error('Token secret missing after insert');
  return row.value;
}
