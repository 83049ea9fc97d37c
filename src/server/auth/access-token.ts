// Compact signed access tokens: base64url(JSON claims) "." base64url(HMAC-SHA256). Stateless, so
// any server process holding the shared secret can verify them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RoleKey } from '../../domain/roles';

export interface AccessClaims {
  /** User id. */
  sub: number;
  /** Acting role. */
  role: RoleKey;
  /** The user's held roles. */
  held: RoleKey[];
  /** Session building, null for system or portfolio view. */
  tid: number | null;
  /** Customer (occupier) of a tenant-role user. */
  cid?: number | null;
  /** The user's security stamp when issued; a changed stamp revokes the token. */
  stm: number;
  /** The refresh-token family the token was issued with. */
  fam?: string;
  /** Expiry, seconds since epoch. */
  exp: number;
}

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signAccessToken(claims: Omit<AccessClaims, 'exp'>, secret: string, ttlSeconds: number): string {
  const full: AccessClaims = { ...claims, exp: Math.floor(Date.now() / 1000) + ttlSeconds };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${signature(body, secret)}`;
}

/** The claims of a valid, unexpired token; null otherwise. */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaims;
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : null;
  } catch {
    return null;
  }
}
