// Which screen module renders each protected route, and with which props: the route's own page
// (declared with the route in src/domain/routes.ts), else the generic screen of its kind. Modules
// are the feature folders' *Page.tsx, each its own lazily loaded chunk.
import type { ComponentType } from 'react';
import type { AppRoute } from '../domain/routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page declares its own props
export type PageModule = { default: ComponentType<any> };
export type PageLoader = () => Promise<PageModule>;

const PAGES = import.meta.glob<PageModule>('../features/*/*Page.tsx');

export interface Screen {
  /** Path of the module under src/features, e.g. 'entities/EntityListPage'. */
  module: string;
  props: Record<string, unknown>;
  load: PageLoader;
}

const ENTITY_PAGES = {
  list: 'entities/EntityListPage',
  create: 'entities/EntityCreatePage',
  edit: 'entities/EntityEditPage',
  view: 'entities/EntityViewPage',
} as const;

/** '/dashboard-lite' → 'lite'; '/dashboard' → 'collections' (the menu's Collections → Report). */
export function dashboardVariant(path: string): string {
  return path === '/dashboard' ? 'collections' : path.replace(/^\/dashboard-/, '');
}

function moduleAndProps(route: AppRoute): Pick<Screen, 'module' | 'props'> | null {
  if (route.module) return { module: route.module, props: { ...route.props } };
  if (route.kind === 'dashboard') return { module: 'reports/DashboardPage', props: { variant: dashboardVariant(route.path) } };
  if (route.entity && route.kind in ENTITY_PAGES) {
    const props: Record<string, unknown> = { entityKey: route.entity };
    if (route.variant) props.variant = route.variant;
    return { module: ENTITY_PAGES[route.kind as keyof typeof ENTITY_PAGES], props };
  }
  return null;
}

/** The screen of a protected route; a route naming a module that does not exist is a mistake. */
export function screenOf(route: AppRoute, pages: Readonly<Record<string, PageLoader>> = PAGES): Screen {
  const found = moduleAndProps(route);
  if (!found) throw new Error(`No screen renders ${route.path}`);
  const load = pages[`../features/${found.module}.tsx`];
  if (!load) throw new Error(`${route.path} names src/features/${found.module}.tsx, which does not exist`);
  return { ...found, load };
}
