// The app-wide feedback of spec §2.7: toasts and export notices bottom-right, and the loading
// overlay once non-silent requests have been pending for 500 ms.
import { useSyncExternalStore } from 'react';
import { useApiActivity, useReportsActor } from '../../actors/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { Toaster } from '../../components/toast/Toaster';
import { exportNoticesView } from './export-notices-view';

export function Feedback() {
  const { pending } = useApiActivity();
  const reports = useReportsActor();
  const ExportNotices = useSyncExternalStore(exportNoticesView.subscribe, exportNoticesView.get, exportNoticesView.get);
  return (
    <>
      <Toaster>{reports && ExportNotices && <ExportNotices reports={reports} />}</Toaster>
      <LoadingOverlay pending={pending} />
    </>
  );
}
