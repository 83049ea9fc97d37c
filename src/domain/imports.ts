// The data import module (/imports): which entities a spreadsheet may bring in, the endpoints the
// SPA calls and what they answer. Client and server read this one file; each kind's columns come
// from its entity declaration on the server (src/server/imports/import-kinds.ts).
import type { IMPORT_TYPES } from './entities/config';
import type { ImportProgress } from './transactions-io';

export type ImportType = (typeof IMPORT_TYPES)[number];

/** The entities the module imports, in the order "New import" offers them. */
export const IMPORT_KIND_KEYS = ['customers', 'collectionServices', 'collections', 'binCounts', 'transactions'] as const;
export type ImportKindKey = (typeof IMPORT_KIND_KEYS)[number];

/** The Import row's importType of each kind (data-model Import). */
export const IMPORT_TYPE_OF: Readonly<Record<ImportKindKey, ImportType>> = {
  customers: 'Customers',
  collectionServices: 'CollectionServices',
  collections: 'Collections',
  binCounts: 'BinCounts',
  transactions: 'SupplierTransactions',
};

export const kindOfImportType = (importType: string): ImportKindKey | undefined =>
  IMPORT_KIND_KEYS.find((k) => IMPORT_TYPE_OF[k] === importType);

export const IMPORTS_API = '/api/Imports';
export const IMPORT_KINDS_PATH = `${IMPORTS_API}/Kinds`;
export const IMPORT_PREVIEW_PATH = `${IMPORTS_API}/Preview`;
export const importTemplatePath = (kind: ImportKindKey): string => `${IMPORTS_API}/Template/${kind}`;
export const importStartPath = (kind: ImportKindKey): string => `${IMPORTS_API}/Start/${kind}`;
export const importResultPath = (id: number): string => `${IMPORTS_API}/Result/${id}`;
export const importProblemsPath = (id: number): string => `${IMPORTS_API}/Result/${id}/Problems`;
/** The start's query parameter that carries the column matching: JSON, one field key (or null) per file column. */
export const IMPORT_MAPPING_PARAM = 'mapping';
/** Rows the preview shows. */
export const PREVIEW_ROWS = 10;
/** Problems one page of the result shows (the error file has them all). */
export const PROBLEMS_PAGE_MAX = 100;

/** A column a kind's file may have. */
export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** How a person writes the value: 'Yes or No', 'dd/mm/yyyy', a tenant's name… */
  hint: string;
}

export interface ImportKindInfo {
  kind: ImportKindKey;
  /** 'Tenants', 'Collection services'… */
  label: string;
  fields: ImportField[];
}

export interface ImportPreview {
  fileName: string;
  headers: string[];
  /** The first rows after the header, as text. */
  rows: string[][];
  /** The rows of the file after the header, counted to PREVIEW_ROWS + 1 at most. */
  moreRows: boolean;
}

export interface ImportProblemRow {
  rowNumber: number;
  column: string;
  message: string;
}

export interface ImportProblemsPage {
  total: number;
  data: ImportProblemRow[];
}

/** An import's result page: its progress and the kind it imported. */
export interface ImportResult extends ImportProgress {
  kind: ImportKindKey | null;
}

/** Header cell → a comparable key: case, spaces, punctuation and a BOM do not matter. */
export function headerKey(text: string): string {
  return text.replace(/^\uFEFF/, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The field each header names by its label or its key (case-insensitive); null: none. */
export function autoMatch(headers: readonly string[], fields: readonly Pick<ImportField, 'key' | 'label'>[]): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = fields.find((f) => !taken.has(f.key) && (headerKey(f.label) === key || headerKey(f.key) === key));
    if (!field || key === '') return null;
    taken.add(field.key);
    return field.key;
  });
}

/** Required fields no column is matched to. */
export function unmatchedRequired(mapping: readonly (string | null)[], fields: readonly ImportField[]): ImportField[] {
  return fields.filter((f) => f.required && !mapping.includes(f.key));
}
