// Every service of the current building, by name: the rows the print screens label.
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../data/api-context';
import { allQueryOptions, type EntityRow } from '../../data/entity-queries';
import { useSessionScope } from '../../data/use-entity';
import type { ServiceKind } from './service-kinds';

export function useServices(kind: ServiceKind) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery(allQueryOptions(client, kind.declaration, scope, { sort: [{ field: 'name', dir: 'asc' }] }));
}

export interface FilterOption {
  value: number;
  label: string;
}

/** The distinct values of a lookup field among the rows, with their labels, by label. */
export function optionsOf(rows: readonly EntityRow[], field: string): FilterOption[] {
  const seen = new Map<number, string>();
  for (const row of rows) {
    const value = row[field];
    if (typeof value === 'number' && !seen.has(value)) seen.set(value, String(row[`${field}Label`] ?? `#${value}`));
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
