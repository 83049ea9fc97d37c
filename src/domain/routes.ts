// The route table of spec §2.2–§2.3 as data, with the guard each screen needs (spec §6). The app's
// router, the menu and the guards read it; nothing here knows about React.
//
// Entity sections come from the entity registry (route + screens), so a new declaration adds its
// routes. Sections the registry does not declare yet are listed in SPEC_SECTIONS with the spec's
// screens; a declaration, once it exists, wins over that list.
import type { EntityDeclaration, ScreenKind } from './entity';
import { ENTITIES } from './entities';
import { Area, hasPermission, Qualifier, type Permission } from './permissions';
import { ENTITY_ID_PARAM, matchRouteIn, type AppRoute, type RouteGuard, type RouteKind, type RouteMatch } from './route-match';

// The shape of a route and the matching live in route-match.ts (light); this module adds the table.
export {
  ENTITY_ID_PARAM,
  ROOT_REDIRECT,
  type AppRoute,
  type RouteGuard,
  type RouteKind,
  type RouteLayout,
  type RouteMatch,
} from './route-match';

interface SectionSpec {
  base: string;
  entity: string;
  area: Area;
  screens: readonly ScreenKind[];
}

const ALL_SCREENS: readonly ScreenKind[] = ['list', 'create', 'edit', 'view'];
const NO_VIEW: readonly ScreenKind[] = ['list', 'create', 'edit'];
const section = (base: string, entity: string, area: Area, screens = ALL_SCREENS): SectionSpec => ({
  base,
  entity,
  area,
  screens,
});

/** Spec §2.2 and the plain sections of §2.3, with the areas that guard them. */
export const SPEC_SECTIONS: readonly SectionSpec[] = [
  section('/auditors', 'auditors', Area.Auditors),
  section('/audit-services', 'auditServices', Area.AuditServices),
  section('/bin-counts', 'binCounts', Area.BinCount),
  section('/bin-collections', 'binCollections', Area.BinCollections),
  section('/bin-types', 'binTypes', Area.BinTypes),
  section('/cleaners', 'cleaners', Area.Cleaners),
  section('/collectionLimits', 'collectionLimits', Area.CollectionLimits),
  section('/collectionPoints', 'collectionPoints', Area.CollectionPoints),
  section('/collections', 'collections', Area.Collections),
  section('/companyConfigurations', 'companyConfigurations', Area.CompanyConfiguration),
  section('/contacts', 'contacts', Area.Contacts),
  section('/customers', 'customers', Area.Customers),
  section('/destination-contractors', 'destinationContractors', Area.DestinationContractor),
  section('/equipment', 'equipment', Area.Equipment),
  section('/furnitureCategories', 'furnitureCategories', Area.FurnitureCategories, NO_VIEW),
  section('/furniture-items', 'furnitureItems', Area.FurnitureItems),
  section('/furniture-locations', 'furnitureLocations', Area.FurnitureLocations, NO_VIEW),
  section('/furniture-types', 'furnitureTypes', Area.FurnitureTypes),
  section('/managers', 'managers', Area.Managers),
  section('/multi-site-cleaners', 'multiSiteCleaners', Area.MultiSiteCleaners),
  section('/products', 'products', Area.Products),
  section('/service-types', 'serviceTypes', Area.ServiceType),
  section('/siteInformations', 'siteInformations', Area.SiteInformations),
  section('/wasteStreams', 'wasteStreams', Area.WasteStreams),
  section('/wasteTypes', 'wasteTypes', Area.WasteTypes),
  section('/collection-services', 'collectionServices', Area.CollectionServices),
  section('/tablet-configuration', 'tabletConfigurations', Area.TabletConfiguration),
  section('/transactions', 'transactions', Area.Transactions),
  section('/waste-audits', 'wasteAudits', Area.Audits, ['list', 'view', 'edit']),
  section('/infrastructure-audits', 'infrastructureAudits', Area.Audits, ['list', 'view', 'edit']),
  section('/buildings', 'buildings', Area.Packages, NO_VIEW),
  section('/primaryLocations', 'primaryLocations', Area.Locations, NO_VIEW),
  section('/secondaryLocations', 'secondaryLocations', Area.Locations, NO_VIEW),
  section('/portfolio-users', 'portfolioUsers', Area.PortfolioUsers, ['list', 'edit', 'view']),
  section('/users', 'users', Area.Users, ['list', 'edit']),
  section('/imports', 'imports', Area.Imports, ['list']),
];

