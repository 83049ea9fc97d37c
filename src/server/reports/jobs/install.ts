// The hook buildApp calls to run background jobs in this process: starts the export worker, makes
// it reachable as app.reportExportWorker (routes wake it), and stops it when the app closes.
import type { FastifyInstance } from 'fastify';
import { installJobWorker, type JobWorker } from '../../jobs/worker';
import { startExportWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when this process runs no background jobs (BACKGROUND_JOBS=0). */
    reportExportWorker: JobWorker | null;
  }
}

export function installReportExportWorker(app: FastifyInstance, enabled: boolean): void {
  const worker = enabled
    ? startExportWorker({ db: app.db, dataDir: app.dataDir, onError: (error) => app.log.error({ err: error }, 'export worker') })
    : null;
  installJobWorker(app, 'reportExportWorker', worker);
}
