// Downloaded .xlsx files read back with exceljs, for assertions on what the user received.
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

export async function downloadedWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** The first sheet's rows, each as its cell values from column A. */
export async function firstSheetRows(download: Download): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await downloadedWorkbook(download)).worksheets[0]?.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1))));
  return rows;
}
