// A warning before leaving a form with unsaved changes: in-app navigation asks through React
// Router's blocker (data routers only), closing or reloading the tab through beforeunload.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../dialog/ConfirmDialog';

export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';
export const UNSAVED_CHANGES_TEXT = 'Your changes have not been saved and will be lost.';

function useBeforeUnloadWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

function RouterBlocker({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={UNSAVED_CHANGES_TITLE}
      description={UNSAVED_CHANGES_TEXT}
      confirmLabel="Leave"
      cancelLabel="Stay"
      destructive
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  useBeforeUnloadWarning(when);
  // useBlocker throws outside a data router; under a plain <BrowserRouter> only beforeunload warns.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouterBlocker when={when} /> : null;
}
