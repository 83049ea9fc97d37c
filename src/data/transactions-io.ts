// Transactions export and import (spec §2.2) as React Query hooks: the import's status polled until
// it is final (React Query's refetchInterval). The calls are src/api/transactions-io.ts.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getImportProgress, uploadTransactions } from '../api/transactions-io';
import { isFinalImportStatus, type ImportProgress } from '../domain/transactions-io';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';
import { signalOf } from './entity-queries';

export { downloadErrorReport, downloadTemplate, exportTransactions, uploadTransactions } from '../api/transactions-io';

/** How often a running import is asked for its status. */
export const IMPORT_POLL_MS = 1000;

export function importProgressQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...cacheTagKey('Import'), 'progress', id] as const,
    queryFn: (context) => getImportProgress(client, id, signalOf(context)),
    refetchInterval: (query) => {
      const status = query.state.data?.importStatus;
      return status && isFinalImportStatus(status) ? false : IMPORT_POLL_MS;
    },
  });
}

export function useImportProgress(id: number | null, initial?: ImportProgress) {
  const client = useApiClient();
  return useQuery({ ...importProgressQuery(client, id ?? 0), enabled: id !== null, initialData: initial });
}

export function useUploadTransactions() {
  const client = useApiClient();
  return useMutation({ mutationFn: (file: File) => uploadTransactions(client, file) });
}
