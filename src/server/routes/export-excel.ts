// PUT /api/{controller}/ExportToExcel for every entity with a table: the grid's query without
// paging → an .xlsx of ALL matching rows in the grid's sort, written by exceljs's WorkbookWriter
// (sent with its length when small, streamed as it is written otherwise), behind the
// ExportToExcel qualifier.
//
// The rows come from the entity's own operations — what its grid route answers with (building
// scope, custom controllers' conditions and derived fields, the afterRead hooks) — read in keyset
// chunks (generic/keyset.ts): each statement is short and costs the same, and between chunks the
// export steps back (setImmediate) so that other users' requests, queued on PGlite's one
// connection and on the event loop, run before its next chunk (issue #12: no grid request over
// 1 s during a full export).
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../domain/entities';
import type { EntityDeclaration } from '../../domain/entity';
import { Qualifier } from '../../domain/permissions';
import { requirePermission } from '../auth/guards';
import { ENTITY_TABLES } from '../db/entity-tables';
import { HttpError } from '../errors';
import { parseGridQuery } from '../grid';
import { buildingZones, type ZoneOfRow } from '../spreadsheets/building-zones';
import type { ChunkReader } from './generic/keyset';
import { ownOperationsOf } from './generic/lookup-lists';
import { exportColumns, exportRow, fittedColumns, sheetColumns, XLSX_TYPE, type ExportColumn } from './export-excel/columns';

/** Rows read per statement: a few milliseconds of the one PGlite connection each. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Up to this many rows the file is built in memory (up to ~8 MB) and sent with its Content-Length,
 * so the download shows a percentage (tests/e2e/excel-export.spec.ts: tens of thousands of rows);
 * larger exports stream as they are written, so the server's memory does not grow with them. Both
 * read and write in the same yielding chunks (writeWorkbook), so neither holds other requests up.
 */
export const EXPORT_BUFFER_MAX_ROWS = 100_000;

/** The rows are counted up to this many for `x-total-count`; beyond it the header is left out. */
export const EXPORT_COUNT_MAX_ROWS = 100_000;

type Row = Record<string, unknown>;

function fileName(declaration: EntityDeclaration): string {
  return `${declaration.labelPlural.replace(/[^\w\s-]/g, '')}.xlsx`;
}

/** What a paged export writes: its sheet, columns and file name. */
export interface WorkbookShape {
  sheetName: string;
  columns: readonly ExportColumn[];
  fileName: string;
  /** The zone each row's times are written in (its building's). */
  zoneOf: ZoneOfRow;
}

/** When other work waits, the export takes at most this share of the event loop. */
const BUSY_SHARE = 0.25;

/**
 * Lets what waits run before the export's next step: other requests' callbacks and statements
 * (on PGlite they run on this same thread), and the reader of `output` when it has fallen behind,
 * so that the written file does not pile up in memory. `stepMs`: how long the step just done took.
 * When the yield finds other work (it took time), the export backs off further, to about
 * BUSY_SHARE of the thread; on an otherwise idle server it runs at full speed.
 */
async function stepBack(output: PassThrough, stepMs: number): Promise<void> {
  const yielded = performance.now();
  await new Promise<void>((resolve) => setImmediate(resolve));
  const othersMs = performance.now() - yielded;
  const pauseMs = (stepMs * (1 - BUSY_SHARE)) / BUSY_SHARE - othersMs;
  if (othersMs > 1 && pauseMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, pauseMs));
  // A reader that went away (the client closed the download) destroys the stream: no 'drain' will
  // come, and nobody reads what more rows would make.
  if (output.writableNeedDrain && !output.destroyed) {
    const settled = new AbortController();
    const waits = [once(output, 'drain', { signal: settled.signal }), once(output, 'close', { signal: settled.signal })];
    await Promise.race(waits);
    settled.abort(); // the other wait's listener goes with it
    await Promise.allSettled(waits);
  }
  if (output.destroyed) throw new ClientGone();
}

/** The export's reader went away; the export stops without it being a failure. */
class ClientGone extends Error {
  constructor() {
    super('The client went away before the export was complete');
  }
}

/** Rows written between two steps back: a few milliseconds of the event loop each. */
const ROWS_PER_STEP = 100;

