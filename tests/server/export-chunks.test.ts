// The exports read their rows in keyset chunks (src/server/routes/generic/keyset.ts). With a chunk
// of a few rows over a small window of collections, every chunk boundary falls somewhere tricky:
// ties on the sort key (microsecond timestamps, booleans, a nullable column and a nullable lookup
// label, nulls first and last), two keys in opposite directions, a quick search. Each read must
// give the grid's rows in the grid's order, each exactly once; the workbook written from such
// chunks must hold the same cells as one written from the grid's rows; and an export that fails
// after its first bytes must not reach the client as a whole file.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionEntity } from '../../src/domain/entities/collections';
import { Qualifier } from '../../src/domain/permissions';
import { requirePermission } from '../../src/server/auth/guards';
import { parseGridQuery } from '../../src/server/grid';
import { ownOperationsOf } from '../../src/server/routes/generic/lookup-lists';
import { EXPORT_BUFFER_MAX_ROWS, exportToExcel, sendWorkbook } from '../../src/server/routes/export-excel';
import { exportColumns, exportRow } from '../../src/server/routes/export-excel/columns';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

const CHUNK = 4;
const guard = requirePermission(collectionEntity.area, Qualifier.ExportToExcel);
let server: TestServer;
let manager: string;
let endlessReads = 0;
/** The window of collections every query here is narrowed to (~40 rows). */
let window: { logic: 'and'; filters: { field: string; operator: string; value: unknown }[] };

function testRoutes(app: FastifyInstance): void {
  // The ids a keyset read gives, chunk by chunk, as the exports read them.
  app.put('/api/ChunkTest/CollectionIds', { preHandler: guard }, async (request) => {
    const reader = await ownOperationsOf(app, 'collections')!.chunks(request, parseGridQuery(request.body), CHUNK);
    const chunks: number[][] = [];
    for (let rows = await reader.next(); rows.length > 0; rows = await reader.next()) chunks.push(rows.map((r) => r.id));
    return { chunks };
  });
  app.put('/api/ChunkTest/ExportToExcel', { preHandler: guard }, (request, reply) => exportToExcel(app, collectionEntity, request, reply, CHUNK));
  // A streamed export without end: counts the chunks it reads, so a test sees when it stops.
  app.put('/api/ChunkTest/EndlessExport', { preHandler: guard }, async (request, reply) => {
    const row = { id: 1, collectedAt: '2026-01-01T00:00:00Z', netKg: 1, contaminationNote: 'x'.repeat(200) };
    const shape = { sheetName: 'Endless', columns: exportColumns(collectionEntity), fileName: 'Endless.xlsx', zoneOf: () => 'Australia/Sydney' };
    const next = async () => {
      endlessReads += 1;
      return Array.from({ length: 500 }, () => row);
    };
    return sendWorkbook(request, reply, shape, { count: async () => EXPORT_BUFFER_MAX_ROWS + 1, next });
  });
  // An export that fails mid-way (a statement refused), streamed or buffered. Buffered, its third
  // chunk fails. Streamed, a chunk fails once the status and headers have gone out with the first
  // bytes: before that the failure is still an error status (fastify writes the head with the
  // first bytes the archive flushes), and this case is about a failure after them. Its rows carry
  // text that does not compress away, so the archive's bytes flow after a few chunks.
  app.put('/api/ChunkTest/BrokenExport/:size', { preHandler: guard }, async (request, reply) => {
    const large = (request.params as { size: string }).size === 'large';
    let chunk = 0;
    const shape = { sheetName: 'Broken', columns: exportColumns(collectionEntity), fileName: 'Broken.xlsx', zoneOf: () => 'Australia/Sydney' };
    const next = async () => {
      chunk += 1;
      if (large ? reply.raw.headersSent || chunk > 10_000 : chunk === 3) throw new Error('A chunk failed');
      return Array.from({ length: CHUNK }, () => ({ id: 1, collectedAt: '2026-01-01T00:00:00Z', netKg: 1, contaminationNote: randomBytes(512).toString('base64') }));
    };
    return sendWorkbook(request, reply, shape, { count: async () => (large ? EXPORT_BUFFER_MAX_ROWS + 1 : 20), next });
  });
}

