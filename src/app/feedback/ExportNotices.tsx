// The export notices of spec §2.7/§4, drawn from the reports actor: progress, Download when ready,
// the failure texts; closing one removes its entry. They have no auto-close.
import { selectExportNotices, type ExportNotice, type ExportNoticeKind, useReportsActor, useReportsSelector } from '../../actors/hooks';
import { Notice, type NoticeAction } from '../../components/toast/Notice';
import type { ToastVariant } from '../../components/toast/toast-store';

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

export function ExportNotices() {
  const reports = useReportsActor();
  const notices = useReportsSelector(selectExportNotices, sameNotices);
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
