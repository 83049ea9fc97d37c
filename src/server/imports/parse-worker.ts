// The parsing worker (a node:worker_threads thread, started by line-batches.ts): it reads the
// uploaded file as a stream and answers each 'next' from the server's thread with one message, so
// at most one batch is ever in flight and a file of any size holds one batch in memory:
//   1. unless resuming, a whole first pass that checks the limits and the header without keeping
//      anything → { type: 'validated', rows }  (nothing is written before the file is known good);
//   2. batches of validated lines after the checkpoint → { type: 'batch', lines, lastRow, fraction };
//   3. { type: 'end' }.
// Any failure → { type: 'failed', message } (the import's reason); the worker is then terminated.
import { parentPort, workerData } from 'node:worker_threads';
import { autoMatch, type ImportKindKey } from '../../domain/imports';
import type { ImportFormat } from '../../domain/transactions-io';
import type { ExportColumn } from '../routes/export-excel/columns';
import { headerOfField, importKindOf, type ImportKind } from './import-kinds';
import { entityLine, importLine, type ImportLine, type LineContext, type ProductFacts } from './line-values';
import { lookupNames, type LookupTables } from './lookup-resolve';
import { ImportFileError, openRecords, type FileRecord } from './read-records';

export interface ParseWorkerInput {
  kind: ImportKindKey;
  /**
   * The column matching the person chose: the field of each of the file's columns (null: not
   * imported). Null: matched by the header's label or key, as a file from the template is.
   */
  mapping: readonly (string | null)[] | null;
  /** The building's zone, for times written without one. */
  timeZone: string;
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

function columnsOf(kind: ImportKind, header: FileRecord | undefined, mapping: ParseWorkerInput['mapping']): (ExportColumn | undefined)[] {
  const headers = (header?.cells ?? []).map((cell) => (cell === null ? '' : String(cell)));
  const fields = mapping ?? autoMatch(headers, kind.columns.map((c) => ({ key: c.key, label: c.header })));
  const columns = headers.map((_, i) => kind.columns.find((c) => c.key === fields[i]));
  const missing = kind.required.filter((field) => !columns.some((c) => c?.key === field));
  if (missing.length > 0) {
    const named = missing.map((f) => `'${headerOfField(kind, f)}'`).join(', ');
    throw new ImportFileError(mapping ? `No column is matched to ${named}.` : `The file has no ${named} column. Start from the template.`);
  }
  return columns;
}

function lineOf(kind: ImportKind, ctx: LineContext, record: FileRecord): ImportLine {
  return kind.key === 'transactions' ? importLine(ctx, record) : entityLine(kind.declaration, ctx, record, kind.fixed);
}

/** The fields the file's columns fill in, besides the id: what a matched line compares and updates. */
const fieldsOf = (columns: readonly (ExportColumn | undefined)[]): string[] =>
  columns.flatMap((c) => (c && c.key !== 'id' ? [c.key] : []));

async function* validation(input: ParseWorkerInput): AsyncGenerator<ParseWorkerMessage> {
  const { records } = await openRecords(input.filePath, input.format);
  const columns = columnsOf(importKindOf(input.kind), (await records.next()).value as FileRecord | undefined, input.mapping);
  let rows = 0;
  for await (const record of records) if (record) rows++;
  yield { type: 'validated', rows, fields: fieldsOf(columns) };
}

async function* batches(input: ParseWorkerInput): AsyncGenerator<ParseWorkerMessage> {
  const kind = importKindOf(input.kind);
  const source = await openRecords(input.filePath, input.format);
  const columns = columnsOf(kind, (await source.records.next()).value as FileRecord | undefined, input.mapping);
  const cells = { lookups: lookupNames(input.lookups), timeZone: input.timeZone, ...(kind.yesNoLookups ? { yesNoLookups: kind.yesNoLookups } : {}) };
  const ctx: LineContext = { columns, cells, products: new Map(input.products) };
  const fields = fieldsOf(columns);
  let lines: ImportLine[] = [];
  let lastRow = input.afterRow;
  for await (const record of source.records) {
    if (record.rowNumber <= input.afterRow) continue;
    lines.push(lineOf(kind, ctx, record));
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
