// The guards of spec §2.4 as one decision, so that every layout applies the same rules and a
// table test can cover them: who may see a page of which layout, and where everyone else goes.
// The decision is handed the one check that needs the route table (may a signed-in user be sent
// back to a path?) so that the gates of the sign-in pages do not load the table to show a form;
// access.ts binds it to the table.
import type { AuthData } from '../../domain/auth';
import { landingPath } from '../../domain/landing';
import { hasPermission } from '../../domain/permissions';
import { editionAllows } from '../../domain/report-editions';
import type { RouteGuard, RouteLayout } from '../../domain/route-match';
import { returnUrlOf, withReturnUrl } from './return-url';

export const LOGIN_PATH = '/login';
export const CREATE_NEW_PASSWORD_PATH = '/createNewPassword';

export interface AccessInput {
  /** The session's auth (null when signed out or signing in). */
  auth: AuthData | null;
  /** The session is in forceChangePassword. */
  mustChangePassword: boolean;
  layout: RouteLayout;
  /** The exact permission the screen needs (the route's guard); null for none. */
  guard: RouteGuard | null;
  location: { pathname: string; search: string };
  /**
   * The user whose session ended in this tab (sign-out, refused refresh, revocation), if any: the
   * page they were on is not kept for whoever signs in next, and a return address is honoured only
   * for that same user.
   */
  endedUserId?: number | null;
}

/** 'pending': the visitor is to be sent back to a returnUrl, and the check for it is not loaded yet. */
export type Access = { type: 'render' } | { type: 'redirect'; to: string } | { type: 'noPermission' } | { type: 'pending' };

/** Whether a signed-in user may be sent back to `path`: a protected page they may open. */
export type ReturnCheck = (auth: AuthData, path: string) => boolean;

const render: Access = { type: 'render' };
const pending: Access = { type: 'pending' };
const redirect = (to: string): Access => ({ type: 'redirect', to });

/**
 * After sign-in (or the forced change): back where the visitor was going if they may open it,
 * else their landing page; null when there is a returnUrl and no check to judge it yet.
 */
export function destinationWith(
  auth: AuthData,
  search: string,
  mayReturnTo: ReturnCheck | null,
  endedUserId: number | null = null,
): string | null {
  const wanted = returnUrlOf(search);
  if (!wanted || (endedUserId !== null && endedUserId !== auth.id)) return landingPath(auth);
  if (!mayReturnTo) return null;
  return mayReturnTo(auth, wanted) ? wanted : landingPath(auth);
}

const signedInTo = (destination: string | null): Access => (destination === null ? pending : redirect(destination));

export function decideAccessWith(input: AccessInput, mayReturnTo: ReturnCheck | null): Access {
  const { auth, mustChangePassword, layout, guard, location, endedUserId = null } = input;
  const here = `${location.pathname}${location.search}`;
  if (layout === 'unauthenticated') {
    if (!auth) return render;
    if (mustChangePassword) return redirect(withReturnUrl(CREATE_NEW_PASSWORD_PATH, returnUrlOf(location.search)));
    return signedInTo(destinationWith(auth, location.search, mayReturnTo, endedUserId));
  }
  if (layout === 'createNewPassword') {
    if (!auth) return redirect(LOGIN_PATH);
    return mustChangePassword ? render : signedInTo(destinationWith(auth, location.search, mayReturnTo, endedUserId));
  }
  if (!auth) return redirect(endedUserId === null ? withReturnUrl(LOGIN_PATH, here) : LOGIN_PATH);
  if (mustChangePassword) return redirect(withReturnUrl(CREATE_NEW_PASSWORD_PATH, here));
  if (guard && !hasPermission(auth.permissions, guard.area, guard.qualifier)) return { type: 'noPermission' };
  // A report set outside the session's editions (spec §1) is refused like a missing permission.
  if (guard && !editionAllows(guard.edition, auth.appVersions)) return { type: 'noPermission' };
  return render;
}
