// A file's header and first rows as text, for the column matching before an import starts: read
// as the import reads it (read-records.ts, its limits included), stopping after the rows shown.
import { PREVIEW_ROWS, type ImportPreview } from '../../domain/imports';
import { openRecords } from './read-records';
import type { SheetCell } from './read-sheet';
import type { UploadedImport } from './upload';

const pad = (n: number) => String(n).padStart(2, '0');

/** An Excel date shows its wall clock (exceljs reads it as UTC): dd/mm/yyyy, with the time when it has one. */
function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const day = `${pad(cell.getUTCDate())}/${pad(cell.getUTCMonth() + 1)}/${cell.getUTCFullYear()}`;
    return cell.getUTCHours() || cell.getUTCMinutes() ? `${day} ${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}` : day;
  }
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  return String(cell);
}

export async function previewOf(file: UploadedImport): Promise<ImportPreview> {
  const { records } = await openRecords(file.filePath, file.format);
  const rows: string[][] = [];
  let headers: string[] = [];
  let moreRows = false;
  try {
    const first = await records.next();
    headers = first.done ? [] : first.value.cells.map(cellText);
    for await (const record of records) {
      if (rows.length === PREVIEW_ROWS) {
        moreRows = true;
        break;
      }
      rows.push(headers.map((_, i) => cellText(record.cells[i] ?? null)));
    }
  } finally {
    await records.return(undefined);
  }
  return { fileName: file.fileName, headers, rows, moreRows };
}
