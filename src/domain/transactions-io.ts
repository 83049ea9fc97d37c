// Supplier transactions in and out of spreadsheets (spec §2.2 /transactions/export and /import,
// data-model §1.7 and Import): the endpoints, the export's filters and the import's progress as
// the server reports it. Client and server read this one file.
import { z } from 'zod';
import type { IMPORT_FORMATS, IMPORT_STATUSES } from './entities/config';
import { enteredDate, PERIOD_ORDER_MESSAGE, ref } from './entities/shared';

export const TRANSACTIONS_EXPORT_PATH = '/api/Transactions/Export';
export const TRANSACTIONS_IMPORT_PATH = '/api/Transactions/Import';
export const TRANSACTIONS_TEMPLATE_PATH = '/api/Transactions/ImportTemplate';
/** The multipart part that carries the file. */
export const IMPORT_FILE_PART = 'file';

export const importStatusPath = (id: number): string => `${TRANSACTIONS_IMPORT_PATH}/${id}`;
/** Every kind's error report is served by the import module (src/domain/imports.ts), under Imports View. */
export const importErrorReportPath = (id: number): string => `/api/Imports/Result/${id}/ErrorReport`;

const ids = z.array(ref).max(500);

/** The export's filters: a transactionDate range (inclusive), contractors and products (none: all). */
export const transactionsExportSchema = z
  .object({
    from: enteredDate.nullish(),
    to: enteredDate.nullish(),
    destinationContractorIds: ids.optional(),
    productIds: ids.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: PERIOD_ORDER_MESSAGE, path: ['to'] });
export type TransactionsExportFilters = z.infer<typeof transactionsExportSchema>;

/** 'Transactions 2026-01-01 to 2026-03-31.xlsx' */
export function transactionsExportFileName(filters: Pick<TransactionsExportFilters, 'from' | 'to'>): string {
  const period = [filters.from, filters.to].filter(Boolean).join(' to ');
  return `Transactions${period ? ` ${period}` : ''}.xlsx`;
}

export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Statuses after which an import no longer changes (the page stops polling). */
export const FINAL_IMPORT_STATUSES: readonly ImportStatus[] = ['Completed', 'CompletedWithErrors', 'Failed'];

export const isFinalImportStatus = (status: ImportStatus): boolean => FINAL_IMPORT_STATUSES.includes(status);

export interface ImportProgress {
  id: number;
  importType: string;
  fileName: string;
  format: ImportFormat;
  importStatus: ImportStatus;
  totalRows: number | null;
  importedRows: number | null;
  failedRows: number | null;
  /** Lines that made a new transaction. */
  addedRows: number;
  /** Lines that changed the transaction they are (its Transaction ID, docket no. or natural key). */
  updatedRows: number;
  /** Lines equal to the transaction they are: nothing written. */
  unchangedRows: number;
  /** Lines not written: their problems are in the error report. */
  refusedRows: number;
  /** 0–100 while the rows are worked. */
  percentComplete: number;
  startedAt: string | null;
  completedAt: string | null;
  /** Why a Failed import failed (the file could not be read at all). */
  errorMessage: string | null;
  /** GET address of the error report (row, column, message) when rows failed. */
  errorReportUrl: string | null;
}
