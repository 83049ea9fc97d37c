// Deny by default. Every route declares who may call it: `config.public`, `config.access =
// 'signedIn'` (any signed-in session, no particular permission) or a requirePermission pre-handler
// (area + qualifier). An onRoute hook records each route's declaration so a test can list the
// undeclared ones, and the auth hook authenticates every route that is not public — deciding on the
// normalised path (percent-decoded, lower-cased) when no route matched.
import type { FastifyInstance, RouteOptions } from 'fastify';

export type RouteAccess = 'public' | 'signedIn' | 'permission' | 'undeclared';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Any signed-in session may call the route; it checks nothing beyond the token. */
    access?: 'signedIn';
    /** Open to a user who must change their default password first (forceChangePassword). */
    beforePasswordChange?: boolean;
  }
  interface FastifyInstance {
    routeDeclarations: RouteDeclarations;
  }
}

/** The pre-handlers made by requirePermission (and helpers built on it), recognised by identity. */
const permissionChecks = new WeakSet<object>();

/** Marks a pre-handler as a permission check (area + qualifier) for the route declaration check. */
export function declaresPermission<T extends object>(handler: T): T {
  permissionChecks.add(handler);
  return handler;
}

function accessOf(route: RouteOptions, publicPlugin: boolean): RouteAccess {
  if (route.config?.public || publicPlugin) return 'public';
  if (route.config?.access === 'signedIn') return 'signedIn';
  const preHandlers = [route.preHandler ?? []].flat();
  return preHandlers.some((h) => permissionChecks.has(h)) ? 'permission' : 'undeclared';
}

export class RouteDeclarations {
  readonly routes: DeclaredRoute[] = [];
  private publicDepth = 0;
  private readonly publicPrefixes: string[] = [];

  record(route: RouteOptions): void {
    const publicPlugin = this.publicDepth > 0 || this.publicPrefixes.some((p) => route.url === p || route.url.startsWith(`${p}/`));
    // Plugins' own routes (static files, the docs UI) cannot take a config: mark them here.
    if (publicPlugin) route.config = { ...route.config, public: true };
    for (const method of [route.method].flat()) {
      this.routes.push({ method, url: route.url, access: accessOf(route, publicPlugin) });
    }
  }

  /** Registers a third-party plugin whose every route is public (the SPA's files, the API docs). */
  async publicWhile(register: () => PromiseLike<unknown>): Promise<void> {
    this.publicDepth++;
    try {
      await register();
    } finally {
      this.publicDepth--;
    }
  }

  /** Every route under the prefix is public (a plugin that adds its routes after registering). */
  publicUnder(prefix: string): void {
    this.publicPrefixes.push(prefix);
  }

  undeclared(): DeclaredRoute[] {
    return this.routes.filter((r) => r.access === 'undeclared');
  }
}

export function installRouteDeclarations(app: FastifyInstance): RouteDeclarations {
  const declarations = new RouteDeclarations();
  app.decorate('routeDeclarations', declarations);
  app.addHook('onRoute', (route) => declarations.record(route));
  return declarations;
}

/** The path as routing sees it: no query, percent-decoded, lower-cased; null when undecodable. */
export function normalisedPath(url: string): string | null {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return null;
  }
}

const API_PATH = /^\/+(api|token|files)(\/|$)/;

/** True for the API's paths (and for undecodable ones: when in doubt, ask for a token). */
export function isApiPath(url: string): boolean {
  const path = normalisedPath(url);
  return path === null || API_PATH.test(path);
}
