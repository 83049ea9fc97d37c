// The uploaded import file: one multipart part named `file`, a .csv or .xlsx of at most 20 MB
// (data-model Import), whose bytes agree with its extension (an .xlsx is a zip; a CSV is text),
// within the rows, columns and cell limits (upload-limits.ts: refused here, not later as a job).
// It is written under DATA_DIR/imports before its import row and job exist, so a worker of any
// process that claims the job finds the file.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '../../domain/entities/config';
import { IMPORT_FILE_PART, type ImportFormat } from '../../domain/transactions-io';
import { HttpError } from '../errors';
import { safeFileName } from '../files/storage';
import { assertWithinImportLimits } from './upload-limits';

export interface UploadedImport {
  fileName: string;
  format: ImportFormat;
  sizeBytes: number;
  filePath: string;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const invalid = (message: string, status = 400) => new HttpError(status, message, { errors: { [IMPORT_FILE_PART]: [message] } });

function formatOf(fileName: string): ImportFormat | null {
  const extension = path.extname(fileName).toLowerCase();
  return extension === '.csv' ? 'csv' : extension === '.xlsx' ? 'xlsx' : null;
}

/**
 * A sniff of the file's kind, not a check of its cells: a binary file (or UTF-16 text) shows NULs in
 * its first few KB. A NUL further on is one bad cell, refused with its row by the import (row-body.ts).
 */
function looksLike(bytes: Buffer, format: ImportFormat): boolean {
  if (format === 'xlsx') return ZIP_SIGNATURE.every((b, i) => bytes[i] === b);
  return !bytes.subarray(0, 8192).includes(0);
}

async function bytesOf(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data.');
  const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  if (!part || part.fieldname !== IMPORT_FILE_PART) throw invalid('Choose a CSV or XLSX file.');
  const fileName = safeFileName(part.filename, 'import');
  const tooLarge = () => invalid(`The file '${fileName}' is larger than the ${MAX_IMPORT_BYTES / (1024 * 1024)} MB limit.`, 413);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  // The limit may end the stream without the plugin's error: a truncated file is refused too.
  if (part.file.truncated) throw tooLarge();
  return { fileName, bytes };
}

export async function receiveImportFile(request: FastifyRequest): Promise<UploadedImport> {
  const { fileName, bytes } = await bytesOf(request);
  const format = formatOf(fileName);
  if (!format) throw invalid(`'${fileName}' is not a .csv or .xlsx file.`);
  if (bytes.length === 0) throw invalid(`'${fileName}' is empty.`);
  if (!looksLike(bytes, format)) throw invalid(`'${fileName}' is not a ${format.toUpperCase()} file.`);
  const dir = path.join(request.server.dataDir, 'imports');
  await mkdir(dir, { recursive: true });
  const filePath = path.join(dir, `${randomUUID()}.${format}`);
  await writeFile(filePath, bytes);
  const file = { fileName, format, sizeBytes: bytes.length, filePath };
  await assertWithinImportLimits(file);
  return file;
}
