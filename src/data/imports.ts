// The data import module as React Query hooks: the kinds, the preview and the start as
// mutations, and an import's result polled until it is final. The calls are src/api/imports.ts.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { downloadKindTemplate, getImportKinds, getImportProblems, getImportResult, previewImportFile, startImport } from '../api/imports';
import type { ImportKindKey } from '../domain/imports';
import { isFinalImportStatus } from '../domain/transactions-io';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';
import { signalOf } from './entity-queries';
import { IMPORT_POLL_MS } from './transactions-io';

export { downloadKindTemplate };

export function useImportKinds() {
  const client = useApiClient();
  return useQuery({ queryKey: [...cacheTagKey('Import'), 'kinds'] as const, queryFn: (context) => getImportKinds(client, signalOf(context)), staleTime: Infinity });
}

export function usePreviewImport() {
  const client = useApiClient();
  return useMutation({ mutationFn: (file: File) => previewImportFile(client, file) });
}

export function useStartImport() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: { kind: ImportKindKey; file: File; mapping: (string | null)[] }) => startImport(client, input.kind, input.file, input.mapping) });
}

export function useImportResult(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...cacheTagKey('Import'), 'result', id] as const,
    queryFn: (context) => getImportResult(client, id, signalOf(context)),
    refetchInterval: (query) => {
      const status = query.state.data?.importStatus;
      return status && isFinalImportStatus(status) ? false : IMPORT_POLL_MS;
    },
  });
}

export function useImportProblems(id: number, page: number, pageSize: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...cacheTagKey('Import'), 'problems', id, page, pageSize] as const,
    queryFn: (context) => getImportProblems(client, id, page * pageSize, pageSize, signalOf(context)),
    enabled,
    placeholderData: keepPreviousData,
  });
}
