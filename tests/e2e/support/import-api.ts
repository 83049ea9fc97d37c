// Many rows of test data in one request: a CSV sent to the import module (POST
// /api/Imports/Start/{kind}) and its result polled until the background job ends. A thousand rows
// this way take seconds; a thousand CreateEntity calls took minutes of a CI run.
import { expect, type APIRequestContext } from '@playwright/test';
import type { AuthData } from '../../../src/domain/auth';
import { importResultPath, importStartPath, type ImportKindKey, type ImportResult } from '../../../src/domain/imports';
import { isFinalImportStatus } from '../../../src/domain/transactions-io';
import { apiHeaders } from './session';

const csvCell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** Imports `rows` (the first is the header, as the template heads its columns) and expects every line added. */
export async function importRows(request: APIRequestContext, auth: AuthData, kind: ImportKindKey, rows: readonly (readonly (string | number)[])[]): Promise<ImportResult> {
  const csv = rows.map((row) => row.map(csvCell).join(',')).join('\n');
  const started = await request.post(importStartPath(kind), {
    headers: apiHeaders(auth),
    multipart: { file: { name: `${kind}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { id } = (await started.json()) as ImportResult;
  let result: ImportResult | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(importResultPath(id), { headers: apiHeaders(auth) });
        expect(response.status()).toBe(200);
        result = (await response.json()) as ImportResult;
        return isFinalImportStatus(result.importStatus);
      },
      { timeout: 120_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  expect(result).toMatchObject({ importStatus: 'Completed', addedRows: rows.length - 1 });
  return result as ImportResult;
}
