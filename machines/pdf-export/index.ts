export { reportsMachine, REPORTS_STORAGE_KEY, storedExports } from './machine';
export type { ReportsMachine } from './machine';
export { exportMachine, EXPORT_POLL_FAILURE_LIMIT, EXPORT_POLL_INTERVAL_MS } from './export-machine';
export type { ExportMachine } from './export-machine';
export * from './selectors';
export type * from './types';
