// Shapes of the PDF export machines (spec §4 "PDF export", §7 Reports, §8, §9).
import type { LocalReportExport, ReportExportItem, ReportType } from '../../src/domain/reports';

/** Where one export is in its lifecycle; the notice shown follows from it. */
export type ExportPhase = 'starting' | 'polling' | 'ready' | 'downloading' | 'failed';

/** One export the reports actor tracks. `key` names its child actor and its notice. */
export interface TrackedExport {
  /** The server's export id for exports restored from storage; a local key until a new one starts. */
  key: string;
  reportType: ReportType;
  reportName: string;
  phase: ExportPhase;
  /** The server's view of the export; null until the start call answers. */
  item: LocalReportExport | null;
}

export interface ReportsInput {
  /** What browser storage holds under `reports` (spec §9). */
  stored: LocalReportExport[];
}

export interface ReportsContext {
  tracked: TrackedExport[];
  /** Numbers the local keys of exports started in this session. */
  startedCount: number;
}

export type ReportsEvent =
  | { type: 'export.start'; reportType: ReportType; reportName: string; body: unknown }
  /** `id` is the notice's id (TrackedExport.key). */
  | { type: 'export.download'; id: string }
  | { type: 'export.close'; id: string }
  | { type: 'reports.revert' }
  // From the children:
  | { type: 'export.changed'; key: string; phase: ExportPhase; item: LocalReportExport | null }
  | { type: 'export.finished'; key: string };

export interface ExportInput {
  key: string;
  reportType: ReportType;
  reportName: string;
  /** The export post's body (spec §7: not shown); only new exports have one. */
  body?: unknown;
  /** Restored from storage: resume from the server's last known status. */
  item: LocalReportExport | null;
}

export interface ExportContext {
  key: string;
  reportType: ReportType;
  reportName: string;
  body: unknown;
  item: LocalReportExport | null;
  /** Polls failed in a row for a passing reason; any answer from the server resets it. */
  pollFailures: number;
}

export type ExportEvent = { type: 'export.download' };

/** Ports (promise actors provided by src/actors). */
export interface StartExportInput {
  reportType: ReportType;
  body: unknown;
}
export interface PollExportInput {
  reportType: ReportType;
  exportId: string;
}
export interface FetchExportedFileInput {
  reportType: ReportType;
  item: ReportExportItem;
}
export interface PollFailureParams {
  /** What the pollExport port rejected with. */
  error: unknown;
}
export interface OpenWindowParams {
  url: string;
}
export interface PersistReportsParams {
  exports: LocalReportExport[];
}
