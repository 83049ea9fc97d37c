// The error report of an import: one line per problem (row number in the file, column header,
// message) as an .xlsx, stored as an attachment of the import (Import.errorReportAttachmentId).
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { AttachmentKind } from '../../domain/enums';
import type { Db } from '../db/client';
import { newStagingPath, storeAttachment } from '../files/storage';
import { inertCell } from '../spreadsheets/cell-safety';
import { XLSX_TYPE } from '../routes/export-excel/columns';

/**
 * Not one of the spec's attachment kinds 1–10 (files users attach to records): the report is the
 * server's own output, served only by the import's ErrorReport endpoint, never by /files.
 */
export const IMPORT_ERROR_REPORT_KIND = 0 as AttachmentKind;
export const IMPORT_OWNER_TYPE = 'Import';
export const ERROR_REPORT_HEADERS = ['Row', 'Column', 'Message'] as const;

export interface ImportProblem {
  rowNumber: number;
  column: string;
  message: string;
}

export function errorReportFileName(fileName: string): string {
  return `${fileName.replace(/\.(csv|xlsx)$/i, '')} errors.xlsx`;
}

export async function storeErrorReport(
  db: Db,
  dataDir: string,
  problems: readonly ImportProblem[],
  owner: { importId: number; fileName: string; tenantId: number; userId: number },
): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Errors');
  sheet.columns = [
    { header: ERROR_REPORT_HEADERS[0], key: 'rowNumber', width: 8 },
    { header: ERROR_REPORT_HEADERS[1], key: 'column', width: 24 },
    { header: ERROR_REPORT_HEADERS[2], key: 'message', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  // The column and the message can quote the uploaded file's own text.
  for (const problem of problems) sheet.addRow({ ...problem, column: inertCell(problem.column), message: inertCell(problem.message) });
  const stagedPath = await newStagingPath(dataDir);
  await workbook.xlsx.writeFile(stagedPath);
  const { size } = await stat(stagedPath);
  return storeAttachment(
    db,
    dataDir,
    { field: 'errorReport', fileName: errorReportFileName(owner.fileName), contentType: XLSX_TYPE, sizeBytes: size, stagedPath },
    { kind: IMPORT_ERROR_REPORT_KIND, ownerType: IMPORT_OWNER_TYPE, ownerId: owner.importId, tenantId: owner.tenantId, userId: owner.userId },
  );
}
