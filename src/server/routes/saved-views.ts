// A list's saved views (issue #14 item 3): GET /api/SavedViews?entity=…, POST /api/SavedViews,
// PUT and DELETE /api/SavedViews/{id}. Each is the caller's own: another user's view is a 404 to
// change and is never listed, unless it is shared — then it is listed (read only) to sessions of
// the same building that may view the list. Sharing needs Edit on the list's area (the roles that
// may change the list's records may set how the building looks at them) and a session of one
// building: an all-building session has no building to share with.
import { and, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityByKey, isEntityKey } from '../../domain/entities';
import { hasPermission, Qualifier } from '../../domain/permissions';
import {
  MAX_SAVED_VIEWS_PER_LIST,
  savedViewCreateSchema,
  savedViewUpdateSchema,
  type SavedView,
  type SavedViewState,
} from '../../domain/saved-views';
import { savedViews, users } from '../db/schema';
import { HttpError } from '../errors';
import { recordIdSchema } from './ids';

const BASE = '/api/SavedViews';
const TAGS = ['SavedViews'];

const viewSchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  name: z.string(),
  state: z.looseObject({}),
  shared: z.boolean(),
  mine: z.boolean(),
  ownerName: z.string().nullable(),
});

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw result.error;
  return result.data;
}

/** The list's entity, which the session must be allowed to view. */
function listEntity(request: FastifyRequest, key: string) {
  if (!isEntityKey(key) || !entityByKey(key).screens.includes('list')) {
    throw new HttpError(400, `Unknown list: ${key}`, { errors: { entity: ['Unknown list'] } });
  }
  const declaration = entityByKey(key);
  if (!hasPermission(request.session.permissions, declaration.area, Qualifier.View)) {
    throw new HttpError(403, `You have no permission to view ${declaration.labelPlural}.`);
  }
  return declaration;
}

function mayShare(request: FastifyRequest, entity: string): void {
  const declaration = entityByKey(entity as Parameters<typeof entityByKey>[0]);
  if (request.session.tenantId === null) {
    throw new HttpError(403, 'A view is shared with one building: open the list in a building to share it.', { errors: { shared: ['Open a building to share'] } });
  }
  if (!hasPermission(request.session.permissions, declaration.area, Qualifier.Edit)) {
    throw new HttpError(403, `You have no permission to share views of ${declaration.labelPlural}.`, { errors: { shared: ['Not allowed'] } });
  }
}

/** The same name whatever its case: two views a person cannot tell apart are one too many. */
const sameName = (name: string): SQL => sql`lower(${savedViews.name}) = lower(${name})`;

/** The session's building, or none for an all-building session. */
function sameBuilding(tenantId: number | null): SQL {
  return tenantId === null ? isNull(savedViews.tenantId) : eq(savedViews.tenantId, tenantId);
}

type Db = FastifyInstance['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function refuseTakenName(tx: Tx, mine: SQL | undefined, name: string): Promise<void> {
  const [taken] = await tx.select({ id: savedViews.id }).from(savedViews).where(and(mine, sameName(name))).limit(1);
  if (taken) {
    const message = `You already have a view named “${name}” on this list: choose another name`;
    throw new HttpError(400, message, { errors: { name: [message] } });
  }
}

export async function savedViewRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  async function own(request: FastifyRequest, id: number) {
    const [row] = await db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.userId, request.session.userId), sameBuilding(request.session.tenantId)));
    if (!row) throw new HttpError(404, 'Saved view not found.');
    return row;
  }

  const answer = (row: typeof savedViews.$inferSelect, mine: boolean, ownerName: string | null): SavedView => ({
    id: row.id,
    entity: row.entity,
    name: row.name,
    state: row.state as SavedViewState,
    shared: row.shared,
    mine,
    ownerName,
  });

  app.get(
    BASE,
    {
      config: { access: 'signedIn' },
      schema: { tags: TAGS, summary: "The caller's views of a list, and the views shared in its building", querystring: z.object({ entity: z.string().max(64) }), response: { 200: z.array(viewSchema) } },
    },
    async (request) => {
      const declaration = listEntity(request, request.query.entity);
      const { userId, tenantId } = request.session;
      const shared = tenantId === null ? undefined : and(eq(savedViews.shared, true), eq(savedViews.tenantId, tenantId), ne(savedViews.userId, userId));
      const rows = await db
        .select({ view: savedViews, ownerName: users.userName })
        .from(savedViews)
        .innerJoin(users, eq(users.id, savedViews.userId))
        .where(and(eq(savedViews.entity, declaration.key), or(and(eq(savedViews.userId, userId), sameBuilding(tenantId)), shared)))
        .orderBy(savedViews.name, savedViews.id);
      return rows.map(({ view, ownerName }) => answer(view, view.userId === userId, view.userId === userId ? null : ownerName));
    },
  );

  app.post(
    BASE,
    { config: { access: 'signedIn' }, schema: { tags: TAGS, summary: 'Save the current state of a list under a name', response: { 201: viewSchema } } },
    async (request, reply) => {
      const body = parse(savedViewCreateSchema, request.body);
      const declaration = listEntity(request, body.entity);
      if (body.shared) mayShare(request, declaration.key);
      const { userId, tenantId } = request.session;
      // The user's row is locked while the limit and the name are checked, so saves sent at once
      // (two tabs, a double click) are counted one after the other on every database.
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const mine = and(eq(savedViews.userId, userId), eq(savedViews.entity, declaration.key), sameBuilding(tenantId));
        const [held] = await tx.select({ n: count() }).from(savedViews).where(mine);
        if ((held?.n ?? 0) >= MAX_SAVED_VIEWS_PER_LIST) {
          throw new HttpError(400, `At most ${MAX_SAVED_VIEWS_PER_LIST} saved views per list`, { errors: { name: [`At most ${MAX_SAVED_VIEWS_PER_LIST} saved views per list`] } });
        }
        await refuseTakenName(tx, mine, body.name);
        const [inserted] = await tx
          .insert(savedViews)
          .values({ userId, tenantId, entity: declaration.key, name: body.name, state: body.state, shared: body.shared })
          .returning();
        return inserted!;
      });
      reply.code(201);
      return answer(row, true, null);
    },
  );

  app.put(
    `${BASE}/:id`,
    { config: { access: 'signedIn' }, schema: { tags: TAGS, summary: "Rename, re-save or (un)share one of the caller's views", params: z.object({ id: recordIdSchema }), response: { 200: viewSchema } } },
    async (request) => {
      const body = parse(savedViewUpdateSchema, request.body);
      const existing = await own(request, request.params.id);
      listEntity(request, existing.entity);
      if (body.shared) mayShare(request, existing.entity);
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, existing.userId)).for('update');
        if (body.name !== undefined) {
          const mine = and(eq(savedViews.userId, existing.userId), eq(savedViews.entity, existing.entity), sameBuilding(existing.tenantId), ne(savedViews.id, existing.id));
          await refuseTakenName(tx, mine, body.name);
        }
        const [updated] = await tx
          .update(savedViews)
          .set({ ...body, modifiedAt: new Date().toISOString() })
          .where(eq(savedViews.id, existing.id))
          .returning();
        return updated!;
      });
      return answer(row, true, null);
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: { access: 'signedIn' }, schema: { tags: TAGS, summary: "Delete one of the caller's views", params: z.object({ id: recordIdSchema }), response: { 200: z.object({ id: z.number().int() }) } } },
    async (request) => {
      const existing = await own(request, request.params.id);
      await db.delete(savedViews).where(eq(savedViews.id, existing.id));
      return { id: existing.id };
    },
  );
}
