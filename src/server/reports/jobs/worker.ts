// The in-process export worker (architecture §6): the job worker of export jobs, which now and
// then also removes expired files. Every server process may run one: the claim is what keeps two
// processes off the same job, not this process's memory.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportExports } from '../../db/schema';
import { startJobWorker, type JobWorker } from '../../jobs/worker';
import { EXPORT_JOB_KIND, type ExportJobPayload, updateExport } from '../export-store';
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

export function startExportWorker(options: ExportWorkerOptions): JobWorker {
  const { db, dataDir } = options;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweep = 0;

  return startJobWorker<ExportJobPayload>({
    db,
    kind: EXPORT_JOB_KIND,
    idleMs: options.idleMs,
    onError: options.onError,
    beforeTurn: async () => {
      if (Date.now() - lastSweep < sweepEveryMs) return;
      lastSweep = Date.now();
      await removeExpiredExports(db, dataDir);
    },
    run: async (job) => {
      const [row] = await db.select({ reportName: reportExports.reportName }).from(reportExports).where(eq(reportExports.id, job.payload.exportId));
      await runExport({ db, dataDir, jobId: job.id, powerBiPollMs: options.powerBiPollMs ?? 1000 }, job.payload, row?.reportName ?? '');
    },
    failed: (payload, message) => updateExport(db, payload.exportId, { status: 'Failed', errorMessage: message }),
  });
}
