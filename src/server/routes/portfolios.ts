// /api/Portfolios (spec §7): operational portfolios (buildings) and tenant portfolios (tenants
// across buildings) in one table told apart by kind. Each kind gets the generic operations with
// its own area, and the routes of §7: grids, by-id answers with the links, the form lookups,
// create/update with the links in the same transaction, DELETE ?id= and GET History/{id} (the
// record history, written by the generic operations) for either kind; and each kind's Deleted
// filter and restore (GetDeleted + Restore/{id}, GetDeletedTenantPortfolios +
// RestoreTenantPortfolio/{id}: generic/restore-routes.ts).
// A session without the system view sees only the portfolios it is linked to.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyRecordId, recordIdSchema } from './ids';
import {
  operationalPortfolioInputSchema,
  PortfolioKind,
  portfolioEntity,
  tenantPortfolioEntity,
  tenantPortfolioInputSchema,
} from '../../domain/entities/portfolios';
import type { EntityDeclaration } from '../../domain/entity';
import { gridQuerySchema } from '../../domain/grid';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { recordHistory } from '../audit/history';
import type { LinkedSnapshot } from '../audit/record-change';
import { buildingScope, requirePermission } from '../auth/guards';
import { portfolioBuildings, portfolioCustomers, portfolios, portfolioUsers } from '../db/schema';
import { HttpError } from '../errors';
import { parseGridQuery } from '../grid';
import { pagingQuerySchema } from './custom/paging';
import { ENTITY_ROUTES, type EntityWrite, type HookContext } from './generic/hooks';
import { registerEntityController } from './generic-controller';
import { registerRestoreRoutes } from './generic/restore-routes';
import { documentedBodyValidator, idParamsSchema, rowSchema } from './generic/docs';
import type { EntitySource } from './generic/source';
import { conflictWithDetail } from './generic/versions';
import { linkedBuildings, linkedBuildingSchema, linkedCustomers, linkedCustomerSchema, replaceBuildings, replaceCustomers } from './portfolios/links';
import { buildingLookupSchema, buildingPage, customerLookupSchema, customerPage, customersQuerySchema } from './portfolios/lookups';
import { pageAnswerSchema } from './generic/queries';

const BASE = '/api/Portfolios';
const envelope = z.object({ id: bodyRecordId().optional(), status: z.union([z.literal(0), z.literal(1)]).optional() });

/** Portfolios the session may see: all in the system view, otherwise those it is linked to. */
function visibleTo(request: FastifyRequest): SQL | undefined {
  if (buildingScope(request) === 'all') return undefined;
  const linked = request.server.db
    .select({ id: portfolioUsers.portfolioId })
    .from(portfolioUsers)
    .where(and(eq(portfolioUsers.userId, request.session.userId), eq(portfolioUsers.isDeleted, false)));
  return inArray(portfolios.id, linked);
}

interface KindSetup {
  kind: number;
  declaration: EntityDeclaration;
  input: typeof operationalPortfolioInputSchema | typeof tenantPortfolioInputSchema;
  /** Replaces the links named in the body, inside the write's transaction. */
  link(db: HookContext['db'], id: number, body: unknown): Promise<void>;
  /** The linked names, for the record history (a portfolio's buildings, a tenant portfolio's tenants). */
  linkedForHistory(db: HookContext['db'], id: number): Promise<LinkedSnapshot>;
  /** How many links a grid row shows. */
  linkCount: SQL<number>;
  /** The links a by-id answer carries, and their schema. */
  links(db: HookContext['db'], id: number): Promise<Record<string, unknown>>;
  linksSchema: z.ZodObject;
  /** The kind's route names under /api/Portfolios (spec §7; the Deleted filter's and restore's, issue #14). */
  routes: { grid: string; byId: string; create: string; update: string; deleted: string; restore: string };
}

