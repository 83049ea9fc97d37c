// A job's failure is always recorded and a job is never retried forever: an error whose message
// holds a NUL (PostgreSQL refuses it in text) still ends the job Failed with a readable reason, a
// kind that cannot record the failure on its own row does not keep the job Running, and a job
// claimed more than JOB_MAX_ATTEMPTS times (its worker died on it each time) ends Failed unrun.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { JOB_MAX_ATTEMPTS } from '../../../src/server/jobs/claim';
const MAX_ERROR_CHARS = 2000;
import { startJobWorker, type JobWorker } from '../../../src/server/jobs/worker';
import { rowsOf } from '../../../src/server/reports/sql';
import { startTestServer, type TestServer } from '../../helpers/server';

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
const workers: JobWorker[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await server?.close();
});

interface JobRow {
  status: string;
  error: string | null;
}

async function queue(kind: string, attempts = 0, status = 'NotStarted'): Promise<number> {
  // One statement: the worker polls, and must not claim the job before it is as the test means.
  const [row] = await rowsOf<{ id: number }>(
    server.db,
    sql`INSERT INTO jobs (kind, payload, status, attempts, locked_at, heartbeat_at)
        VALUES (${kind}, '{}'::jsonb, ${status}, ${attempts}, now() - interval '1 hour', now() - interval '1 hour') RETURNING id`,
  );
  return row!.id;
}

async function ended(id: number, timeoutMs = 20_000): Promise<JobRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await rowsOf<JobRow>(server.db, sql`SELECT status, error FROM jobs WHERE id = ${id}`);
    if (job && (job.status === 'Failed' || job.status === 'Succeeded')) return job;
    if (Date.now() > until) throw new Error(`Job ${id} still ${job?.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function worker(kind: string, run: () => Promise<void>, failed: (message: string) => Promise<void>): void {
  workers.push(startJobWorker<unknown>({ db: server.db, kind, idleMs: 50, run, failed: (_payload, message) => failed(message), onError: () => {} }));
}

it('records as Failed a job whose error text holds a NUL, and bounds its length', async () => {
  const seen: string[] = [];
  worker('test-nul', async () => {
    throw new Error(`invalid byte sequence for encoding "UTF8": 0x00 in 'Bad\u0000Name' ${'x'.repeat(10_000)}`);
  }, async (message) => {
    seen.push(message);
  });
  const job = await ended(await queue('test-nul'));
  expect(job.status).toBe('Failed');
  expect(job.error).not.toContain('\u0000');
  expect(job.error).toContain('Bad\uFFFDName');
  expect(job.error!.length).toBeLessThanOrEqual(MAX_ERROR_CHARS);
  expect(seen[0]).toBe(job.error);
});

it('ends a job Failed even when its kind cannot record the failure', async () => {
  worker('test-unrecorded', async () => {
    throw new Error('the run failed');
  }, async () => {
    throw new Error('the kind could not record it');
  });
  const job = await ended(await queue('test-unrecorded'));
  expect(job).toMatchObject({ status: 'Failed', error: 'the run failed' });
});

it(`stops a job taken over ${JOB_MAX_ATTEMPTS} times already, without running it again`, async () => {
  let runs = 0;
  const seen: string[] = [];
  worker('test-stale', async () => {
    runs++;
  }, async (message) => {
    seen.push(message);
  });
  // Running with a heartbeat an hour old: its last worker died, as it had the times before.
  const id = await queue('test-stale', JOB_MAX_ATTEMPTS, 'Running');
  const job = await ended(id);
  expect(runs).toBe(0);
  expect(job.status).toBe('Failed');
  expect(job.error).toContain(`started ${JOB_MAX_ATTEMPTS} times without finishing`);
  expect(seen).toEqual([job.error]);
});
