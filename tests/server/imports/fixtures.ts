// Helpers of the import module's tests: start an import of a kind (with a column matching or
// not), wait for its result, read its problems, and name rows of the session's building.
import { expect } from 'vitest';
import { importProblemsPath, importResultPath, importStartPath, type ImportKindKey, type ImportProblemRow, type ImportResult } from '../../../src/domain/imports';
import { isFinalImportStatus } from '../../../src/domain/transactions-io';
import { api } from '../../helpers/server';
import { sendMultipart } from '../controllers/upload-fixtures';

export { csvOf } from '../transactions-io/fixtures';

export async function startImport(url: string, token: string, kind: ImportKindKey, bytes: Buffer, mapping?: (string | null)[]) {
  const query = mapping ? `?mapping=${encodeURIComponent(JSON.stringify(mapping))}` : '';
  return sendMultipart(url, token, 'POST', `${importStartPath(kind)}${query}`, {}, [{ name: 'file', bytes, fileName: `${kind}.csv`, type: 'text/csv' }]);
}

export async function resultOf(url: string, token: string, id: number, timeoutMs = 110_000): Promise<ImportResult> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await api(url, token, 'GET', importResultPath(id));
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body as ImportResult;
    if (isFinalImportStatus(result.importStatus)) return result;
    if (Date.now() > until) throw new Error(`Import ${id} still ${result.importStatus}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function importOf(url: string, token: string, kind: ImportKindKey, bytes: Buffer, mapping?: (string | null)[]): Promise<ImportResult> {
  const started = await startImport(url, token, kind, bytes, mapping);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return resultOf(url, token, (started.body as ImportResult).id);
}

export async function problemsOf(url: string, token: string, id: number): Promise<ImportProblemRow[]> {
  const { status, body } = await api(url, token, 'GET', `${importProblemsPath(id)}?take=100`);
  expect(status).toBe(200);
  return (body as { data: ImportProblemRow[] }).data;
}

/** The live rows of a controller in the session's building (GetAll). */
export async function rowsOf<T = Record<string, unknown>>(url: string, token: string, controller: string, filters: { field: string; operator: string; value: unknown }[] = []): Promise<T[]> {
  const { status, body } = await api(url, token, 'PUT', `/api/${controller}/GetAll`, filters.length ? { filter: { logic: 'and', filters } } : {});
  expect(status, JSON.stringify(body)).toBe(200);
  return body as T[];
}
