// Export to Excel: PUT /api/{controller}/ExportToExcel with the grid's query without paging; the
// answer is an .xlsx of every matching row in the grid's sort.
import type { ApiClient } from '../api/client';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery } from '../domain/grid';
import { entityPath } from './entity-queries';

export function exportToExcelPath(declaration: Pick<EntityDeclaration, 'controller'>): string {
  return entityPath(declaration, 'ExportToExcel');
}

/** 'Waste streams 2026-05-01.xlsx' */
export function exportFileName(declaration: Pick<EntityDeclaration, 'labelPlural'>, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${declaration.labelPlural} ${day}.xlsx`;
}

export function exportToExcel(client: ApiClient, declaration: EntityDeclaration, query: GridQuery): Promise<Blob> {
  const { page: _page, pageSize: _pageSize, skip: _skip, take: _take, ...unpaged } = query;
  return client.request<Blob>({ method: 'PUT', path: exportToExcelPath(declaration), json: unpaged, responseType: 'blob' });
}