beforeAll(async () => {
  server = await startTestServer({ routes: testRoutes });
  manager = await signIn(server.url, 'manager');
  const latest = await api(server.url, manager, 'PUT', '/api/Collections/Get', { sort: [{ field: 'collectedAt', dir: 'desc' }], skip: 40, take: 1 });
  const since = String((latest.body as { data: { collectedAt: string }[] }).data[0]!.collectedAt);
  window = { logic: 'and', filters: [{ field: 'collectedAt', operator: 'gte', value: since }] };
  // Ties that a JavaScript Date cannot tell apart: six rows at one microsecond, three at the next.
  await server.db.execute(sql`
    UPDATE collections SET collected_at = CASE WHEN n <= 6 THEN timestamptz '2026-01-05 01:02:03.123456+00' ELSE timestamptz '2026-01-05 01:02:03.123457+00' END
    FROM (SELECT id AS picked, row_number() OVER (ORDER BY id) AS n FROM collections
          WHERE collected_at >= ${since}::timestamptz AND NOT is_deleted ORDER BY id LIMIT 9) p
    WHERE collections.id = p.picked`);
  // Nullable sort keys holding both nulls and values in the window: a row's scale and level
  // are left out on every third row, set on the others.
  const scale = await server.db.execute(sql`SELECT id FROM equipment WHERE NOT is_deleted ORDER BY id LIMIT 1`);
  const scaleId = (scale as unknown as { rows: { id: number }[] }).rows[0]!.id;
  await server.db.execute(sql`
    UPDATE collections SET equipment_id = CASE WHEN id % 3 = 0 THEN NULL ELSE ${scaleId}::int END,
      contamination_level = CASE WHEN id % 3 = 1 THEN NULL ELSE 'Low' END
    WHERE collected_at >= ${since}::timestamptz`);
  await server.heard();
}, 60_000);
afterAll(() => server?.close());

/** The grid's rows for a query, in one page. */
async function gridRows(query: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const { status, body } = await api(server.url, manager, 'PUT', '/api/Collections/Get', { ...query, skip: 0, take: 1000 });
  expect(status).toBe(200);
  return (body as { data: Record<string, unknown>[] }).data;
}

async function chunkedIds(query: Record<string, unknown>): Promise<number[][]> {
  const { status, body } = await api(server.url, manager, 'PUT', '/api/ChunkTest/CollectionIds', query);
  expect(status).toBe(200);
  return (body as { chunks: number[][] }).chunks;
}

