// A big import does not stop other users: while IMPORT_TEST_LINES (5,000 by default; the bench
// imports 100,000) new lines are imported, another user's grid requests are each answered within
// a second, and the import ends with every line written exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportProgress } from '../../../src/domain/transactions-io';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { countOfInvoice, finished, manyLinesCsv, seededLine, SUPPLIER_MANAGER, upload } from './fixtures';

const LINES = Number(process.env.IMPORT_TEST_LINES) || 5000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it(`imports ${LINES} lines while another user's grid requests are each answered within 1 s`, async () => {
  const token = await signIn(server.url, SUPPLIER_MANAGER);
  const other = await signIn(server.url, 'manager');
  const invoice = `BUSY-${Date.now()}`;
  const started = await upload(server.url, token, manyLinesCsv(await seededLine(server.url, token), LINES, invoice), 'busy.csv');
  expect(started.status).toBe(200);
  const id = (started.body as ImportProgress).id;

  const gridMs: number[] = [];
  let done: ImportProgress | undefined;
  const result = finished(server.url, token, id, 300_000).then((p) => (done = p));
  while (!done) {
    const t0 = performance.now();
    const grid = await api(server.url, other, 'PUT', '/api/Collections/Get', { skip: 0, take: 20, sort: [{ field: 'collectedAt', dir: 'desc' }] });
    gridMs.push(performance.now() - t0);
    expect(grid.status).toBe(200);
  }
  const progress = await result;
  const slowest = Math.max(...gridMs);
  console.log(`${LINES} lines imported; ${gridMs.length} grid requests meanwhile, slowest ${slowest.toFixed(0)} ms`);
  expect(progress, progress.errorMessage ?? '').toMatchObject({ importStatus: 'Completed', totalRows: LINES, addedRows: LINES, refusedRows: 0 });
  expect(gridMs.length).toBeGreaterThan(5);
  expect(slowest).toBeLessThan(1000);
  expect(await countOfInvoice(server.url, token, invoice)).toBe(LINES);
}, 300_000);
