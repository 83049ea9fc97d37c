// Lookup lists: the rows of a looked-up entity as { value, label } for selects, and the special
// lookups of spec §7 that are silent (§2.7: the serial-number check; the product and waste type
// lists are silent by entity).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { EntityDeclaration, LookupList } from '../domain/entity';
import { ENTITIES } from '../domain/entities';
import { useApiClient } from './api-context';
import { ENTITY_QUERY_ROOT, entityQueryKey } from './cache-tags';
import { entityClient, getLookupList, gridPath, withSignal, type EntityListCall, type LookupAnswer } from '../api/entities';
import type { FilterLeaf, GridQuery, GridResult } from '../domain/grid';
import { getSerialNumberHolder, type SerialNumberHolder } from '../api/equipment';
import { allQueryOptions, signalOf, type EntityRow } from './entity-queries';
import type { SessionScope } from './entity-session';
import { useSessionScope } from './use-entity';

export interface LookupOption {
  value: number;
  label: string;
}

/** Lookup lists change rarely; a form opened twice within a minute does not ask again. */
export const LOOKUP_STALE_MS = 60_000;

export function toLookupOptions(rows: readonly EntityRow[], labelField: string): LookupOption[] {
  return rows.map((row) => {
    const label = row[labelField];
    return { value: row.id, label: label === null || label === undefined || label === '' ? `#${row.id}` : String(label) };
  });
}

/** The grid's largest page (README "Bounded input"): lookups are short lists. */
const LOOKUP_GRID_TAKE = 1000;

/**
 * Spec §7: "PUT /api/Products/Get: used by the list and the silent list". The plain products lookup
 * is that silent list: the grid call (silent, spec §2.7) for the products GetAll gives by default,
 * those that are not transaction-only.
 */
function silentProductListOptions(client: ApiClient, target: EntityDeclaration, labelField: string, scope: SessionScope) {
  const query: GridQuery = {
    skip: 0,
    take: LOOKUP_GRID_TAKE,
    sort: [{ field: labelField, dir: 'asc' }],
    filter: { logic: 'and', filters: [{ field: 'isTransactionProduct', operator: 'eq', value: false }] },
  };
  return queryOptions({
    queryKey: entityQueryKey(target, scope, 'all', { list: 'silentGrid', labelField }),
    queryFn: async (context) =>
      (await client.request<GridResult<EntityRow>>({ method: 'PUT', path: gridPath(target), json: query, silent: true, ...withSignal(signalOf(context)) })).data,
    staleTime: LOOKUP_STALE_MS,
    select: (rows: EntityRow[]) => toLookupOptions(rows, labelField),
  });
}

export function lookupQueryOptions(client: ApiClient, target: EntityDeclaration, labelField: string, scope: SessionScope) {
  if (target.key === 'products') return silentProductListOptions(client, target, labelField, scope);
  return queryOptions({
    ...allQueryOptions(client, target, scope, { sort: [{ field: labelField, dir: 'asc' }] }),
    staleTime: LOOKUP_STALE_MS,
    select: (rows: EntityRow[]) => toLookupOptions(rows, labelField),
  });
}

/**
 * The calls of the special lists (spec §7): products with isIncludeTransactionProducts, and the
 * waste types furniture is recycled or landfilled as. Sorted here: the furniture lists take no body.
 */
const LOOKUP_LIST_REQUESTS: Record<LookupList, (labelField: string) => EntityListCall> = {
  transactionProducts: (labelField) => ({
    method: 'PUT',
    action: 'GetAll',
    json: { sort: [{ field: labelField, dir: 'asc' }], isIncludeTransactionProducts: true },
  }),
  // Every live product, transaction-only or not (spec §7's empty-bodied call): what a filter over
  // existing transactions offers, whichever flag a product carries today.
  allProducts: () => ({ method: 'PUT', action: 'GetAllWithoutFiltering' }),
  furnitureRecycleTypes: () => ({ method: 'GET', action: 'GetFurnitureRecycleTypes' }),
  furnitureLandfillTypes: () => ({ method: 'GET', action: 'GetFurnitureLandfillTypes' }),
};