describe('keyset chunks', () => {
  const sorts: [string, { field: string; dir: 'asc' | 'desc' }[]][] = [
    ['a date, newest first', [{ field: 'collectedAt', dir: 'desc' }]],
    ['a date, oldest first', [{ field: 'collectedAt', dir: 'asc' }]],
    ['a boolean (ties over many chunks)', [{ field: 'isContaminated', dir: 'asc' }]],
    ['a nullable column, nulls first', [{ field: 'contaminationLevel', dir: 'desc' }]],
    ['a nullable column, nulls last', [{ field: 'contaminationLevel', dir: 'asc' }]],
    ['a nullable lookup label', [{ field: 'equipmentIdLabel', dir: 'asc' }]],
    ['two keys in opposite directions', [{ field: 'isEstimated', dir: 'desc' }, { field: 'netKg', dir: 'asc' }]],
  ];
  it.each(sorts)('gives every row once, in the grid order: %s', async (_name, sort) => {
    const grid = await gridRows({ sort, filter: window });
    const chunks = await chunkedIds({ sort, filter: window });
    expect(grid.length).toBeGreaterThan(3 * CHUNK);
    // A nullable key really holds both, so that nulls and values meet at some boundary.
    const first = sort[0]!.field;
    if (first === 'contaminationLevel' || first === 'equipmentIdLabel') expect(new Set(grid.map((row) => row[first] === null)).size).toBe(2);
    expect(chunks.slice(0, -1).every((c) => c.length === CHUNK)).toBe(true);
    expect(chunks.flat()).toEqual(grid.map((row) => row.id));
  });

  it('keeps the microsecond ties apart across chunk boundaries', async () => {
    const tied = { logic: 'and', filters: [{ field: 'collectedAt', operator: 'lt', value: '2026-01-05T01:02:04Z' }, { field: 'collectedAt', operator: 'gte', value: '2026-01-05T01:02:03Z' }] };
    const grid = await gridRows({ sort: [{ field: 'collectedAt', dir: 'desc' }], filter: tied });
    expect(grid).toHaveLength(9);
    expect((await chunkedIds({ sort: [{ field: 'collectedAt', dir: 'desc' }], filter: tied })).flat()).toEqual(grid.map((row) => row.id));
  });

  it('applies the quick search and the default sort', async () => {
    const [first] = await gridRows({ filter: window });
    const search = String(first!.collectionServiceIdLabel).split(' ')[0]!;
    const grid = await gridRows({ filter: window, search });
    expect(grid.length).toBeGreaterThan(0);
    expect((await chunkedIds({ filter: window, search })).flat()).toEqual(grid.map((row) => row.id));
  });

  it('answers 400 naming the field for an unknown sort field', async () => {
    const { status, body } = await api(server.url, manager, 'PUT', '/api/ChunkTest/CollectionIds', { sort: [{ field: 'nope', dir: 'asc' }] });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('sort.0.field');
  });
});

describe('a workbook written from chunks', () => {
  it('holds the grid rows as cells, with the columns’ headers and formats', async () => {
    const sort = [{ field: 'isContaminated', dir: 'desc' }, { field: 'collectedAt', dir: 'asc' }];
    const grid = await gridRows({ sort, filter: window });
    const response = await fetch(`${server.url}/api/ChunkTest/ExportToExcel`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sort, filter: window }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(grid.length));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const columns = exportColumns(collectionEntity);
    const values = (n: number) => columns.map((_, i) => sheet.getRow(n).getCell(i + 1).value ?? null);
    expect(values(1)).toEqual(columns.map((c) => c.header));
    expect(sheet.actualRowCount - 1).toBe(grid.length);
    const expected = grid.map((row) => columns.map((c) => exportRow(columns, row, 'Australia/Sydney')[c.key] ?? null));
    expect(grid.map((_, i) => values(i + 2))).toEqual(expected);
    columns.forEach((c, i) => expect(sheet.getRow(2).getCell(i + 1).numFmt ?? undefined).toBe(c.numFmt));
  });
});

describe('an export failing mid-way', () => {
  const broken = (size: 'small' | 'large') =>
    fetch(`${server.url}/api/ChunkTest/BrokenExport/${size}`, { method: 'PUT', headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' }, body: '{}' });

  it('is an error status while the file is still built in memory', async () => {
    const response = await broken('small');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).not.toContain('spreadsheetml');
  });

  it('cuts a streamed download short, so the client’s read fails', async () => {
    const response = await broken('large');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});

describe('a streamed export whose client went away', () => {
  it('stops reading rows soon after, instead of reading on (or waiting for ever) for nobody', async () => {
    const aborted = new AbortController();
    const response = await fetch(`${server.url}/api/ChunkTest/EndlessExport`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      body: '{}',
      signal: aborted.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    aborted.abort();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const afterLeaving = endlessReads;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(endlessReads, 'chunks read in the second after the first second without a client').toBe(afterLeaving);
  });
});
