// The parsing worker (a node:worker_threads thread, started by line-batches.ts): it reads the
// uploaded file as a stream and answers each 'next' from the server's thread with one message, so
// at most one batch is ever in flight and a file of any size holds one batch in memory:
//   1. unless resuming, a whole first pass that checks the limits and the header without keeping
//      anything → { type: 'validated', rows }  (nothing is written before the file is known good);
//   2. batches of validated lines after the checkpoint → { type: 'batch', lines, lastRow, fraction };
//   3. { type: 'end' }.
// Any failure → { type: 'failed', message } (the import's reason); the worker is then terminated.
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportFormat } from '../../domain/transactions-io';
import type { ExportColumn } from '../routes/export-excel/columns';
import { importLine, type ImportLine, type ProductFacts } from './line-values';
import { lookupNames, type LookupTables } from './lookup-resolve';
import { ImportFileError, openRecords, type FileRecord } from './read-records';
import { columnHeaderOf, columnOfHeader, REQUIRED_FIELDS } from './transaction-columns';

export interface ParseWorkerInput {
  filePath: string;
  format: ImportFormat;
  /** The checkpoint: rows up to this row number were written by an earlier run. */
  afterRow: number;
  batchLines: number;
  lookups: LookupTables;
  products: [number, ProductFacts][];
}

export type ParseWorkerMessage =
  | { type: 'validated'; rows: number; fields: string[] }
  | { type: 'batch'; lines: ImportLine[]; lastRow: number; fraction: number; fields: string[] }
  | { type: 'end' }
  | { type: 'failed'; message: string };

function columnsOf(header: FileRecord | undefined): (ExportColumn | undefined)[] {
  const columns = (header?.cells ?? []).map((cell) => (cell === null ? undefined : columnOfHeader(String(cell))));
  const missing = REQUIRED_FIELDS.filter((field) => !columns.some((c) => c?.key === field));
  if (missing.length > 0) {
    throw new ImportFileError(`The file has no ${missing.map((f) => `'${columnHeaderOf(f)}'`).join(', ')} column. Start from the template.`);
  }
  return columns;
}

/** The fields the file's columns fill in, besides the id: what a matched line compares and updates. */
const fieldsOf = (columns: readonly (ExportColumn | undefined)[]): string[] =>
  columns.flatMap((c) => (c && c.key !== 'id' ? [c.key] : []));

async function* validation(input: ParseWorkerInput): AsyncGenerator<ParseWorkerMessage> {
  const { records } = await openRecords(input.filePath, input.format);
  const columns = columnsOf((await records.next()).value as FileRecord | undefined);
  let rows = 0;
  for await (const record of records) if (record) rows++;
  yield { type: 'validated', rows, fields: fieldsOf(columns) };
}

async function* batches(input: ParseWorkerInput): AsyncGenerator<ParseWorkerMessage> {
  const source = await openRecords(input.filePath, input.format);
  const columns = columnsOf((await source.records.next()).value as FileRecord | undefined);
  const ctx = { columns, lookups: lookupNames(input.lookups), products: new Map(input.products) };
  const fields = fieldsOf(columns);
  let lines: ImportLine[] = [];
  let lastRow = input.afterRow;
  for await (const record of source.records) {
    if (record.rowNumber <= input.afterRow) continue;
    lines.push(importLine(ctx, record));
    lastRow = record.rowNumber;
    if (lines.length >= input.batchLines) {
      yield { type: 'batch', lines, lastRow, fraction: source.fraction(), fields };
      lines = [];
    }
  }
  if (lines.length > 0) yield { type: 'batch', lines, lastRow, fraction: 1, fields };
  yield { type: 'end' };
}

async function* messages(input: ParseWorkerInput): AsyncGenerator<ParseWorkerMessage> {
  try {
    if (input.afterRow === 0) yield* validation(input);
    yield* batches(input);
  } catch (error) {
    const message = error instanceof ImportFileError ? error.message : `The file could not be read as ${input.format.toUpperCase()}.`;
    yield { type: 'failed', message };
  }
}

if (parentPort) {
  const port = parentPort;
  const answers = messages(workerData as ParseWorkerInput);
  port.on('message', () => {
    void answers.next().then(({ value }) => port.postMessage(value ?? { type: 'end' }));
  });
}
