import type { SnapshotFrom } from 'xstate';
import type { LocalReportExport } from '../../src/domain/reports';
import { storedExports, type ReportsMachine } from './machine';
import type { ExportPhase, TrackedExport } from './types';

type Snapshot = SnapshotFrom<ReportsMachine>;

export type ExportNoticeKind = 'progress' | 'ready' | 'failed' | 'downloading';

export interface ExportNotice {
  /** Send it back as `export.download { id }` / `export.close { id }`. */
  id: string;
  reportName: string;
  kind: ExportNoticeKind;
  percentComplete: number;
  title: string;
  message: string;
}

/** Spec §8: the failure notice, word for word. The other texts are ours (the spec shows none). */
export const EXPORT_FAILED_TITLE = 'Export to PDF failed';
export const exportFailedMessage = (report: string) => `Something went wrong exporting '${report}'.`;

const KIND: Record<ExportPhase, ExportNoticeKind> = {
  starting: 'progress',
  polling: 'progress',
  ready: 'ready',
  downloading: 'downloading',
  failed: 'failed',
};

function texts(kind: ExportNoticeKind, report: string, percent: number): { title: string; message: string } {
  switch (kind) {
    case 'progress':
      return { title: 'Exporting to PDF', message: `Exporting '${report}'… ${percent}%` };
    case 'ready':
      return { title: 'Export to PDF ready', message: `'${report}' is ready to download.` };
    case 'downloading':
      return { title: 'Downloading PDF', message: `Downloading '${report}'…` };
    case 'failed':
      return { title: EXPORT_FAILED_TITLE, message: exportFailedMessage(report) };
  }
}

export function exportNoticeOf(t: TrackedExport): ExportNotice {
  const kind = KIND[t.phase];
  const percentComplete = t.item?.percentComplete ?? 0;
  return { id: t.key, reportName: t.reportName, kind, percentComplete, ...texts(kind, t.reportName, percentComplete) };
}

/** One notice per export, oldest first. Export notices have no auto-close (spec §2.7). */
export const selectExportNotices = (s: Snapshot): ExportNotice[] => s.context.tracked.map(exportNoticeOf);
/** The list as it is stored under `reports`. */
export const selectStoredExports = (s: Snapshot): LocalReportExport[] => storedExports(s.context.tracked);
export const selectHasExports = (s: Snapshot): boolean => s.context.tracked.length > 0;
