// Export to Excel: PUT /api/{controller}/ExportToExcel with the grid's query without paging; the
// answer is an .xlsx of every matching row in the grid's sort.
import type { ApiClient } from '../api/client';
import type { DownloadProgress } from '../api/download-progress';
import { entityClient } from '../api/entities';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery } from '../domain/grid';

export { exportToExcelPath } from '../api/entities';

/** 'Waste streams 2026-05-01.xlsx' */
export function exportFileName(declaration: Pick<EntityDeclaration, 'labelPlural'>, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${declaration.labelPlural} ${day}.xlsx`;
}

export function exportToExcel(client: ApiClient, declaration: EntityDeclaration, query: GridQuery, onProgress?: DownloadProgress): Promise<Blob> {
  return entityClient(client, declaration).exportToExcel(query, onProgress);
}

/** '512 bytes', '34.5 KB', '1.2 MB' (binary multiples, as browsers' download lists show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface ExportProgressText {
  message: string;
  /** 0–100 when the whole size is known. */
  percent?: number;
}

/**
 * What the export notice says: the server builds the file before (or while) sending it, so until
 * the first bytes it is being prepared; then bytes received, out of the whole when it is known.
 */
export function exportProgressText(received: number | null, total: number | null): ExportProgressText {
  if (received === null) return { message: 'Preparing the file…' };
  if (total === null || total <= 0) return { message: `${formatBytes(received)} received` };
  const percent = Math.min(100, Math.floor((received / total) * 100));
  return { message: `${percent}% (${formatBytes(received)} of ${formatBytes(total)}) received`, percent };
}
