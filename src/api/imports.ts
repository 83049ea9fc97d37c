// The data import module's calls (src/domain/imports.ts has the paths and shapes): the kinds this
// session may import, a kind's template, a file's preview, the start with its column matching,
// and an import's result and problems.
import {
  IMPORT_KINDS_PATH,
  IMPORT_MAPPING_PARAM,
  IMPORT_PREVIEW_PATH,
  importProblemsPath,
  importResultPath,
  importStartPath,
  importTemplatePath,
  type ImportKindInfo,
  type ImportKindKey,
  type ImportPreview,
  type ImportProblemsPage,
  type ImportResult,
} from '../domain/imports';
import { IMPORT_FILE_PART } from '../domain/transactions-io';
import type { ApiClient } from './client';
import { withSignal } from './entities';

const fileForm = (file: File) => {
  const formData = new FormData();
  formData.append(IMPORT_FILE_PART, file, file.name);
  return formData;
};

export function getImportKinds(client: ApiClient, signal?: AbortSignal): Promise<ImportKindInfo[]> {
  return client.request<ImportKindInfo[]>({ method: 'GET', path: IMPORT_KINDS_PATH, ...withSignal(signal) });
}

export function downloadKindTemplate(client: ApiClient, kind: ImportKindKey): Promise<Blob> {
  return client.request<Blob>({ method: 'GET', path: importTemplatePath(kind), responseType: 'blob' });
}

export function previewImportFile(client: ApiClient, file: File): Promise<ImportPreview> {
  return client.request<ImportPreview>({ method: 'POST', path: IMPORT_PREVIEW_PATH, formData: fileForm(file) });
}

export function startImport(client: ApiClient, kind: ImportKindKey, file: File, mapping: readonly (string | null)[]): Promise<ImportResult> {
  return client.request<ImportResult>({ method: 'POST', path: importStartPath(kind), query: { [IMPORT_MAPPING_PARAM]: JSON.stringify(mapping) }, formData: fileForm(file) });
}

/** Polls are silent: no loading overlay every second. */
export function getImportResult(client: ApiClient, id: number, signal?: AbortSignal): Promise<ImportResult> {
  return client.request<ImportResult>({ method: 'GET', path: importResultPath(id), silent: true, ...withSignal(signal) });
}

export function getImportProblems(client: ApiClient, id: number, skip: number, take: number, signal?: AbortSignal): Promise<ImportProblemsPage> {
  return client.request<ImportProblemsPage>({ method: 'GET', path: importProblemsPath(id), query: { skip, take }, ...withSignal(signal) });
}
