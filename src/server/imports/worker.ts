// The in-process import worker (architecture §6): the job worker of import jobs, one at a time;
// any number of server processes may run one. A job that throws leaves its import Failed with the
// reason (on its job) and its uploaded file removed.
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { installJobWorker, startJobWorker, type JobWorker } from '../jobs/worker';
import { runImport } from './run-import';
import { IMPORT_JOB_KIND, type ImportJobPayload, updateImport } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when this process runs no background jobs (BACKGROUND_JOBS=0). */
    importWorker: JobWorker | null;
  }
}

/** Called by buildApp beside the export worker: starts this process's import worker, or none. */
export function installImportWorker(app: FastifyInstance, enabled: boolean): void {
  const { db, dataDir } = app;
  const worker = enabled
    ? startJobWorker<ImportJobPayload>({
        db,
        kind: IMPORT_JOB_KIND,
        onError: (error) => app.log.error({ err: error }, 'import worker'),
        run: (job) => runImport({ db, dataDir, jobId: job.id }, job.payload),
        failed: async (payload) => {
          await updateImport(db, payload.importId, { importStatus: 'Failed', completedAt: new Date().toISOString() });
          await rm(payload.filePath, { force: true });
        },
      })
    : null;
  installJobWorker(app, 'importWorker', worker);
}