const KINDS: readonly KindSetup[] = [
  {
    kind: PortfolioKind.Operational,
    declaration: portfolioEntity,
    input: operationalPortfolioInputSchema,
    link: (db, id, body) => replaceBuildings(db, id, operationalPortfolioInputSchema.parse(body).tenantIds),
    linkedForHistory: async (db, id) => ({ tenantIds: { label: 'Buildings', names: (await linkedBuildings(db, id)).map((b) => b.name) } }),
    linkCount: sql<number>`(select count(*)::int from ${portfolioBuildings} where ${portfolioBuildings.portfolioId} = ${portfolios.id})`,
    links: async (db, id) => {
      const buildings = await linkedBuildings(db, id);
      return { tenantIds: buildings.map((b) => b.tenantId), tenants: buildings };
    },
    linksSchema: z.object({ tenantIds: z.array(z.number().int()), tenants: z.array(linkedBuildingSchema) }),
    routes: { grid: 'Get', byId: 'GetById', create: 'Create', update: 'Update', deleted: 'GetDeleted', restore: 'Restore' },
  },
  {
    kind: PortfolioKind.Tenant,
    declaration: tenantPortfolioEntity,
    input: tenantPortfolioInputSchema,
    link: (db, id, body) => replaceCustomers(db, id, tenantPortfolioInputSchema.parse(body).customerIds),
    linkedForHistory: async (db, id) => ({
      customerIds: { label: 'Tenants', names: (await linkedCustomers(db, id)).map((c) => `${c.name} (${c.buildingName})`) },
    }),
    linkCount: sql<number>`(select count(*)::int from ${portfolioCustomers} where ${portfolioCustomers.portfolioId} = ${portfolios.id})`,
    links: async (db, id) => {
      const linked = await linkedCustomers(db, id);
      return { customerIds: linked.map((c) => c.customerId), customers: linked };
    },
    linksSchema: z.object({ customerIds: z.array(z.number().int()), customers: z.array(linkedCustomerSchema) }),
    routes: {
      grid: 'GetTenantPortfolios',
      byId: 'GetCustomerPortfolioById',
      create: 'CreateTenantPortfolio',
      update: 'UpdateTenantPortfolio',
      deleted: 'GetDeletedTenantPortfolios',
      restore: 'RestoreTenantPortfolio',
    },
  },
];

