// Transactions export and import calls (spec §2.2): the export and template downloads, the upload,
// the import's status and its error report. The paths are the contract the server routes share
// (src/domain/transactions-io.ts); the requests are built here only.
import {
  IMPORT_FILE_PART,
  importStatusPath,
  TRANSACTIONS_EXPORT_PATH,
  TRANSACTIONS_IMPORT_PATH,
  TRANSACTIONS_TEMPLATE_PATH,
  type ImportProgress,
  type TransactionsExportFilters,
} from '../domain/transactions-io';
import type { ApiClient } from './client';
import { withSignal } from './entities';

export function exportTransactions(client: ApiClient, filters: TransactionsExportFilters): Promise<Blob> {
  return client.request<Blob>({ method: 'PUT', path: TRANSACTIONS_EXPORT_PATH, json: filters, responseType: 'blob' });
}

export function downloadTemplate(client: ApiClient, format: 'xlsx' | 'csv'): Promise<Blob> {
  return client.request<Blob>({ method: 'GET', path: TRANSACTIONS_TEMPLATE_PATH, query: { format }, responseType: 'blob' });
}

/** The report's address is the one the import's status gave (errorReportUrl). */
export function downloadErrorReport(client: ApiClient, progress: Pick<ImportProgress, 'errorReportUrl'>): Promise<Blob> {
  return client.request<Blob>({ method: 'GET', path: progress.errorReportUrl ?? '', responseType: 'blob' });
}

export function uploadTransactions(client: ApiClient, file: File): Promise<ImportProgress> {
  const formData = new FormData();
  formData.append(IMPORT_FILE_PART, file, file.name);
  return client.request<ImportProgress>({ method: 'POST', path: TRANSACTIONS_IMPORT_PATH, formData });
}

/** Polls are silent: no loading overlay every second. */
export function getImportProgress(client: ApiClient, id: number, signal?: AbortSignal): Promise<ImportProgress> {
  return client.request<ImportProgress>({ method: 'GET', path: importStatusPath(id), silent: true, ...withSignal(signal) });
}
