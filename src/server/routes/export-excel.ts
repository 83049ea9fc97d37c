// PUT /api/{controller}/ExportToExcel for every entity with a table: the grid's query without
// paging → an .xlsx of ALL matching rows in the grid's sort, written by exceljs's WorkbookWriter
// (sent with its length, or streamed when very large), behind the ExportToExcel qualifier.
//
// The rows come from the entity's own grid endpoint (Get, or GetGrid where the controller has
// one), called in pages through app.inject with the caller's headers: the export shows exactly
// what the grid shows — building scope, custom controllers' conditions and derived fields — with
// no second copy of that logic. Pages are stable because every grid sort ends with the id.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../domain/entities';
import type { EntityDeclaration } from '../../domain/entity';
import type { GridQuery, GridResult } from '../../domain/grid';
import { Qualifier } from '../../domain/permissions';
import { requirePermission } from '../auth/guards';
import { ENTITY_TABLES } from '../db/entity-tables';
import { HttpError } from '../errors';
import { parseGridQuery } from '../grid';
import { buildingZones, type ZoneOfRow } from '../spreadsheets/building-zones';
import { exportColumns, exportRow, fittedColumns, sheetColumns, XLSX_TYPE, type ExportColumn } from './export-excel/columns';

/** Rows fetched per page from the grid endpoint (its cap is 10 000). */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Up to this many rows the file is built in memory (a few MB) and sent with its Content-Length,
 * so the download shows a percentage; larger exports stream as they are written.
 */
export const EXPORT_BUFFER_MAX_ROWS = 100_000;

const FORWARDED_HEADERS = ['authorization', 'applicationtype', 'timezoneoffset', 'x-client-session-id', 'x-api-version'];

type Row = Record<string, unknown>;

function gridUrl(app: FastifyInstance, declaration: EntityDeclaration): string {
  const custom = `/api/${declaration.controller}/GetGrid`;
  return app.hasRoute({ method: 'PUT', url: custom }) ? custom : `/api/${declaration.controller}/Get`;
}

async function fetchPage(app: FastifyInstance, request: FastifyRequest, url: string, query: GridQuery, skip: number): Promise<GridResult<Row>> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({
    method: 'PUT',
    url,
    headers,
    payload: { ...query, skip, take: EXPORT_PAGE_SIZE, page: skip / EXPORT_PAGE_SIZE + 1, pageSize: EXPORT_PAGE_SIZE },
  });
  const body = response.json() as (GridResult<Row> & { message?: string; errors?: Record<string, string[]> }) | undefined;
  if (response.statusCode !== 200) {
    throw new HttpError(response.statusCode, body?.message ?? 'The export could not read the rows.', body?.errors ? { errors: body.errors } : {});
  }
  return body as GridResult<Row>;
}

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

/** Writes the workbook to `output`, page after page; rejects when a page or the writer fails. */
async function writeWorkbook(
  output: PassThrough,
  shape: WorkbookShape,
  first: GridResult<Row>,
  nextPage: (skip: number) => Promise<GridResult<Row>>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(shape.sheetName.slice(0, 31));
  const cells = (row: Row) => exportRow(shape.columns, row, shape.zoneOf(row));
  // A streamed sheet writes its column widths before any row: they are fitted to the first page.
  sheet.columns = sheetColumns(fittedColumns(shape.columns, first.data.map(cells)));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let page = first;
  let written = 0;
  for (;;) {
    for (const row of page.data) sheet.addRow(cells(row)).commit();
    written += page.data.length;
    if (page.data.length < EXPORT_PAGE_SIZE || written >= page.total) break;
    page = await nextPage(written);
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

/** A workbook too large to hold: streamed as it is written, without a length. */
function streamedWorkbook(write: (output: PassThrough) => Promise<void>, log: FastifyRequest['log']): PassThrough {
  const output = new PassThrough();
  write(output).catch((error: unknown) => {
    // The headers are gone: all that is left is to cut the download short so it is not mistaken
    // for a whole file.
    log.error({ err: error }, 'Excel export failed while streaming');
    output.destroy(error as Error);
  });
  return output;
}

/**
 * Sends every row of a paged read as an .xlsx: `first` (read before any byte is sent, so a refused
 * or invalid query is a proper error) and the pages after it, EXPORT_PAGE_SIZE rows each.
 */
export async function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  shape: WorkbookShape,
  first: GridResult<Row>,
  nextPage: (skip: number) => Promise<GridResult<Row>>,
) {
  const write = (output: PassThrough) => writeWorkbook(output, shape, first, nextPage);
  reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${shape.fileName}"`);
  // A grid counts only up to 10,000 rows or the end of the page asked for (generic/queries.ts):
  // the page that ends at the buffer bound tells whether the rows fit in memory, and how many.
  const counted = first.totalCapped ? await nextPage(EXPORT_BUFFER_MAX_ROWS - EXPORT_PAGE_SIZE) : first;
  if (counted.totalCapped) return reply.send(streamedWorkbook(write, request.log));
  reply.header('x-total-count', String(counted.total));
  if (counted.total > EXPORT_BUFFER_MAX_ROWS) return reply.send(streamedWorkbook(write, request.log));
  const file = await bufferedWorkbook(write);
  return reply.header('content-length', String(file.length)).send(file);
}

async function exportToExcel(app: FastifyInstance, declaration: EntityDeclaration, request: FastifyRequest, reply: FastifyReply) {
  // The grid's own parse, so a bad query is a 400 naming the field, as on the grid.
  const { page: _page, pageSize: _pageSize, skip: _skip, take: _take, ...query } = parseGridQuery(request.body);
  const url = gridUrl(app, declaration);
  const zoneOf = await buildingZones(app.db, request.session.tenantId);
  const shape = { sheetName: declaration.labelPlural, columns: exportColumns(declaration), fileName: fileName(declaration), zoneOf };
  const page = (skip: number) => fetchPage(app, request, url, query, skip);
  return sendWorkbook(request, reply, shape, await page(0), page);
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
