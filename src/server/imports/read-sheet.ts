// A spreadsheet cell as a plain value: what an imported file's cells are read as (read-records.ts).
import type ExcelJS from 'exceljs';

export type SheetCell = string | number | boolean | Date | null;

/** A cell's value without exceljs's wrappers (formula results, rich text, hyperlinks, errors). */
export function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return plainCell(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return plainCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return null;
  return null;
}
