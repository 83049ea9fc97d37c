// The app-wide feedback of spec §2.7: toasts and export notices bottom-right, and the loading
// overlay once non-silent requests have been pending for 500 ms.
import { useApiActivity } from '../../actors/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { Toaster } from '../../components/toast/Toaster';
import { ExportNotices } from './ExportNotices';

export function Feedback() {
  const { pending } = useApiActivity();
  return (
    <>
      <Toaster>
        <ExportNotices />
      </Toaster>
      <LoadingOverlay pending={pending} />
    </>
  );
}