const SCREEN_QUALIFIER: Record<ScreenKind, Qualifier> = {
  list: Qualifier.View,
  view: Qualifier.View,
  create: Qualifier.Create,
  edit: Qualifier.Edit,
};

function screenPath(base: string, screen: ScreenKind): string {
  if (screen === 'list') return base;
  if (screen === 'create') return `${base}/create`;
  return `${base}/${screen}/:${ENTITY_ID_PARAM}`;
}

function screenRoutes(spec: SectionSpec, variant?: string): AppRoute[] {
  return spec.screens.map((screen) => ({
    path: screenPath(spec.base, screen),
    kind: screen,
    layout: 'protected',
    guard: { area: spec.area, qualifier: SCREEN_QUALIFIER[screen] },
    entity: spec.entity,
    ...(variant ? { variant } : {}),
  }));
}

function guarded(path: string, kind: RouteKind, area: Area, qualifier: Qualifier, entity?: string): AppRoute {
  return { path, kind, layout: 'protected', guard: { area, qualifier }, ...(entity ? { entity } : {}) };
}

/**
 * Sections whose screens are not the generic four: their routes are listed in extraRoutes, and a
 * declaration with such a route adds nothing beyond them.
 */
const CUSTOM_SECTION_BASES = new Set([
  '/portfolios',
  '/portfolios/operational',
  '/portfolios/tenant',
  '/api-configurations',
  '/api-configurations/building',
  '/api-configurations/tenant',
  '/waste-audits/:auditId/audit-collections',
  '/infrastructure-audits/:auditId/level-infrastructure-audits',
]);

/** Sections taken from the registry where declared, else from SPEC_SECTIONS. */
export function entitySections(entities: readonly EntityDeclaration[] = ENTITIES): SectionSpec[] {
  const declared = entities
    .filter((e): e is EntityDeclaration & { route: string } => e.route !== null && e.route.startsWith('/'))
    .filter((e) => !CUSTOM_SECTION_BASES.has(e.route))
    .map((e) => section(e.route, e.key, e.area, e.screens));
  const declaredBases = new Set(declared.map((s) => s.base));
  return [...declared, ...SPEC_SECTIONS.filter((s) => !declaredBases.has(s.base))];
}

const { View, Create, Edit } = Qualifier;

