import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectAuth, selectEndedUserId, selectMustChangePassword, useSessionSelector } from '../../actors/hooks';
import type { RouteGuard, RouteLayout } from '../../domain/route-match';
import { decideAccessWith, type Access, type ReturnCheck } from './access-rules';
import { loadedReturnCheck, loadReturnCheck } from './return-check';

/**
 * The guard decision for the current location, kept current as the session changes. While the
 * returnUrl check loads the decision is 'pending'; a load that fails for good is thrown to the
 * route's error page.
 */
export function useAccess(layout: RouteLayout, guard: RouteGuard | null = null): Access {
  const auth = useSessionSelector(selectAuth);
  const mustChangePassword = useSessionSelector(selectMustChangePassword);
  const endedUserId = useSessionSelector(selectEndedUserId);
  const location = useLocation();
  const [mayReturnTo, setMayReturnTo] = useState<ReturnCheck | null>(loadedReturnCheck);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const access = decideAccessWith({ auth, mustChangePassword, layout, guard, location, endedUserId }, mayReturnTo);
  const waiting = access.type === 'pending';
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadReturnCheck().then(
      (check) => {
        if (live) setMayReturnTo(() => check);
      },
      (error: unknown) => {
        if (live) setLoadError(error instanceof Error ? error : new Error('The route table did not load'));
      },
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  if (loadError) throw loadError;
  return access;
}
