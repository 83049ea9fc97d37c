// /api/User: forgotten password, password change and the profile screen (spec §7, §2.3). A profile
// edit is an edit of the user's record and is written to its history in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auPhone, emailAddress, requiredText } from '../../domain/entities/shared';
import { Area, Qualifier } from '../../domain/permissions';
import { userEntity } from '../../domain/entities/users';
import { changedFields, recordChange, requestSource } from '../audit/record-change';
import { requirePermission } from '../auth/guards';
import { newPasswordProblems } from '../../domain/password';
import { hashPassword, verifyPassword } from '../auth/password';
import { admitPasswordReset } from '../auth/password-reset-throttle';
import { SIGN_IN_LIMITS } from '../auth/sign-in-throttle';
import { keepOnlyFamily } from '../auth/refresh-tokens';
import { jobs, packages, users } from '../db/schema';
import { HttpError } from '../errors';
import { USER_NAME_MAX } from './auth';

const messageSchema = z.object({ message: z.string() });
const profileInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailAddress,
  phone: auPhone.nullish(),
});
// The session's building by name (the token carries only its tenancy key, 'harbour-tower').
const profileOutput = profileInput.extend({ id: z.number(), userName: z.string(), buildingName: z.string().nullable().optional() });

const TOO_MANY_RESETS = `Too many password reset requests. Try again in ${SIGN_IN_LIMITS.windowMinutes} minutes.`;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account with that user name exists, password reset instructions have been sent to its email address.';

export async function userRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  const profileOf = async (userId: number) => {
    const [row] = await db
      .select({ id: users.id, userName: users.userName, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new HttpError(404, 'User not found.');
    return row;
  };
  const buildingNameOf = async (tenantId: number | null): Promise<string | null> => {
    if (tenantId === null) return null;
    const [row] = await db.select({ name: packages.name }).from(packages).where(eq(packages.tenantId, tenantId));
    return row?.name ?? null;
  };

  app.get(
    '/api/User/ForgotPassword',
    {
      config: { public: true },
      schema: {
        tags: ['User'],
        // Longer than the column holds: the reset throttle's key column would refuse it (a 500).
        querystring: z.object({ username: z.string().max(USER_NAME_MAX, `At most ${USER_NAME_MAX} characters`).default('') }),
        response: { 200: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      // The same answer whether or not the user exists, so the endpoint cannot probe user names.
      const name = request.query.username.trim().toLowerCase();
      if (!(await admitPasswordReset(db, name, request.ip))) return reply.status(429).send({ message: TOO_MANY_RESETS });
      const [user] = name
        ? await db.select({ id: users.id }).from(users).where(and(eq(sql`lower(${users.userName})`, name), eq(users.isDeleted, false)))
        : [];
      if (user) await db.insert(jobs).values({ kind: 'password-reset-email', payload: { userId: user.id }, userId: user.id });
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/api/User/ChangePassword',
    {
      preHandler: requirePermission(Area.Profile, Qualifier.Edit),
      config: { beforePasswordChange: true },
      schema: {
        tags: ['User'],
        body: z.object({ currentPassword: z.string().min(1, 'Required'), newPassword: z.string().min(1, 'Required') }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const [user] = await db.select().from(users).where(eq(users.id, request.session.userId));
      if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new HttpError(400, 'The current password is incorrect.', {
          errors: { currentPassword: ['The current password is incorrect.'] },
        });
      }
      const problems = newPasswordProblems(newPassword, currentPassword);
      if (problems.length > 0) throw new HttpError(400, problems.join('. '), { errors: { newPassword: problems } });
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        // The new hash bumps the security stamp (db/session-triggers.ts), which ends every session;
        // this one's refresh-token family is carried over to the new stamp.
        const [changed] = await tx
          .update(users)
          .set({ passwordHash, forceChangePassword: false, modifiedAt: new Date().toISOString(), modifiedById: user.id })
          .where(eq(users.id, user.id))
          .returning({ securityStamp: users.securityStamp });
        if (changed) await keepOnlyFamily(tx, user.id, request.session.familyId, changed.securityStamp);
      });
      return { message: 'Your password has been changed.' };
    },
  );

  app.get(
    '/api/User/GetProfile',
    { preHandler: requirePermission(Area.Profile, Qualifier.View), schema: { tags: ['User'], response: { 200: profileOutput } } },
    async (request) => ({ ...(await profileOf(request.session.userId)), buildingName: await buildingNameOf(request.session.tenantId) }),
  );

  app.put(
    '/api/User/UpdateProfile',
    {
      preHandler: requirePermission(Area.Profile, Qualifier.Edit),
      schema: { tags: ['User'], body: profileInput, response: { 200: profileOutput } },
    },
    async (request) => {
      const userId = request.session.userId;
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId));
        const [after] = await tx
          .update(users)
          .set({ ...request.body, phone: request.body.phone ?? null, modifiedAt: new Date().toISOString(), modifiedById: userId, version: sql`${users.version} + 1` })
          .where(eq(users.id, userId))
          .returning();
        // The user's record history shows the profile edit as any other edit of the user.
        const changes = changedFields(userEntity, before, after);
        if (before && Object.keys(changes).length > 0) {
          await recordChange(tx, { declaration: userEntity, recordId: userId, tenantId: before.tenantId, userId, action: 'update', source: requestSource(request), changes });
        }
      });
      return { ...(await profileOf(userId)), buildingName: await buildingNameOf(request.session.tenantId) };
    },
  );
}
