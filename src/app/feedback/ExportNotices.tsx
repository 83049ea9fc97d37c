// The export notices of spec §2.7/§4, drawn from the reports actor: progress, Download when ready,
// the failure texts; closing one removes its entry. They have no auto-close. The signed-in layout
// brings them and the reports actor (useExportNotices): the sign-in page loads neither.
import { useEffect } from 'react';
import { useReports, useReportsSelector } from '../../actors/hooks';
import { createReportsActor, type ReportsActor } from '../../actors/reports';
import { selectExportNotices, type ExportNotice, type ExportNoticeKind } from '../../actors/reports-selectors';
import { Notice, type NoticeAction } from '../../components/toast/Notice';
import type { ToastVariant } from '../../components/toast/toast-store';
import { exportNoticesView } from './export-notices-view';

const VARIANT: Record<ExportNoticeKind, ToastVariant> = {
  progress: 'info',
  downloading: 'info',
  ready: 'success',
  failed: 'error',
};

const sameNotices = (a: readonly ExportNotice[], b: readonly ExportNotice[]) =>
  a.length === b.length &&
  a.every((n, i) => {
    const m = b[i]!;
    return n.id === m.id && n.kind === m.kind && n.percentComplete === m.percentComplete && n.message === m.message;
  });

function ExportNotices({ reports }: { reports: ReportsActor }) {
  const notices = useReportsSelector(reports, selectExportNotices, sameNotices);
  return notices.map((notice) => {
    const close: NoticeAction = { label: 'Close', onClick: () => reports.send({ type: 'export.close', id: notice.id }) };
    const actions: NoticeAction[] =
      notice.kind === 'ready'
        ? [{ label: 'Download', variant: 'primary', onClick: () => reports.send({ type: 'export.download', id: notice.id }) }, close]
        : notice.kind === 'downloading'
          ? []
          : [close];
    return (
      <Notice
        key={notice.id}
        title={notice.title}
        message={notice.message}
        variant={VARIANT[notice.kind]}
        progress={notice.kind === 'progress' ? notice.percentComplete : undefined}
        actions={actions}
      />
    );
  });
}

/** Makes the reports actor (resuming stored exports) and shows its notices in the root feedback. */
export function useExportNotices(): void {
  const reports = useReports();
  useEffect(() => {
    reports.attach(createReportsActor);
    exportNoticesView.set(ExportNotices);
  }, [reports]);
}
