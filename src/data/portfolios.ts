// The Portfolios controller's queries and saves (the calls: src/api/portfolios.ts). Every write
// refreshes the 'Portfolio' cache tag (and the tags of what shows portfolios as a lookup label,
// portfolio users).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import {
  deletePortfolio,
  getDeletedPortfolios,
  getPortfolio,
  getPortfolioBuildings,
  getPortfolioCustomers,
  getPortfolioGrid,
  restorePortfolio,
  savePortfolio,
  type BuildingOption,
  type CustomerOption,
  type PortfolioKindKey,
  type PortfolioRecord,
} from '../api/portfolios';
import type { EntityDeclaration } from '../domain/entity';
import { portfolioEntity, tenantPortfolioEntity } from '../domain/entities/portfolios';
import type { GridQuery, GridResult } from '../domain/grid';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';
import { useRefreshingMutation, type EntityValues } from './entity-mutations';
import { byIdQueryOptions, gridQueryOptions, signalOf } from './entity-queries';
import type { SessionScope } from './entity-session';
import { LOOKUP_STALE_MS } from './lookups';
import { useRestoration, type Restoration, type RestoreCallsOf } from './records';
import { useSessionScope } from './use-entity';

export {
  deletePortfolio,
  LOOKUP_PAGING,
  savePortfolio,
  type BuildingOption,
  type CustomerOption,
  type LinkedBuilding,
  type LinkedCustomer,
  type PortfolioKindKey,
  type PortfolioRecord,
} from '../api/portfolios';

interface KindDeclaration {
  declaration: EntityDeclaration;
}

/** Each kind's declaration: its label, area, fields and screens. */
export const PORTFOLIO_KINDS: Readonly<Record<PortfolioKindKey, KindDeclaration>> = {
  operational: { declaration: portfolioEntity },
  tenant: { declaration: tenantPortfolioEntity },
};

export function portfolioGridQueryOptions(kind: PortfolioKindKey) {
  return (client: ApiClient, declaration: EntityDeclaration, scope: SessionScope, query: GridQuery) =>
    gridQueryOptions(client, declaration, scope, query, (q, signal) => getPortfolioGrid(client, kind, q, signal));
}

/** The grid options per kind, made once so the grid's page fetcher stays the same function. */
export const PORTFOLIO_GRID_OPTIONS: Readonly<Record<PortfolioKindKey, ReturnType<typeof portfolioGridQueryOptions>>> = {
  operational: portfolioGridQueryOptions('operational'),
  tenant: portfolioGridQueryOptions('tenant'),
};

export function portfolioByIdQueryOptions(client: ApiClient, kind: PortfolioKindKey, scope: SessionScope, id: number) {
  return byIdQueryOptions<PortfolioRecord>(client, PORTFOLIO_KINDS[kind].declaration, scope, id, (recordId, signal) =>
    getPortfolio(client, kind, recordId, signal),
  );
}

export function usePortfolioRecord(kind: PortfolioKindKey, id: number) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({ ...portfolioByIdQueryOptions(client, kind, scope, id), enabled: Number.isFinite(id) });
}

export function useSavePortfolio(kind: PortfolioKindKey) {
  return useRefreshingMutation(PORTFOLIO_KINDS[kind].declaration, (client, input: { id?: number; values: EntityValues; idempotencyKey?: string }) =>
    savePortfolio(client, kind, input.values, input.id, input.idempotencyKey),
  );
}

export function useDeletePortfolio(kind: PortfolioKindKey) {
  return useRefreshingMutation(PORTFOLIO_KINDS[kind].declaration, (client, id: number) => deletePortfolio(client, id));
}

/** Each kind's Deleted filter and restore, made once per kind (useRestoration memoises on it). */
const restoreCallsOf =
  (kind: PortfolioKindKey): RestoreCallsOf =>
  (client) => ({ deletedGrid: (q, signal) => getDeletedPortfolios(client, kind, q, signal), restore: (id) => restorePortfolio(client, kind, id) });
const PORTFOLIO_RESTORE_CALLS: Readonly<Record<PortfolioKindKey, RestoreCallsOf>> = {
  operational: restoreCallsOf('operational'),
  tenant: restoreCallsOf('tenant'),
};

export function usePortfolioRestoration(kind: PortfolioKindKey): Restoration {
  return useRestoration(PORTFOLIO_KINDS[kind].declaration, PORTFOLIO_RESTORE_CALLS[kind]);
}

export function portfolioBuildingsQueryOptions(client: ApiClient, kind: PortfolioKindKey, scope: SessionScope) {
  return queryOptions({
    queryKey: [...cacheTagKey('Building'), scope, 'portfolioBuildings', kind] as const,
    queryFn: (context) => getPortfolioBuildings(client, kind, signalOf(context)),
    staleTime: LOOKUP_STALE_MS,
    select: (page: GridResult<BuildingOption>) => page.data,
  });
}

export function usePortfolioBuildings(kind: PortfolioKindKey) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery(portfolioBuildingsQueryOptions(client, kind, scope));
}

/** The tenants of one building (GetCustomers), inactive ones only when asked. */
export function portfolioCustomersQueryOptions(client: ApiClient, scope: SessionScope, tenantId: number, includeInactive: boolean) {
  return queryOptions({
    queryKey: [...cacheTagKey('Customer'), scope, 'portfolioCustomers', { tenantId, includeInactive }] as const,
    queryFn: (context) => getPortfolioCustomers(client, tenantId, includeInactive, signalOf(context)),
    staleTime: LOOKUP_STALE_MS,
    select: (page: GridResult<CustomerOption>) => page.data,
  });
}

export function usePortfolioCustomers(tenantId: number, includeInactive: boolean) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery(portfolioCustomersQueryOptions(client, scope, tenantId, includeInactive));
}
