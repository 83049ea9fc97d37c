// The hook buildApp calls to run background jobs in this process: starts the export worker, makes
// it reachable as app.reportExportWorker (routes wake it), and stops it when the app closes.
import type { FastifyInstance } from 'fastify';
import { startExportWorker, type ExportWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when this process runs no background jobs (BACKGROUND_JOBS=0). */
    reportExportWorker: ExportWorker | null;
  }
}

export function installReportExportWorker(app: FastifyInstance, enabled: boolean): void {
  const worker = enabled
    ? startExportWorker({ db: app.db, dataDir: app.dataDir, onError: (error) => app.log.error({ err: error }, 'export worker') })
    : null;
  app.decorate('reportExportWorker', worker);
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