/** Writes the workbook to `output`, chunk after chunk; rejects when a read or the writer fails. */
async function writeWorkbook(output: PassThrough, shape: WorkbookShape, first: Row[], reader: ChunkReader): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(shape.sheetName.slice(0, 31));
  const cells = (row: Row) => exportRow(shape.columns, row, shape.zoneOf(row));
  // A streamed sheet writes its column widths before any row: they are fitted to the first chunk.
  sheet.columns = sheetColumns(fittedColumns(shape.columns, first.map(cells)));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // Each new cell gets its own copy of its column's style, which exceljs then serializes to find
  // its style id (a fifth of an export's time); the column's own object is looked up by identity.
  const styles = shape.columns.map((_, i) => sheet.getColumn(i + 1).style);
  let stepStart = performance.now();
  // Reading a chunk is a step of its own (its statements hold PGlite's thread).
  const nextChunk = async () => {
    const rows = await reader.next();
    await stepBack(output, performance.now() - stepStart);
    stepStart = performance.now();
    return rows;
  };
  const write = (row: Row) => {
    const added = sheet.addRow(cells(row));
    added.eachCell({ includeEmpty: true }, (cell, n) => {
      cell.style = styles[n - 1] ?? cell.style;
    });
    added.commit();
  };
  for (let chunk = first; chunk.length > 0; chunk = await nextChunk()) {
    for (let at = 0; at < chunk.length; at += ROWS_PER_STEP) {
      chunk.slice(at, at + ROWS_PER_STEP).forEach(write);
      await stepBack(output, performance.now() - stepStart);
      stepStart = performance.now();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** The whole workbook in memory, so its length can be sent (the client shows a percentage). */
async function bufferedWorkbook(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  await write(output);
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A workbook streamed as it is written, without a length (chunked). The status and headers are
 * sent with the first bytes, so a failure after them cannot become an error status: the stream
 * is destroyed, the connection is cut before the chunked body's last chunk, and the client's read
 * fails ("terminated" in fetch, a failed download in a browser) instead of saving a cut-off file
 * as whole — which would not open anyway (a zip's directory is written last).
 */
function streamedWorkbook(write: (output: PassThrough) => Promise<void>, log: FastifyRequest['log']): PassThrough {
  const output = new PassThrough();
  write(output).catch((error: unknown) => {
    if (error instanceof ClientGone) return log.info('Excel export stopped: its client went away');
    log.error({ err: error }, 'Excel export failed while streaming');
    output.destroy(error as Error);
  });
  return output;
}

/**
 * Sends every row of `reader` as an .xlsx. The count and the first chunk are read before any byte
 * is sent, so a refused or invalid query is a proper error status; after that the file is
 * buffered (up to EXPORT_BUFFER_MAX_ROWS rows) or streamed.
 */
export async function sendWorkbook(request: FastifyRequest, reply: FastifyReply, shape: WorkbookShape, reader: ChunkReader) {
  const total = await reader.count(EXPORT_COUNT_MAX_ROWS);
  const first = await reader.next();
  const write = (output: PassThrough) => writeWorkbook(output, shape, first, reader);
  reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${shape.fileName}"`);
  // The exact number of rows in the file, when counting them stayed cheap (no cap on the rows).
  if (total <= EXPORT_COUNT_MAX_ROWS) reply.header('x-total-count', String(total));
  if (total > EXPORT_BUFFER_MAX_ROWS) return reply.send(streamedWorkbook(write, request.log));
  const file = await bufferedWorkbook(write);
  return reply.header('content-length', String(file.length)).send(file);
}

/**
 * One entity's export. `chunkRows`: rows per statement (tests pass a small one to cross chunk
 * boundaries on little data).
 */
export async function exportToExcel(app: FastifyInstance, declaration: EntityDeclaration, request: FastifyRequest, reply: FastifyReply, chunkRows = EXPORT_PAGE_SIZE) {
  // The grid's own parse, so a bad query is a 400 naming the field, as on the grid.
  const { filter, sort, search } = parseGridQuery(request.body);
  const ops = ownOperationsOf(app, declaration.key);
  if (!ops) throw new HttpError(404, `${declaration.labelPlural} cannot be exported.`);
  const zoneOf = await buildingZones(app.db, request.session.tenantId);
  const shape = { sheetName: declaration.labelPlural, columns: exportColumns(declaration), fileName: fileName(declaration), zoneOf };
  return sendWorkbook(request, reply, shape, await ops.chunks(request, { filter, sort, search }, chunkRows));
}

/** One export per controller: two declarations on one controller (portfolios) share the first's. */
export function exportableEntities(): EntityDeclaration[] {
  const tables = ENTITY_TABLES as Record<string, PgTable>;
  const seen = new Set<string>();
  return ENTITIES.filter((e) => {
    if (!Object.hasOwn(tables, e.key) || seen.has(e.controller)) return false;
    seen.add(e.controller);
    return true;
  });
}

export async function exportExcelRoutes(app: FastifyInstance): Promise<void> {
  for (const declaration of exportableEntities()) {
    const url = `/api/${declaration.controller}/ExportToExcel`;
    // A controller that exports in its own way keeps it.
    if (app.hasRoute({ method: 'PUT', url })) continue;
    app.put(
      url,
      {
        preHandler: requirePermission(declaration.area, Qualifier.ExportToExcel),
        schema: { tags: [declaration.labelPlural], summary: `Every ${declaration.label} matching the grid query, as .xlsx` },
      },
      (request, reply) => exportToExcel(app, declaration, request, reply),
    );
  }
}
