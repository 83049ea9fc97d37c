// Lookup lists: the rows of a looked-up entity as { value, label } for selects, and the special
// lookups of spec §7 that are silent (§2.7: the all-buildings dropdown and the serial-number check;
// the product and waste type lists are silent by entity).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { EntityDeclaration } from '../domain/entity';
import { ENTITIES } from '../domain/entities';
import { useApiClient } from './api-context';
import { ENTITY_QUERY_ROOT } from './cache-tags';
import { allQueryOptions, type EntityRow } from './entity-queries';
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

export function lookupQueryOptions(client: ApiClient, target: EntityDeclaration, labelField: string, scope: SessionScope) {
  return queryOptions({
    ...allQueryOptions(client, target, scope, { sort: [{ field: labelField, dir: 'asc' }] }),
    staleTime: LOOKUP_STALE_MS,
    select: (rows: EntityRow[]) => toLookupOptions(rows, labelField),
  });
}

export function useLookupOptions(entityKey: string, labelField: string) {
  const client = useApiClient();
  const scope = useSessionScope();
  const target = ENTITIES.find((e) => e.key === entityKey);
  if (!target) throw new Error(`Unknown lookup entity: ${entityKey}`);
  return useQuery(lookupQueryOptions(client, target, labelField, scope));
}

/** PUT /api/Authorization/GetAllBuildings (spec §7): every building by name; silent (§2.7). */
export function allBuildingsQueryOptions(client: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: [ENTITY_QUERY_ROOT, 'Building', scope, 'allBuildings'] as const,
    queryFn: () =>
      client.request<{ name: string; tenantId: number }[]>({ method: 'PUT', path: '/api/Authorization/GetAllBuildings', json: {}, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** What GetBuildingName answers: the building holding a serial number, or null when it is free. */
export interface SerialNumberHolder {
  buildingName: string | null;
}

/** GET /api/Equipment/GetBuildingName?serialNumber= (spec §5, §7): the uniqueness check; silent. */
export function serialNumberCheckQueryOptions(client: ApiClient, scope: SessionScope, serialNumber: string) {
  return queryOptions({
    queryKey: [ENTITY_QUERY_ROOT, 'Equipment', scope, 'serialNumber', serialNumber] as const,
    queryFn: () =>
      client.request<SerialNumberHolder>({ method: 'GET', path: '/api/Equipment/GetBuildingName', query: { serialNumber }, silent: true }),
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