export async function portfolioRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  const kinds = KINDS.map((setup) => ({
    setup,
    ops: registerEntityController(app, setup.declaration, portfolios, {
      exclude: ENTITY_ROUTES,
      extraFields: { linkCount: { expr: setup.linkCount, kind: 'int' } },
      where: (request) => and(eq(portfolios.kind, setup.kind), visibleTo(request)),
      beforeCreate: (values) => ({ ...values, kind: setup.kind }),
      afterWrite: async (write: EntityWrite, context) => {
        if (write.mode !== 'delete') await setup.link(context.db, write.id, write.body);
      },
      linkedForHistory: setup.linkedForHistory,
    }),
  }));

  // The portfolio users' lookup: every visible portfolio of either kind, with its kind.
  registerEntityController(app, portfolioEntity, portfolios, {
    exclude: ENTITY_ROUTES.filter((r) => r !== 'GetAll'),
    extraFields: { kind: { expr: portfolios.kind, kind: 'int' } },
    where: visibleTo,
  });

  const guard = (area: Area, qualifier: Qualifier) => requirePermission(area, qualifier);
  const tagsOf = (declaration: EntityDeclaration) => [declaration.labelPlural];
  const gridResponse = (declaration: EntityDeclaration, source: EntitySource) => ({
    200: pageAnswerSchema(rowSchema(declaration, source)),
  });

  /** Bodies pass the route unvalidated (documentedBodyValidator) and are checked here as a whole, fields and links, so every field error comes back at once. */
  const checked = (setup: KindSetup, body: unknown, withId: boolean) => {
    const issues = [...(setup.input.safeParse(body ?? {}).error?.issues ?? [])];
    const env = envelope.safeParse(body ?? {});
    issues.push(...(env.error?.issues ?? []));
    if (withId && env.success && env.data.id === undefined) issues.push({ code: 'custom', message: 'Required', path: ['id'], input: undefined });
    if (issues.length > 0) throw new z.ZodError(issues);
    return body;
  };

  for (const { setup, ops } of kinds) {
    const { declaration } = setup;
    const { grid, byId, create, update } = setup.routes;
    const tags = tagsOf(declaration);
    const withLinks = async (request: FastifyRequest, id: number) => ({ ...(await ops.byId(request, id)), ...(await setup.links(db, id)) });
    const detail = rowSchema(declaration, ops.source).and(setup.linksSchema);

    app.put(
      `${BASE}/${grid}`,
      { preHandler: guard(declaration.area, Qualifier.View), schema: { tags, summary: `A page of ${declaration.labelPlural} (grid query)`, body: gridQuerySchema.nullish(), response: gridResponse(declaration, ops.source) } },
      async (request) => ops.page(request, parseGridQuery(request.body)),
    );
    app.get(
      `${BASE}/${byId}/:id`,
      { preHandler: guard(declaration.area, Qualifier.View), schema: { tags, summary: `One ${declaration.label} with its links`, params: idParamsSchema, response: { 200: detail } } },
      async (request) => withLinks(request, request.params.id),
    );
    app.post(
      `${BASE}/${create}`,
      { preHandler: guard(declaration.area, Qualifier.Create), validatorCompiler: documentedBodyValidator, schema: { tags, summary: `Create a ${declaration.label} with its links`, body: setup.input, response: { 200: detail } } },
      async (request) => withLinks(request, (await ops.create(request, checked(setup, request.body, false))).id),
    );
    app.put(
      `${BASE}/${update}`,
      { preHandler: guard(declaration.area, Qualifier.Edit), validatorCompiler: documentedBodyValidator, schema: { tags, summary: `Update a ${declaration.label} and replace its links`, body: setup.input.extend({ id: bodyRecordId() }), response: { 200: detail } } },
      async (request) => {
        const updated = await conflictWithDetail(() => ops.update(request, checked(setup, request.body, true)), (id) => withLinks(request, id));
        return withLinks(request, updated.id);
      },
    );
    // Each kind its own pair: a grid is one kind's, and a restore finds only its kind's rows (404 otherwise).
    registerRestoreRoutes(instance, ops, { deleted: setup.routes.deleted, restore: setup.routes.restore });
  }

  app.delete(
    BASE,
    {
      // Either kind's Delete qualifier will do; the handler checks the one of the portfolio found.
      config: { access: 'signedIn' },
      schema: { tags: tagsOf(portfolioEntity), summary: 'Delete a portfolio of either kind (soft)', querystring: z.object({ id: recordIdSchema }), response: { 200: z.object({ id: z.number().int() }) } },
    },
    async (request) => {
      const { permissions } = request.session;
      const mayDelete = KINDS.filter((k) => hasPermission(permissions, k.declaration.area, Qualifier.Delete));
      if (mayDelete.length === 0) throw new HttpError(403, 'You have no permission to delete Portfolios.');
      const [found] = await db.select({ kind: portfolios.kind }).from(portfolios).where(and(eq(portfolios.id, request.query.id), eq(portfolios.isDeleted, false)));
      const target = kinds.find((k) => k.setup.kind === found?.kind);
      if (!target) throw new HttpError(404, 'Portfolio not found.');
      if (!mayDelete.includes(target.setup)) throw new HttpError(403, `You have no permission to delete ${target.setup.declaration.labelPlural}.`);
      return target.ops.remove(request, request.query.id);
    },
  );

  app.get(
    `${BASE}/History/:id`,
    {
      // Either kind's View will do; the handler checks the one of the portfolio found.
      config: { access: 'signedIn' },
      schema: { tags: tagsOf(portfolioEntity), summary: 'The change history of a portfolio of either kind', params: idParamsSchema },
    },
    async (request) => {
      const { permissions } = request.session;
      const mayView = KINDS.filter((k) => hasPermission(permissions, k.declaration.area, Qualifier.View));
      if (mayView.length === 0) throw new HttpError(403, 'You have no permission to view Portfolios.');
      const [found] = await db.select({ kind: portfolios.kind }).from(portfolios).where(eq(portfolios.id, request.params.id));
      const target = kinds.find((k) => k.setup.kind === found?.kind);
      if (!target) throw new HttpError(404, 'Portfolio not found.');
      if (!mayView.includes(target.setup)) throw new HttpError(403, `You have no permission to view ${target.setup.declaration.labelPlural}.`);
      // Deleted portfolios too (their history is how a restore is judged); 404 outside the session's.
      return recordHistory(db, target.ops, request, request.params.id);
    },
  );

  const lookupTags = ['Portfolio lookups'];
  const buildingsResponse = { 200: z.object({ data: z.array(buildingLookupSchema), total: z.number().int() }) };
  app.get(
    `${BASE}/GetTenants`,
    { preHandler: guard(Area.Portfolios, Qualifier.View), schema: { tags: lookupTags, summary: 'Buildings for an operational portfolio', querystring: pagingQuerySchema, response: buildingsResponse } },
    async (request) => buildingPage(db, request, request.query, false),
  );
  app.get(
    `${BASE}/GetCustomerPortfolioTenants`,
    { preHandler: guard(Area.TenantPortfolio, Qualifier.View), schema: { tags: lookupTags, summary: 'Buildings that have active tenants, for a tenant portfolio', querystring: pagingQuerySchema, response: buildingsResponse } },
    async (request) => buildingPage(db, request, request.query, true),
  );
  app.get(
    `${BASE}/GetCustomers`,
    { preHandler: guard(Area.TenantPortfolio, Qualifier.View), schema: { tags: lookupTags, summary: 'Tenants of a building (active only unless isAllowInactiveTenants=true)', querystring: customersQuerySchema, response: { 200: z.object({ data: z.array(customerLookupSchema), total: z.number().int() }) } } },
    async (request) => customerPage(db, request, request.query),
  );
}
