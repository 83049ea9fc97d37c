// The in-process export worker (architecture §6): a loop that claims export jobs from the jobs
// table and runs them one at a time, sleeps when there is nothing to do (a new export wakes it),
// and now and then removes expired files. Every server process may run one: the claim is what
// keeps two processes off the same job, not this process's memory.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportExports } from '../../db/schema';
import { EXPORT_JOB_KIND, type ExportJobPayload, updateExport } from '../export-store';
import { startJobLoop } from '../../jobs/loop';
import { claimJob, finishJob } from './claim';
import { runExport } from './run-export';
import { removeExpiredExports } from './sweep';

export interface ExportWorkerOptions {
  db: Db;
  dataDir: string;
  /** Sleep between empty polls of the queue (another process's jobs are found this way). */
  idleMs?: number;
  sweepEveryMs?: number;
  powerBiPollMs?: number;
  onError?: (error: unknown) => void;
}

export interface ExportWorker {
  readonly id: string;
  /** Wakes the loop now (a job was just queued by this process). */
  kick(): void;
  /** Claims and runs one job; false when the queue had none. */
  runOnce(): Promise<boolean>;
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function startExportWorker(options: ExportWorkerOptions): ExportWorker {
  const { db, dataDir } = options;
  const idleMs = options.idleMs ?? 2000;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let lastSweep = 0;

  async function runOnce(): Promise<boolean> {
    const job = await claimJob(db, EXPORT_JOB_KIND, id);
    if (!job) return false;
    const payload = job.payload as ExportJobPayload;
    try {
      const [row] = await db.select({ reportName: reportExports.reportName }).from(reportExports).where(eq(reportExports.id, payload.exportId));
      await runExport({ db, dataDir, jobId: job.id, powerBiPollMs: options.powerBiPollMs ?? 1000 }, payload, row?.reportName ?? '');
      await finishJob(db, job.id, { status: 'Succeeded' });
    } catch (error) {
      await updateExport(db, payload.exportId, { status: 'Failed', errorMessage: messageOf(error) });
      await finishJob(db, job.id, { status: 'Failed', error: messageOf(error) });
    }
    return true;
  }

  async function sweep(): Promise<number> {
    lastSweep = Date.now();
    return removeExpiredExports(db, dataDir);
  }

  const loop = startJobLoop({
    idleMs,
    turn: runOnce,
    beforeTurn: async () => {
      if (Date.now() - lastSweep >= sweepEveryMs) await sweep();
    },
    onError: options.onError,
  });

  return {
    id,
    kick: loop.kick,
    runOnce,
    sweep,
    stop: loop.stop,
  };
}
