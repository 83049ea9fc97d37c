// The Portfolios controller's own calls (spec §7): a grid, a by-id answer with the links, a create
// and an update per kind, one DELETE ?id= for either kind, and the form lookups with the spec's
// paging (§9: page 1, up to 1000 rows). Every write refreshes the 'Portfolio' cache tag (and the
// tags of what shows portfolios as a lookup label, portfolio users).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { idempotencyHeaders } from '../api/idempotency';
import type { EntityDeclaration } from '../domain/entity';
import { portfolioEntity, tenantPortfolioEntity } from '../domain/entities/organisation';
import type { GridQuery, GridResult } from '../domain/grid';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';
import { useRefreshingMutation, type EntityValues } from './entity-mutations';
import { byIdQueryOptions, gridQueryOptions, type EntityRow } from './entity-queries';
import type { SessionScope } from './entity-session';
import { LOOKUP_STALE_MS } from './lookups';
import { useSessionScope } from './use-entity';

export type PortfolioKindKey = 'operational' | 'tenant';

const BASE = '/api/Portfolios';

interface KindCalls {
  declaration: EntityDeclaration;
  grid: string;
  byId: string;
  create: string;
  update: string;
}

export const PORTFOLIO_KINDS: Readonly<Record<PortfolioKindKey, KindCalls>> = {
  operational: { declaration: portfolioEntity, grid: 'Get', byId: 'GetById', create: 'Create', update: 'Update' },
  tenant: {
    declaration: tenantPortfolioEntity,
    grid: 'GetTenantPortfolios',
    byId: 'GetCustomerPortfolioById',
    create: 'CreateTenantPortfolio',
    update: 'UpdateTenantPortfolio',
  },
};

/** A building of an operational portfolio. */
export interface LinkedBuilding {
  tenantId: number;
  name: string;
}

/** A tenant (customer) of a tenant portfolio, with its building. */
export interface LinkedCustomer {
  customerId: number;
  name: string;
  tenantId: number;
  buildingName: string;
  status: number;
}

/** GetById / GetCustomerPortfolioById: the row and its links (the kind's own pair). */
export type PortfolioRecord = EntityRow & {
  tenantIds?: number[];
  tenants?: LinkedBuilding[];
  customerIds?: number[];
  customers?: LinkedCustomer[];
};

/** A building the forms offer (GetTenants / GetCustomerPortfolioTenants). */
export interface BuildingOption {
  id: number;
  tenantId: number;
  name: string;
  tenantName: string;
  status: number;
}

/** A tenant of a building (GetCustomers); status Active = 0, Inactive = 1. */
export interface CustomerOption {
  id: number;
  name: string;
  code: string | null;
  tenantId: number;
  buildingName: string;
  status: number;
}

/** Spec §7 / §9: the lookups ask for page 1 of up to 1000 rows. */
export const LOOKUP_PAGING = { page: 1, pageSize: 1000, skip: 0, take: 1000 } as const;

export function portfolioGridQueryOptions(kind: PortfolioKindKey) {
  const path = `${BASE}/${PORTFOLIO_KINDS[kind].grid}`;
  return (client: ApiClient, declaration: EntityDeclaration, scope: SessionScope, query: GridQuery) =>
    gridQueryOptions(client, declaration, scope, query, path);
}

/** The grid options per kind, made once so the grid's page fetcher stays the same function. */
export const PORTFOLIO_GRID_OPTIONS: Readonly<Record<PortfolioKindKey, ReturnType<typeof portfolioGridQueryOptions>>> = {
  operational: portfolioGridQueryOptions('operational'),
  tenant: portfolioGridQueryOptions('tenant'),
};

export function portfolioByIdQueryOptions(client: ApiClient, kind: PortfolioKindKey, scope: SessionScope, id: number) {
  const calls = PORTFOLIO_KINDS[kind];
  return byIdQueryOptions<PortfolioRecord>(client, calls.declaration, scope, id, `${BASE}/${calls.byId}/${id}`);
}

export function usePortfolioRecord(kind: PortfolioKindKey, id: number) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({ ...portfolioByIdQueryOptions(client, kind, scope, id), enabled: Number.isFinite(id) });
}

/** The body of a create or an update: the declared fields and the kind's links (tenantIds or customerIds). */
export function savePortfolio(client: ApiClient, kind: PortfolioKindKey, values: EntityValues, id?: number, idempotencyKey?: string) {
  const calls = PORTFOLIO_KINDS[kind];
  return id === undefined
    ? client.request<PortfolioRecord>({ method: 'POST', path: `${BASE}/${calls.create}`, json: values, headers: idempotencyHeaders(idempotencyKey) })
    : client.request<PortfolioRecord>({ method: 'PUT', path: `${BASE}/${calls.update}`, json: { ...values, id } });
}

/** DELETE /api/Portfolios?id= deletes either kind. */
export function deletePortfolio(client: ApiClient, id: number) {
  return client.request<{ id: number }>({ method: 'DELETE', path: BASE, query: { id } });
}

export function useSavePortfolio(kind: PortfolioKindKey) {
  return useRefreshingMutation(PORTFOLIO_KINDS[kind].declaration, (client, input: { id?: number; values: EntityValues; idempotencyKey?: string }) =>
    savePortfolio(client, kind, input.values, input.id, input.idempotencyKey),
  );
}

export function useDeletePortfolio(kind: PortfolioKindKey) {
  return useRefreshingMutation(PORTFOLIO_KINDS[kind].declaration, (client, id: number) => deletePortfolio(client, id));
}

/**
 * The buildings a form offers: every building for an operational portfolio (GetTenants), those
 * with active tenants for a tenant portfolio (GetCustomerPortfolioTenants).
 */
export function portfolioBuildingsQueryOptions(client: ApiClient, kind: PortfolioKindKey, scope: SessionScope) {
  const action = kind === 'operational' ? 'GetTenants' : 'GetCustomerPortfolioTenants';
  return queryOptions({
    queryKey: [...cacheTagKey('Building'), scope, 'portfolioBuildings', kind] as const,
    queryFn: () => client.request<GridResult<BuildingOption>>({ method: 'GET', path: `${BASE}/${action}`, query: { ...LOOKUP_PAGING } }),
    staleTime: LOOKUP_STALE_MS,
    select: (page: GridResult<BuildingOption>) => page.data,
  });
}

export function usePortfolioBuildings(kind: PortfolioKindKey) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery(portfolioBuildingsQueryOptions(client, kind, scope));
}

/**
 * GetCustomers: the tenants of one building, as a Kendo filter (tenantId eq, logic and) in the
 * query string with the lookup paging; inactive ones only when asked. Silent (spec §2.7).
 */
export function portfolioCustomersQueryOptions(client: ApiClient, scope: SessionScope, tenantId: number, includeInactive: boolean) {
  return queryOptions({
    queryKey: [...cacheTagKey('Customer'), scope, 'portfolioCustomers', { tenantId, includeInactive }] as const,
    queryFn: () =>
      client.request<GridResult<CustomerOption>>({
        method: 'GET',
        path: `${BASE}/GetCustomers`,
        query: {
          'filter[logic]': 'and',
          'filter[filters][0][field]': 'tenantId',
          'filter[filters][0][operator]': 'eq',
          'filter[filters][0][value]': tenantId,
          ...LOOKUP_PAGING,
          ...(includeInactive ? { isAllowInactiveTenants: true } : {}),
        },
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
    select: (page: GridResult<CustomerOption>) => page.data,
  });
}

export function usePortfolioCustomers(tenantId: number, includeInactive: boolean) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery(portfolioCustomersQueryOptions(client, scope, tenantId, includeInactive));
}
