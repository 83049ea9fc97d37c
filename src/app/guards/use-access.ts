import { useLocation } from 'react-router-dom';
import { selectAuth, selectMustChangePassword, useSessionSelector } from '../../actors/hooks';
import type { RouteGuard, RouteLayout } from '../../domain/routes';
import { decideAccess, type Access } from './access';

/** The guard decision for the current location, kept current as the session changes. */
export function useAccess(layout: RouteLayout, guard: RouteGuard | null = null): Access {
  const auth = useSessionSelector(selectAuth);
  const mustChangePassword = useSessionSelector(selectMustChangePassword);
  const location = useLocation();
  return decideAccess({ auth, mustChangePassword, layout, guard, location });
}
