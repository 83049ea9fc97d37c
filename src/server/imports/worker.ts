// The in-process import worker (architecture §6): claims import jobs from the jobs table (FOR
// UPDATE SKIP LOCKED, the same claim as the PDF exports) and runs them one at a time; any number
// of server processes may run one. A job that throws leaves its import Failed with the reason.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { startJobLoop } from '../jobs/loop';
import { claimJob, finishJob } from '../reports/jobs/claim';
import { runTransactionsImport } from './run-import';
import { IMPORT_JOB_KIND, type ImportJobPayload, updateImport } from './store';

export interface ImportWorker {
  readonly id: string;
  kick(): void;
  /** Claims and runs one job; false when the queue had none. */
  runOnce(): Promise<boolean>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when this process runs no background jobs (BACKGROUND_JOBS=0). */
    importWorker: ImportWorker | null;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function startImportWorker(options: { db: Db; dataDir: string; idleMs?: number; onError?: (error: unknown) => void }): ImportWorker {
  const { db, dataDir } = options;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  async function runOnce(): Promise<boolean> {
    const job = await claimJob(db, IMPORT_JOB_KIND, id);
    if (!job) return false;
    const payload = job.payload as ImportJobPayload;
    try {
      await runTransactionsImport({ db, dataDir, jobId: job.id }, payload);
      await finishJob(db, job.id, { status: 'Succeeded' });
    } catch (error) {
      await updateImport(db, payload.importId, { importStatus: 'Failed', completedAt: new Date().toISOString() });
      await finishJob(db, job.id, { status: 'Failed', error: messageOf(error) });
      await rm(payload.filePath, { force: true });
    }
    return true;
  }

  const loop = startJobLoop({ idleMs: options.idleMs ?? 2000, turn: runOnce, onError: options.onError });
  return { id, kick: loop.kick, runOnce, stop: loop.stop };
}

/** Called by buildApp beside the export worker: starts this process's import worker, or none. */
export function installImportWorker(app: FastifyInstance, enabled: boolean): void {
  const worker = enabled ? startImportWorker({ db: app.db, dataDir: app.dataDir, onError: (error) => app.log.error({ err: error }, 'import worker') }) : null;
  app.decorate('importWorker', worker);
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
