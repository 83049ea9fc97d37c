// Transactions export and import (spec §2.2): the export and template downloads, the upload, and
// the import's status polled until it is final (React Query's refetchInterval).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import {
  IMPORT_FILE_PART,
  importStatusPath,
  isFinalImportStatus,
  TRANSACTIONS_EXPORT_PATH,
  TRANSACTIONS_IMPORT_PATH,
  TRANSACTIONS_TEMPLATE_PATH,
  type ImportProgress,
  type TransactionsExportFilters,
} from '../domain/transactions-io';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';

/** How often a running import is asked for its status. */
export const IMPORT_POLL_MS = 1000;

export function exportTransactions(client: ApiClient, filters: TransactionsExportFilters): Promise<Blob> {
  return client.request<Blob>({ method: 'PUT', path: TRANSACTIONS_EXPORT_PATH, json: filters, responseType: 'blob' });
}

export function downloadTemplate(client: ApiClient, format: 'xlsx' | 'csv'): Promise<Blob> {
  return client.request<Blob>({ method: 'GET', path: TRANSACTIONS_TEMPLATE_PATH, query: { format }, responseType: 'blob' });
}

export function downloadErrorReport(client: ApiClient, progress: Pick<ImportProgress, 'errorReportUrl'>): Promise<Blob> {
  return client.request<Blob>({ method: 'GET', path: progress.errorReportUrl ?? '', responseType: 'blob' });
}

export function uploadTransactions(client: ApiClient, file: File): Promise<ImportProgress> {
  const formData = new FormData();
  formData.append(IMPORT_FILE_PART, file, file.name);
  return client.request<ImportProgress>({ method: 'POST', path: TRANSACTIONS_IMPORT_PATH, formData });
}

export function importProgressQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...cacheTagKey('Import'), 'progress', id] as const,
    // Polls are silent: no loading overlay every second.
    queryFn: () => client.request<ImportProgress>({ method: 'GET', path: importStatusPath(id), silent: true }),
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
