// What a route of the app is, and how a path finds its route in a table. Kept apart from the
// table itself (routes.ts, built from the entity registry) so that code loaded before sign-in can
// name routes and layouts without loading every entity declaration.
import type { AppVersion } from './enums';
import type { Area, Qualifier } from './permissions';

export type RouteKind = 'list' | 'create' | 'edit' | 'view' | 'page' | 'report' | 'dashboard' | 'public';

/** Which layout a route renders in (spec §2.4). */
export type RouteLayout = 'unauthenticated' | 'createNewPassword' | 'protected';

export interface RouteGuard {
  area: Area;
  qualifier: Qualifier;
  /** The edition the screen belongs to (a report set): sessions without it may not open it. */
  edition?: AppVersion;
}

export interface AppRoute {
  /** React Router pattern, e.g. '/collections/edit/:entityId'. */
  path: string;
  kind: RouteKind;
  layout: RouteLayout;
  /** The exact permission the screen needs; null for pages every signed-in user may open. */
  guard: RouteGuard | null;
  /** The entity key of the section the route belongs to. */
  entity?: string;
  /** Distinguishes screens of one entity that differ by kind, e.g. 'operational' | 'tenant'. */
  variant?: string;
  /** The feature page that renders it (src/features/<module>.tsx) when it is not the generic screen. */
  module?: string;
  /** Props that page takes (a report page's report type). */
  props?: Readonly<Record<string, unknown>>;
  /** The link its section shows to it (spec §2.2's extra screens the menu does not list). */
  link?: SectionLinkSpec;
}

export interface SectionLinkSpec {
  /** The entity key of the section that links to it. */
  from: string;
  label: string;
  /** Shown on the section's list (default) or on one of its records' view. */
  on?: 'list' | 'view';
}

/** Where '/' goes (spec §2.3: "redirects to sign in, replacing the history entry"). */
export const ROOT_REDIRECT = '/login';

/** The parameter every entity screen uses (spec §2.1). */
export const ENTITY_ID_PARAM = 'entityId';

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split(/[?#]/)[0]!.split('/').filter((s) => s !== '');
}

function matchOne(route: AppRoute, segments: readonly string[]): Record<string, string> | null {
  const pattern = segmentsOf(route.path);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const actual = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const staticSegments = (route: AppRoute) => segmentsOf(route.path).filter((s) => !s.startsWith(':')).length;

/** The route of `routes` a pathname opens (static segments win over parameters, as in React Router). */
export function matchRouteIn(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  let best: RouteMatch | null = null;
  for (const route of routes) {
    const params = matchOne(route, segments);
    if (params && (!best || staticSegments(route) > staticSegments(best.route))) best = { route, params };
  }
  return best;
}
