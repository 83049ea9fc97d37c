// POST /token: the OAuth-style sign-in and refresh / switch endpoint (spec §7; README.md, API contract notes).
import type { FastifyInstance } from 'fastify';
import { GrantError, passwordGrant, refreshGrant } from '../auth/grants';

type Form = Record<string, string | undefined>;

const USER_NAME_MAX = 256;

/** An integer form field; undefined when absent, null when sent empty, NaN when not a number. */
function intField(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '' || value === 'null') return null;
  return /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
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
      const form = (request.body ?? {}) as Form;
      try {
        if (form.grant_type === 'password') {
          // Longer than the column holds: no such user, and the sign-in throttle's key column would refuse it (a 500).
          if ((form.username ?? '').length > USER_NAME_MAX) {
            throw new GrantError(400, 'invalid_request', `username: at most ${USER_NAME_MAX} characters.`);
          }
          return await passwordGrant(app.auth, form.username ?? '', form.password ?? '', request.ip);
        }
        if (form.grant_type === 'refresh_token') {
          const roleId = intField(form.roleId);
          const tenantId = intField(form.tenantId);
          const userId = intField(request.headers.userid as string | undefined);
          if ([roleId, tenantId, userId].some((n) => Number.isNaN(n)) || roleId === null) {
            throw new GrantError(400, 'invalid_request', 'roleId, tenantId and UserId must be numbers.');
          }
          return await refreshGrant(app.auth, {
            refreshToken: form.refresh_token ?? '',
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
