// kill -9 in the middle of an import, then a restart: the job's heartbeat stops, the restarted
// server takes the job over (JOB_STALE_SECONDS=3 here, 30 by default) and goes on after the last
// committed batch, so the import ends with every line written exactly once and counts that say so.
// IMPORT_TEST_LINES lines (5,000 by default; 20,000 for the full must-show).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importStatusPath, type ImportProgress } from '../../../src/domain/transactions-io';
import { api, signIn } from '../../helpers/server';
import { type ChildServer, type ChildSite, childSite, startChild } from './child-server';
import { countOfInvoice, finished, manyLinesCsv, seededLine, SUPPLIER_MANAGER, upload } from './fixtures';

const LINES = Number(process.env.IMPORT_TEST_LINES) || 5000;

let site: ChildSite;
let server: ChildServer | undefined;

beforeAll(async () => {
  site = await childSite({ JOB_STALE_SECONDS: '3' });
});
afterAll(async () => {
  await server?.kill();
  await site?.dispose();
});

it(`an import killed mid-way resumes after a restart and ends with exactly ${LINES} lines`, async () => {
  server = await startChild(site);
  let token = await signIn(server.url, SUPPLIER_MANAGER);
  const invoice = `CRASH-${Date.now()}`;
  const started = await upload(server.url, token, manyLinesCsv(await seededLine(server.url, token), LINES, invoice), 'crash.csv');
  expect(started.status).toBe(200);
  const id = (started.body as ImportProgress).id;

  let atKill: ImportProgress | undefined;
  for (const until = Date.now() + 120_000; Date.now() < until && !atKill; ) {
    const progress = (await api(server.url, token, 'GET', importStatusPath(id))).body as ImportProgress;
    if (progress.addedRows >= Math.min(1000, LINES / 5)) atKill = progress;
    else await new Promise((r) => setTimeout(r, 50));
  }
  await server.kill();
  expect(atKill?.importStatus).toBe('Processing');
  expect(atKill!.addedRows).toBeLessThan(LINES);

  server = await startChild(site);
  token = await signIn(server.url, SUPPLIER_MANAGER);
  const done = await finished(server.url, token, id, 300_000);
  console.log(`killed at ${atKill!.addedRows} of ${LINES} lines; after the restart: ${JSON.stringify({ status: done.importStatus, added: done.addedRows, unchanged: done.unchangedRows })}`);
  expect(done).toMatchObject({ importStatus: 'Completed', totalRows: LINES, addedRows: LINES, updatedRows: 0, unchangedRows: 0, refusedRows: 0, importedRows: LINES, failedRows: 0 });
  expect(await countOfInvoice(server.url, token, invoice)).toBe(LINES);
}, 400_000);
