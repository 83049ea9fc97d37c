// POST /token: the OAuth-style sign-in and refresh / switch endpoint (spec §7; README.md, API contract notes).
import type { FastifyInstance } from 'fastify';
import { GrantError, passwordGrant, refreshGrant } from '../auth/grants';

type Form = Record<string, unknown>;

/** The length of the user-name column. */
export const USER_NAME_MAX = 256;

/** An integer form field; undefined when absent, null when sent empty, NaN when not a number. */
function intField(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '' || value === 'null') return null;
  return /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
}

/**
 * A form field as the one string it must be. A repeated form field arrives as an array and a JSON
 * body may hold anything; either is the client's mistake, not a reason to fail further in.
 */
function textField(form: Form, name: string): string | undefined {
  const value = form[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new GrantError(400, 'invalid_request', `${name}: send it once, as text.`);
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/token',
    {
      config: { public: true, oauthErrors: true },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in (grant_type=password) or refresh / switch role or building (grant_type=refresh_token)',
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      const form: Form = typeof body === 'object' && body !== null ? (body as Form) : {};
      try {
        const grantType = textField(form, 'grant_type');
        if (grantType === 'password') {
          const userName = textField(form, 'username') ?? '';
          const password = textField(form, 'password') ?? '';
          // Longer than the column holds: no such user, and the sign-in throttle's key column would refuse it (a 500).
          if (userName.length > USER_NAME_MAX) {
            throw new GrantError(400, 'invalid_request', `username: at most ${USER_NAME_MAX} characters.`);
          }
          return await passwordGrant(app.auth, userName, password, request.ip);
        }
        if (grantType === 'refresh_token') {
          const refreshToken = textField(form, 'refresh_token') ?? '';
          const roleId = intField(textField(form, 'roleId'));
          const tenantId = intField(textField(form, 'tenantId'));
          const userIdHeader = request.headers.userid;
          const userId = intField(typeof userIdHeader === 'string' ? userIdHeader : undefined);
          if ([roleId, tenantId, userId].some((n) => Number.isNaN(n)) || roleId === null) {
            throw new GrantError(400, 'invalid_request', 'roleId, tenantId and UserId must be numbers.');
          }
          return await refreshGrant(app.auth, {
            refreshToken,
            roleId,
            tenantId,
            userId: userId ?? undefined,
          });
        }
        throw new GrantError(400, 'unsupported_grant_type', 'grant_type must be password or refresh_token.');
      } catch (error) {
        if (!(error instanceof GrantError)) throw error;
        return reply.status(error.status).send({ error: error.error, error_description: error.description });
      }
    },
  );
}