/** Routes of §2.2–§2.3 that are not the plain list/create/edit/view of one section. */
function extraRoutes(entities: readonly EntityDeclaration[]): AppRoute[] {
  // The declaration of a section, when it exists, names its entity key and area.
  const owner = (base: string, key: string, area: Area) => {
    const declared = entities.find((e) => e.route === base);
    return declared ? { key: declared.key, area: declared.area } : { key, area };
  };
  const page = (base: string, key: string, area: Area, rest: string, qualifier: Qualifier): AppRoute => {
    const o = owner(base, key, area);
    return guarded(`${base}/${rest}`, 'page', o.area, qualifier, o.key);
  };
  const screens = (base: string, key: string, area: Area, kinds: readonly ScreenKind[], variant?: string) => {
    const o = owner(base, key, area);
    return screenRoutes(section(base, o.key, o.area, kinds), variant);
  };
  const apiConfigurations = owner('/api-configurations', 'apiConfigurations', Area.ApiConfig);
  const apiConfigurationScreens = (variant: string) =>
    screens(`/api-configurations/${variant}`, apiConfigurations.key, apiConfigurations.area, ['create', 'edit'], variant);
  return [
    page('/audit-services', 'auditServices', Area.AuditServices, 'customQrPrint', View),
    page('/audit-services', 'auditServices', Area.AuditServices, 'quickQrPrint', View),
    page('/collection-services', 'collectionServices', Area.CollectionServices, 'createInBulk', Create),
    page('/collection-services', 'collectionServices', Area.CollectionServices, 'customQrPrint', View),
    page('/collection-services', 'collectionServices', Area.CollectionServices, 'quickQrPrint', View),
    // Copying a configuration to another building creates one there.
    page('/tablet-configuration', 'tabletConfigurations', Area.TabletConfiguration, 'copy/:entityId', Create),
    page('/transactions', 'transactions', Area.Transactions, 'export', Edit),
    page('/transactions', 'transactions', Area.Transactions, 'import', Edit),
    ...screens('/waste-audits/:auditId/audit-collections', 'auditCollections', Area.AuditCollections, [
      'create',
      'edit',
      'view',
    ]),
    ...screens(
      '/infrastructure-audits/:auditId/level-infrastructure-audits',
      'levelInfrastructureAudits',
      Area.LevelInfrastructureAudits,
      ['create', 'edit', 'view'],
    ),
    // One list shows both kinds of portfolio; each kind has its own screens and declaration.
    ...screens('/portfolios', 'portfolios', Area.Portfolios, ['list']),
    ...screens('/portfolios/operational', 'portfolios', Area.Portfolios, ['create', 'edit', 'view'], 'operational'),
    ...screens('/portfolios/tenant', 'tenantPortfolios', Area.TenantPortfolio, ['create', 'edit', 'view'], 'tenant'),
    ...screens('/api-configurations', apiConfigurations.key, apiConfigurations.area, ['list']),
    ...apiConfigurationScreens('building'),
    ...apiConfigurationScreens('tenant'),
    { path: '/help', kind: 'page', layout: 'protected', guard: null },
    // The profile is the user's own: View on Profile opens all of it, password change included.
    guarded('/profile', 'page', Area.Profile, View),
    guarded('/profile/general-info-edit', 'page', Area.Profile, View),
    guarded('/profile/password-edit', 'page', Area.Profile, View),
    guarded('/contaminatedCollectionReport', 'report', Area.ContaminatedCollectionReport, View),
    guarded('/dashboard', 'dashboard', Area.Dashboard, View),
    guarded('/dashboard-furniture', 'dashboard', Area.FurnitureDashboard, View),
    guarded('/dashboard-lite', 'dashboard', Area.LiteDashboard, View),
    guarded('/dashboard-portfolio', 'dashboard', Area.PortfolioDashboard, View),
    guarded('/dashboard-supplier', 'dashboard', Area.SupplierDashboard, View),
    guarded('/systemDashboard', 'dashboard', Area.SystemDashboard, View),
    guarded('/reports/adv-report', 'report', Area.Report, View),
    guarded('/reports/audit', 'report', Area.AuditReport, View),
    guarded('/reports/ft-report', 'report', Area.FurnitureReport, View),
    guarded('/reports/lite-report', 'report', Area.LiteReport, View),
    guarded('/reports/portfolio-report', 'report', Area.PortfolioReport, View),
    guarded('/reports/swr-report', 'report', Area.SupplierReport, View),
    guarded('/reports/tenant-portfolio-report', 'report', Area.TenantPortfolioReport, View),
    { path: '/login', kind: 'public', layout: 'unauthenticated', guard: null },
    { path: '/forgotPassword', kind: 'public', layout: 'unauthenticated', guard: null },
    // Signed in but made to change the password first: not public, yet no permission applies.
    { path: '/createNewPassword', kind: 'page', layout: 'createNewPassword', guard: null },
  ];
}

/** Every route of the product: entity screens first, then the extras. */
export function buildRoutes(entities: readonly EntityDeclaration[] = ENTITIES): AppRoute[] {
  const extras = extraRoutes(entities);
  const extraPaths = new Set(extras.map((r) => r.path));
  const fromSections = entitySections(entities)
    .flatMap((s) => screenRoutes(s))
    .filter((r) => !extraPaths.has(r.path));
  return [...fromSections, ...extras];
}

export const ROUTES: readonly AppRoute[] = buildRoutes();

/** The route a pathname opens (static segments win over parameters, as in React Router). */
export function matchRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): RouteMatch | null {
  return matchRouteIn(routes, pathname);
}

/**
 * The permission a path needs: null when it needs none or matches no route (an unknown path
 * renders "404 Not Found", not a permission check). Accepts a pathname or a pattern.
 */
export function guardFor(path: string, routes: readonly AppRoute[] = ROUTES): RouteGuard | null {
  return matchRoute(path, routes)?.route.guard ?? null;
}

/** Whether a user holding `permissions` may open `path`. */
export function canOpen(permissions: readonly Permission[], path: string, routes: readonly AppRoute[] = ROUTES): boolean {
  const guard = guardFor(path, routes);
  return guard === null || hasPermission(permissions, guard.area, guard.qualifier);
}