export function lookupListQueryOptions(client: ApiClient, target: EntityDeclaration, labelField: string, list: LookupList, scope: SessionScope) {
  const call = LOOKUP_LIST_REQUESTS[list](labelField);
  return queryOptions({
    // Under the entity's tag: a change to its rows refreshes these lists too.
    queryKey: entityQueryKey(target, scope, 'all', { list }),
    queryFn: (context) => entityClient(client, target).list(call, signalOf(context)),
    staleTime: LOOKUP_STALE_MS,
    select: (rows: EntityRow[]) =>
      toLookupOptions([...rows].sort((a, b) => String(a[labelField] ?? '').localeCompare(String(b[labelField] ?? ''))), labelField),
  });
}

/**
 * Options whose labels repeat (a "Base Building" in every building) name their building too:
 * "Base Building — Harbour Tower". Labels that are unique read as they are.
 */
export function distinctLabels(answers: readonly LookupAnswer[]): LookupOption[] {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a.label, (counts.get(a.label) ?? 0) + 1);
  return answers.map((a) => ({
    value: a.value,
    label: (counts.get(a.label) ?? 0) > 1 && a.building ? `${a.label} — ${a.building}` : a.label,
  }));
}

/** Where a lookup is picked: the form's entity and field (its list is allowed by that entity's grant). */
export interface LookupReferrer {
  entity: string;
  field: string;
}

/**
 * A form field's lookup list (PUT /api/{form controller}/Lookup/{field}), kept under the looked-up
 * entity's tag; `narrow` keeps the rows of one parent (a tenant's services).
 */
export function formLookupQueryOptions(client: ApiClient, referrer: EntityDeclaration, field: string, target: EntityDeclaration, scope: SessionScope, narrow?: FilterLeaf) {
  const filter = narrow ? { logic: 'and' as const, filters: [narrow] } : undefined;
  return queryOptions({
    queryKey: entityQueryKey(target, scope, 'all', { lookupFor: referrer.key, field, ...(narrow ? { narrow } : {}) }),
    queryFn: (context) => getLookupList(client, referrer, field, signalOf(context), filter),
    staleTime: LOOKUP_STALE_MS,
    select: distinctLabels,
  });
}

function declarationOf(key: string): EntityDeclaration {
  const found = ENTITIES.find((e) => e.key === key);
  if (!found) throw new Error(`Unknown entity: ${key}`);
  return found;
}

export function useLookupOptions(entityKey: string, labelField: string, list?: LookupList, referrer?: LookupReferrer, narrow?: FilterLeaf) {
  const client = useApiClient();
  const scope = useSessionScope();
  const target = declarationOf(entityKey);
  const options = list
    ? lookupListQueryOptions(client, target, labelField, list, scope)
    : referrer
      ? formLookupQueryOptions(client, declarationOf(referrer.entity), referrer.field, target, scope, narrow)
      : lookupQueryOptions(client, target, labelField, scope);
  return useQuery(options as ReturnType<typeof lookupQueryOptions>);
}

export type { SerialNumberHolder } from '../api/equipment';

/** GET /api/Equipment/GetBuildingName?serialNumber= (spec §5, §7): the uniqueness check; silent. */
export function serialNumberCheckQueryOptions(client: ApiClient, scope: SessionScope, serialNumber: string) {
  return queryOptions({
    queryKey: [ENTITY_QUERY_ROOT, 'Equipment', scope, 'serialNumber', serialNumber] as const,
    queryFn: (context): Promise<SerialNumberHolder> => getSerialNumberHolder(client, serialNumber, signalOf(context)),
    // A failed check is no verdict: the server checks again on save, so no toast while typing.
    meta: { silent: true },
  });
}

/** The check of one serial number; `serialNumber` null asks nothing (empty, malformed or unchanged). */
export function useSerialNumberHolder(serialNumber: string | null) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({ ...serialNumberCheckQueryOptions(client, scope, serialNumber ?? ''), enabled: serialNumber !== null });
}
