// The one screen-URL builder (like bulletproof-react's `paths` or react-admin's useCreatePath):
// every link, redirect, menu entry and route pattern of an entity screen is made here from the
// declarations, and "where does a record open" is decided once (recordPath).
//
// Two facts are not declaration properties and are derived here instead (src/domain/entities is
// the registry's): screens split by a variant under their own base (API configurations by kind,
// spec §2.3), and declarations whose list is another's (both portfolio kinds share /portfolios).
import type { EntityDeclaration, ScreenKind } from './entity';
import { ApiConfigurationKind } from './entities/config';
import { ENTITIES, type EntityKey } from './entities';
import { ENTITY_ID_PARAM } from './route-match';

/** An entity by its registry key (a misspelt key does not compile) or its declaration. */
export type EntityRef = EntityKey | Pick<EntityDeclaration, 'key' | 'route' | 'screens'>;
/** Route parameters of a nested section ('/waste-audits/:auditId/…'). */
export type RouteParams = Readonly<Record<string, string | number | undefined>>;

interface ScreenVariants {
  /** The row column that says which variant a record is. */
  column: string;
  /** Column value → variant name; the variant's screens live under `${route}/${variant}`. */
  byValue: Readonly<Record<string, string>>;
  /** The variant a create screen opens with when none is named. */
  defaultVariant: string;
}

const SCREEN_VARIANTS: Readonly<Record<string, ScreenVariants>> = {
  apiConfigurations: {
    column: 'kind',
    byValue: { [ApiConfigurationKind.Building]: 'building', [ApiConfigurationKind.Tenant]: 'tenant' },
    defaultVariant: 'building',
  },
};

/** The variants of an entity's create/edit/view screens and their bases (routes.ts declares them). */
export function screenVariantsOf(entityKey: string): readonly string[] {
  const variants = SCREEN_VARIANTS[entityKey];
  return variants ? [...new Set(Object.values(variants.byValue))] : [];
}

/** Lists shared by several declarations: one list, a tab per declaration. */
const SHARED_LISTS: Readonly<Record<string, { path: string; tab?: string }>> = {
  portfolios: { path: '/portfolios' },
  tenantPortfolios: { path: '/portfolios', tab: 'kind=tenant' },
};

function declarationOf(entity: EntityRef): Pick<EntityDeclaration, 'key' | 'route' | 'screens'> {
  if (typeof entity !== 'string') return entity;
  const found = ENTITIES.find((e) => e.key === entity);
  if (!found) throw new Error(`Unknown entity: ${entity}`);
  return found;
}

/** A route base with its parameters filled in ('/waste-audits/:auditId/…' inside an audit). */
export function fillRoute(route: string, params: RouteParams = {}): string {
  return route.replace(/:([A-Za-z]+)/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** The pattern of one screen under a base: '/x', '/x/create', '/x/edit/:entityId'. */
export function screenPattern(base: string, kind: ScreenKind): string {
  if (kind === 'list') return base;
  if (kind === 'create') return `${base}/create`;
  return `${base}/${kind}/:${ENTITY_ID_PARAM}`;
}

/** The base of an entity's screens, its parameters filled; null for an entity without screens. */
export function sectionBase(entity: EntityRef, params: RouteParams = {}): string | null {
  const { route } = declarationOf(entity);
  return route ? fillRoute(route, params) : null;
}

/** The list screen (with its tab when the list is shared); '/' for an entity without screens. */
export function listPath(entity: EntityRef, params: RouteParams = {}): string {
  const declaration = declarationOf(entity);
  const shared = SHARED_LISTS[declaration.key];
  if (shared) return shared.tab ? `${shared.path}?${shared.tab}` : shared.path;
  return sectionBase(declaration, params) ?? '/';
}

export interface ScreenOptions {
  params?: RouteParams;
  /** A variant's name ('tenant'), or the record whose column decides it. */
  variant?: string;
  record?: Readonly<Record<string, unknown>>;
}

function variantBase(declaration: Pick<EntityDeclaration, 'key'>, base: string, options: ScreenOptions): string {
  const variants = SCREEN_VARIANTS[declaration.key];
  if (!variants) return base;
  const fromRecord = options.record ? variants.byValue[String(options.record[variants.column])] : undefined;
  return `${base}/${options.variant ?? fromRecord ?? variants.defaultVariant}`;
}

/** '/collections/create', '/collections/edit/4', '/api-configurations/tenant/edit/2', … */
export function screenPath(entity: EntityRef, kind: Exclude<ScreenKind, 'list'>, id?: number | string, options: ScreenOptions = {}): string {
  const declaration = declarationOf(entity);
  const base = sectionBase(declaration, options.params);
  if (!base) throw new Error(`${declaration.key} has no screens`);
  const screensBase = variantBase(declaration, base, options);
  if (kind === 'create') return `${screensBase}/create`;
  if (id === undefined) throw new Error(`A ${kind} screen needs a record id`);
  return `${screensBase}/${kind}/${id}`;
}

export interface RecordPathOptions extends ScreenOptions {
  /** Whether the session may edit (a record without a view screen opens for editing only then). */
  canEdit?: boolean;
}

/**
 * Where a record opens: its view screen, else its edit screen (when the session may edit), else
 * nowhere (null). Used by grids, lookup links, recent activity and redirects after a save.
 */
export function recordPath(entity: EntityRef, id: number | string, options: RecordPathOptions = {}): string | null {
  const declaration = declarationOf(entity);
  if (!declaration.route) return null;
  if (declaration.screens.includes('view')) return screenPath(declaration, 'view', id, options);
  if (declaration.screens.includes('edit') && options.canEdit !== false) return screenPath(declaration, 'edit', id, options);
  return null;
}
