// The Portfolios controller's own calls (spec §7): a grid, a by-id answer with the links, a create
// and an update per kind, one DELETE ?id= for either kind, each kind's Deleted filter and restore,
// and the form lookups with the spec's paging (§9: page 1, up to 1000 rows).
import type { GridQuery, GridResult } from '../domain/grid';
import type { ApiClient } from './client';
import { withSignal, type EntityRow, type EntityValues } from './entities';
import { idempotencyHeaders } from './idempotency';

export type PortfolioKindKey = 'operational' | 'tenant';

export const PORTFOLIOS_BASE = '/api/Portfolios';

interface KindActions {
  grid: string;
  byId: string;
  create: string;
  update: string;
  /** The buildings its form offers. */
  buildings: string;
  /** Its Deleted filter's pages and its restore (issue #14 item 8). */
  deleted: string;
  restore: string;
}

export const PORTFOLIO_ACTIONS: Readonly<Record<PortfolioKindKey, KindActions>> = {
  operational: { grid: 'Get', byId: 'GetById', create: 'Create', update: 'Update', buildings: 'GetTenants', deleted: 'GetDeleted', restore: 'Restore' },
  tenant: {
    grid: 'GetTenantPortfolios',
    byId: 'GetCustomerPortfolioById',
    create: 'CreateTenantPortfolio',
    update: 'UpdateTenantPortfolio',
    buildings: 'GetCustomerPortfolioTenants',
    deleted: 'GetDeletedTenantPortfolios',
    restore: 'RestoreTenantPortfolio',
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

const path = (action: string) => `${PORTFOLIOS_BASE}/${action}`;

export function getPortfolioGrid(client: ApiClient, kind: PortfolioKindKey, query: GridQuery, signal?: AbortSignal): Promise<GridResult<EntityRow>> {
  return client.request({ method: 'PUT', path: path(PORTFOLIO_ACTIONS[kind].grid), json: query, ...withSignal(signal) });
}

export function getPortfolio(client: ApiClient, kind: PortfolioKindKey, id: number, signal?: AbortSignal): Promise<PortfolioRecord> {
  return client.request({ method: 'GET', path: path(`${PORTFOLIO_ACTIONS[kind].byId}/${id}`), ...withSignal(signal) });
}

/** The body of a create or an update: the declared fields and the kind's links (tenantIds or customerIds). */
export function savePortfolio(client: ApiClient, kind: PortfolioKindKey, values: EntityValues, id?: number, idempotencyKey?: string) {
  const actions = PORTFOLIO_ACTIONS[kind];
  return id === undefined
    ? client.request<PortfolioRecord>({ method: 'POST', path: path(actions.create), json: values, headers: idempotencyHeaders(idempotencyKey) })
    : client.request<PortfolioRecord>({ method: 'PUT', path: path(actions.update), json: { ...values, id } });
}

/** DELETE /api/Portfolios?id= deletes either kind. */
export function deletePortfolio(client: ApiClient, id: number) {
  return client.request<{ id: number }>({ method: 'DELETE', path: PORTFOLIOS_BASE, query: { id } });
}

/** A page of the kind's soft-deleted portfolios (the Deleted filter). */
export function getDeletedPortfolios(client: ApiClient, kind: PortfolioKindKey, query: GridQuery, signal?: AbortSignal): Promise<GridResult<EntityRow>> {
  return client.request({ method: 'PUT', path: path(PORTFOLIO_ACTIONS[kind].deleted), json: query, ...withSignal(signal) });
}

/** Brings back a deleted portfolio of the kind (404 for the other kind's). */
export function restorePortfolio(client: ApiClient, kind: PortfolioKindKey, id: number): Promise<EntityRow> {
  return client.request({ method: 'POST', path: path(`${PORTFOLIO_ACTIONS[kind].restore}/${id}`) });
}

/**
 * The buildings a form offers: every building for an operational portfolio (GetTenants), those
 * with active tenants for a tenant portfolio (GetCustomerPortfolioTenants).
 */
export function getPortfolioBuildings(client: ApiClient, kind: PortfolioKindKey, signal?: AbortSignal): Promise<GridResult<BuildingOption>> {
  return client.request({ method: 'GET', path: path(PORTFOLIO_ACTIONS[kind].buildings), query: { ...LOOKUP_PAGING }, ...withSignal(signal) });
}

/**
 * GetCustomers: the tenants of one building, as a Kendo filter (tenantId eq, logic and) in the
 * query string with the lookup paging; inactive ones only when asked. Silent (spec §2.7).
 */
export function getPortfolioCustomers(client: ApiClient, tenantId: number, includeInactive: boolean, signal?: AbortSignal): Promise<GridResult<CustomerOption>> {
  return client.request({
    method: 'GET',
    path: path('GetCustomers'),
    query: {
      'filter[logic]': 'and',
      'filter[filters][0][field]': 'tenantId',
      'filter[filters][0][operator]': 'eq',
      'filter[filters][0][value]': tenantId,
      ...LOOKUP_PAGING,
      ...(includeInactive ? { isAllowInactiveTenants: true } : {}),
    },
    silent: true,
    ...withSignal(signal),
  });
}
