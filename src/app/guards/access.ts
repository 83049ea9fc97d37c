// The guards of spec §2.4 as one decision, so that every layout applies the same rules and a
// table test can cover them: who may see a page of which layout, and where everyone else goes.
import type { AuthData } from '../../domain/auth';
import { landingPath } from '../../domain/landing';
import { hasPermission } from '../../domain/permissions';
import { canOpen, matchRoute, type RouteGuard, type RouteLayout } from '../../domain/routes';
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
}

export type Access = { type: 'render' } | { type: 'redirect'; to: string } | { type: 'noPermission' };

const render: Access = { type: 'render' };
const redirect = (to: string): Access => ({ type: 'redirect', to });

/** After sign-in (or the forced change): back where the visitor was going if they may open it. */
export function destinationAfterSignIn(auth: AuthData, search: string): string {
  const wanted = returnUrlOf(search);
  const route = wanted ? matchRoute(wanted)?.route : undefined;
  if (wanted && route?.layout === 'protected' && canOpen(auth.permissions, wanted)) return wanted;
  return landingPath(auth);
}

export function decideAccess({ auth, mustChangePassword, layout, guard, location }: AccessInput): Access {
  const here = `${location.pathname}${location.search}`;
  if (layout === 'unauthenticated') {
    if (!auth) return render;
    if (mustChangePassword) return redirect(withReturnUrl(CREATE_NEW_PASSWORD_PATH, returnUrlOf(location.search)));
    return redirect(destinationAfterSignIn(auth, location.search));
  }
  if (layout === 'createNewPassword') {
    if (!auth) return redirect(LOGIN_PATH);
    return mustChangePassword ? render : redirect(destinationAfterSignIn(auth, location.search));
  }
  if (!auth) return redirect(withReturnUrl(LOGIN_PATH, here));
  if (mustChangePassword) return redirect(withReturnUrl(CREATE_NEW_PASSWORD_PATH, here));
  if (guard && !hasPermission(auth.permissions, guard.area, guard.qualifier)) return { type: 'noPermission' };
  return render;
}
