// Portfolios, tenant portfolios and their users (data-model.md §1.1), and the bodies of the
// Portfolios controller's own endpoints.
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { abn, optionalText, ref, requiredText } from './shared';

/** Operational = 1 groups buildings; Tenant = 2 groups one occupier's tenancies across buildings. */
export const PortfolioKind = { Operational: 1, Tenant: 2 } as const;

const portfolioSchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
  ownerOrganisation: optionalText(150),
  abn: abn.nullish(),
});
const portfolioFields = {
  name: { label: 'Name', kind: 'text' },
  description: { label: 'Description', kind: 'textarea' },
  ownerOrganisation: { label: 'Owner organisation', kind: 'text' },
  abn: { label: 'ABN', kind: 'text' },
} as const;

// The linked buildings / customers are edited on the portfolio screens through the Portfolios
// controller's own endpoints (spec §7), not as declaration fields.
export const portfolioEntity = defineEntity({
  key: 'portfolios',
  label: 'Portfolio',
  labelPlural: 'Portfolios',
  controller: 'Portfolios',
  cacheTag: 'Portfolio',
  area: Area.Portfolios,
  route: '/portfolios/operational',
  screens: ['create', 'edit', 'view'],
  scope: 'global',
  schema: portfolioSchema,
  fields: portfolioFields,
  titleField: 'name',
  search: ['name', 'ownerOrganisation'],
  defaultSort: { field: 'name', dir: 'asc' },
});

export const tenantPortfolioEntity = defineEntity({
  ...portfolioEntity,
  key: 'tenantPortfolios',
  label: 'Tenant portfolio',
  labelPlural: 'Tenant portfolios',
  area: Area.TenantPortfolio,
  route: '/portfolios/tenant',
});

export const portfolioUserEntity = defineEntity({
  key: 'portfolioUsers',
  label: 'Portfolio user',
  labelPlural: 'Portfolio users',
  controller: 'PortfolioUsers',
  cacheTag: 'PortfolioUser',
  area: Area.PortfolioUsers,
  route: '/portfolio-users',
  screens: ['list', 'edit', 'view'],
  scope: 'global',
  schema: z.object({
    userId: ref,
    portfolioId: ref,
    isBuildingOwner: z.boolean().default(false),
  }),
  fields: {
    userId: { label: 'User', kind: 'lookup', lookup: { entity: 'users', labelField: 'userName' } },
    portfolioId: {
      label: 'Portfolio',
      kind: 'lookup',
      // A tenant portfolio opens on the tenant portfolio screens, not the operational ones.
      lookup: { entity: 'portfolios', labelField: 'name', variants: { column: 'kind', entities: { [PortfolioKind.Tenant]: 'tenantPortfolios' } } },
    },
    isBuildingOwner: { label: 'Building owner', kind: 'bool' },
  },
  titleField: 'userId',
  search: ['userId', 'portfolioId'],
  defaultSort: { field: 'userId', dir: 'asc' },
});

// --- Bodies of the Portfolios controller's own endpoints (spec §7), shared by the portfolio forms. ---

/** POST /api/Portfolios/Create; PUT /api/Portfolios/Update adds `id` (and `status`). */
export const operationalPortfolioInputSchema = portfolioSchema.extend({
  tenantIds: z.array(ref, { error: 'A list of building ids' }).default([]).describe('The buildings (tenantIds) in the portfolio'),
});
export type OperationalPortfolioInput = z.input<typeof operationalPortfolioInputSchema>;

/** POST /api/Portfolios/CreateTenantPortfolio; PUT /api/Portfolios/UpdateTenantPortfolio adds `id` (and `status`). */
export const tenantPortfolioInputSchema = portfolioSchema.extend({
  customerIds: z
    .array(ref, { error: 'A list of tenant ids' })
    .default([])
    .describe('The tenants (customer ids) in the portfolio; each link records the tenant’s building'),
});
export type TenantPortfolioInput = z.input<typeof tenantPortfolioInputSchema>;
