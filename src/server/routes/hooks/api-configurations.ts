// API configurations' secrets (data-model §1.10): write-only, stored encrypted with AES-256-GCM
// under a key derived from CONFIG_SECRET_KEY (else the access-token secret; http/deployment.ts), so
// a database dump alone does not reveal them.
// An edit with an empty secret keeps the stored one; rows show `hasAuthSecret` only.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { apiConfigurations } from '../../db/schema';
import type { EntityControllerHooks } from '../generic/hooks';

const FORMAT = 'v1';
const KEY_INFO = 'api-configuration-secrets';

function keyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'waste-back-office', KEY_INFO, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(plain: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain secret, for the integration that uses it; throws when the text was tampered with. */
export function decryptSecret(stored: string, serverSecret: string): string {
  const [format, iv, tag, data] = stored.split('.');
  if (format !== FORMAT || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export const apiConfigurationHooks: EntityControllerHooks = {
  extraFields: { hasAuthSecret: { expr: sql<boolean>`(${apiConfigurations.authSecretEncrypted} is not null)`, kind: 'bool' } },
  async afterWrite(write, context) {
    const secret = write.values.authSecret;
    if (write.mode === 'delete' || typeof secret !== 'string' || secret === '') return;
    await context.db
      .update(apiConfigurations)
      .set({ authSecretEncrypted: encryptSecret(secret, context.request.server.deployment.configSecretKey) })
      .where(eq(apiConfigurations.id, write.id));
  },
};
