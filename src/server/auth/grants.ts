// The two grants of POST /token (README.md, API contract notes): password sign-in and the refresh
// grant, which is also the role / building switch when roleId or tenantId differ from the current session.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { roleKeyOf, RoleId } from '../../domain/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { signAccessToken } from './access-token';
import { hashPassword, verifyPassword } from './password';
import { admitSignIn, recordSuccess, waitText } from './sign-in-throttle';
import { consumeRefreshToken, findUsableRefreshToken, issueRefreshToken, linkSuccessor } from './refresh-tokens';
import { chooseSession, defaultSession, heldRolesOf, scopeOf, type SessionChoice, type UserRow } from './session-rules';
import { tokenResponse, type TokenResponse } from './token-response';

export interface AuthContext {
  db: Db;
  secret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** An OAuth error answer: 400 invalid_grant and friends, 429 when throttled. */
export class GrantError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const BAD_CREDENTIALS = 'The user name or password is incorrect.';
const BAD_REFRESH = 'The refresh token is invalid or expired.';

async function activeUser(db: Db, where: ReturnType<typeof eq>): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(where, eq(users.isDeleted, false), eq(users.status, 0)));
  return user;
}

async function issue(ctx: AuthContext, user: UserRow, choice: SessionChoice, familyId?: string) {
  const held = await heldRolesOf(ctx.db, user);
  const scope = await scopeOf(ctx.db, user.id, choice);
  const securityStamp = user.securityStamp;
  const grant = { userId: user.id, roleId: RoleId[choice.roleKey], tenantId: choice.tenantId, familyId, securityStamp };
  const refresh = await issueRefreshToken(ctx.db, grant, ctx.refreshTokenTtlSeconds);
  const accessToken = signAccessToken(
    { sub: user.id, role: choice.roleKey, held, tid: choice.tenantId, cid: user.customerId, stm: securityStamp, fam: refresh.familyId },
    ctx.secret,
    ctx.accessTokenTtlSeconds,
  );
  const tokens = { accessToken, expiresIn: ctx.accessTokenTtlSeconds, refreshToken: refresh.token };
  return { refreshId: refresh.id, body: await tokenResponse(ctx.db, user, held, choice, scope, tokens) };
}

/** Checked when the user name is unknown, so that costs the same time as a known one. */
let dummyHash: Promise<string> | undefined;

export async function passwordGrant(ctx: AuthContext, userName: string, password: string, address: string): Promise<TokenResponse> {
  if (!userName || !password) throw new GrantError(400, 'invalid_grant', BAD_CREDENTIALS);
  const admission = await admitSignIn(ctx.db, userName, address);
  if (!admission.admitted) {
    const wait = waitText(admission.retryAfterSeconds);
    throw new GrantError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${wait}.`);
  }
  const user = await activeUser(ctx.db, eq(sql`lower(${users.userName})`, userName.trim().toLowerCase()));
  const locked = user?.lockoutEndAt && Date.parse(user.lockoutEndAt) > Date.now();
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  const verified = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || locked || !verified) throw new GrantError(400, 'invalid_grant', BAD_CREDENTIALS);
  const choice = defaultSession(user);
  if (!choice) throw new GrantError(400, 'invalid_grant', BAD_CREDENTIALS);
  await recordSuccess(ctx.db, user.id, userName, address);
  await ctx.db.update(users).set({ lastLoginAt: new Date().toISOString() }).where(eq(users.id, user.id));
  return (await issue(ctx, user, choice)).body;
}

export interface RefreshRequest {
  refreshToken: string;
  roleId?: number;
  /** undefined: keep the token's building when the role is unchanged; null: no building. */
  tenantId?: number | null;
  /** The UserId header, when sent. */
  userId?: number;
}

export async function refreshGrant(ctx: AuthContext, request: RefreshRequest): Promise<TokenResponse> {
  const row = request.refreshToken ? await findUsableRefreshToken(ctx.db, request.refreshToken) : null;
  if (!row || (request.userId !== undefined && request.userId !== row.userId)) {
    throw new GrantError(400, 'invalid_grant', BAD_REFRESH);
  }
  const user = await activeUser(ctx.db, eq(users.id, row.userId));
  const roleKey = roleKeyOf(request.roleId ?? row.roleId);
  // A stamp changed since the token was issued: deactivated, demoted, moved or a new password.
  if (!user || user.securityStamp !== row.securityStamp || !roleKey) throw new GrantError(400, 'invalid_grant', BAD_REFRESH);
  const sameRole = RoleId[roleKey] === row.roleId;
  const tenantId = request.tenantId !== undefined ? request.tenantId : sameRole ? row.tenantId : null;
  const choice = await chooseSession(ctx.db, user, await heldRolesOf(ctx.db, user), { roleKey, tenantId });
  if (!choice) throw new GrantError(400, 'invalid_grant', 'You may not switch to that role or building.');
  if (!(await consumeRefreshToken(ctx.db, row.id))) throw new GrantError(400, 'invalid_grant', BAD_REFRESH);
  const issued = await issue(ctx, user, choice, row.familyId);
  await linkSuccessor(ctx.db, row.id, issued.refreshId);
  return issued.body;
}
