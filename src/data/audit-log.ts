// The global audit list's queries (the call: src/api/audit-log.ts): a page of entries for the
// administrators' screen, never cached across opens (every save adds one), and the users it can
// be filtered by, named as people read them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogPage, type AuditRow } from '../api/audit-log';
import { entityClient } from '../api/entities';
import { entityByKey } from '../domain/entities';
import type { GridQuery } from '../domain/grid';
import { useApiClient } from './api-context';
import { signalOf } from './entity-queries';
import type { LookupOption } from './lookups';
import { useSessionScope } from './use-entity';

export type { AuditRow };

export function useAuditLogPage(query: GridQuery) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({
    queryKey: ['auditLog', scope, query],
    queryFn: (context) => auditLogPage(client, query, signalOf(context)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Every user of the session's scope as "First Last", for the list's user filter. */
export function useAuditUsers() {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({
    queryKey: ['auditLog', scope, 'users'],
    queryFn: (context) => entityClient(client, entityByKey('users')).getAll({ sort: [{ field: 'firstName', dir: 'asc' }, { field: 'lastName', dir: 'asc' }] }, signalOf(context)),
    select: (rows): LookupOption[] => rows.map((row) => ({ value: row.id, label: `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim() || String(row.userName) })),
  });
}
