// The route table of spec §2.2–§2.3 as data, with the guard each screen needs (spec §6). The app's
// router, its screens, the menu, the guards and the sections' links read it; nothing here knows
// about React.
//
// Entity sections come from the entity registry (route + screens), so a new declaration adds its
// routes. Every other screen — a page of its own, or a generic screen a feature renders its own
// way — is declared once below (extraRoutes): its path, guard, module and, when a section links to
// it, the link's label.
import { AUDIT_LOG_ACCESS } from './audit';
import type { EntityDeclaration, ScreenKind } from './entity';
import { ENTITIES } from './entities';
import type { AppVersion } from './enums';
import { Area, hasPermission, Qualifier, type Permission } from './permissions';
import { editionAllows, REPORT_EDITION } from './report-editions';
import type { ReportType } from './reports';
import { matchRouteIn, type AppRoute, type RouteGuard, type RouteKind, type RouteMatch } from './route-match';
import { ENTITY_ID_PARAM as ENTITY_ID, type SectionLinkSpec } from './route-match';
import { fillRoute, screenPattern, screenVariantsOf, type RouteParams } from './screen-paths';

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
const section = (base: string, entity: string, area: Area, screens = ALL_SCREENS): SectionSpec => ({
  base,
  entity,
  area,
  screens,
});

const SCREEN_QUALIFIER: Record<ScreenKind, Qualifier> = {
  list: Qualifier.View,
  view: Qualifier.View,
  create: Qualifier.Create,
  edit: Qualifier.Edit,
};

function screenRoutes(spec: SectionSpec, variant?: string): AppRoute[] {
  return spec.screens.map((screen) => ({
    path: screenPattern(spec.base, screen),
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

/** A report or dashboard page of one edition's report set (src/domain/report-editions.ts). */
function ofEdition(route: AppRoute, reportType: ReportType): AppRoute {
  const edition = REPORT_EDITION[reportType];
  return edition && route.guard ? { ...route, guard: { ...route.guard, edition } } : route;
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

/** The sections of the registry whose screens are the generic ones. */
export function entitySections(entities: readonly EntityDeclaration[] = ENTITIES): SectionSpec[] {
  return entities
    .filter((e): e is EntityDeclaration & { route: string } => e.route !== null && e.route.startsWith('/'))
    .filter((e) => !CUSTOM_SECTION_BASES.has(e.route))
    .map((e) => section(e.route, e.key, e.area, e.screens));
}

const { View, Create, Edit } = Qualifier;

/** The administrators' global audit list. */
export const AUDIT_LOG_PATH = '/audit-log';

/** A feature page under src/features, e.g. 'services/QrPrintPage'. */
type PageModule = string;

/** Spec §2.3's report pages and the report each shows. */
const REPORTS: readonly (readonly [path: string, area: Area, reportType: ReportType])[] = [
  ['/reports/adv-report', Area.Report, 'Full'],
  ['/reports/audit', Area.AuditReport, 'Audits'],
  ['/reports/ft-report', Area.FurnitureReport, 'Furniture'],
  ['/reports/lite-report', Area.LiteReport, 'Lite'],
  ['/reports/portfolio-report', Area.PortfolioReport, 'Portfolio'],
  ['/reports/swr-report', Area.SupplierReport, 'Supplier'],
  ['/reports/tenant-portfolio-report', Area.TenantPortfolioReport, 'TenantPortfolio'],
];

/** Routes of §2.2–§2.3 that are not the plain list/create/edit/view of one section. */
function extraRoutes(entities: readonly EntityDeclaration[]): AppRoute[] {
  // The declaration of a section, when it exists, names its entity key and area.
  const owner = (base: string, key: string, area: Area) => {
    const declared = entities.find((e) => e.route === base);
    return declared ? { key: declared.key, area: declared.area } : { key, area };
  };
  /** A page of a section: `link` labels the link its list (or record, `on: 'view'`) shows to it. */
  const page = (base: string, key: string, area: Area, rest: string, qualifier: Qualifier, module: PageModule, link?: SectionLinkSpec): AppRoute => {
    const o = owner(base, key, area);
    return { ...guarded(`${base}/${rest}`, 'page', o.area, qualifier, o.key), module, ...(link ? { link } : {}) };
  };
  const screens = (base: string, key: string, area: Area, kinds: readonly ScreenKind[], variant?: string) => {
    const o = owner(base, key, area);
    return screenRoutes(section(base, o.key, o.area, kinds), variant);
  };
  /** Generic screens of a declared section that a feature renders its own way. */
  const ownScreens = (base: string, key: string, area: Area, modules: Partial<Record<ScreenKind, PageModule>>, variant?: string) =>
    screens(base, key, area, Object.keys(modules) as ScreenKind[], variant).map((r) => ({ ...r, module: modules[r.kind as ScreenKind] }));
  const apiConfigurations = owner('/api-configurations', 'apiConfigurations', Area.ApiConfig);
  const apiConfigurationScreens = screenVariantsOf(apiConfigurations.key).flatMap((variant) =>
    screens(`/api-configurations/${variant}`, apiConfigurations.key, apiConfigurations.area, ['create', 'edit'], variant),
  );
  const portfolioScreens = (kind: 'operational' | 'tenant', key: string, area: Area) =>
    ownScreens(`/portfolios/${kind}`, key, area, { create: 'portfolios/PortfolioCreatePage', edit: 'portfolios/PortfolioEditPage', view: 'portfolios/PortfolioViewPage' }, kind);
  const collectionServicesLink = (label: string) => ({ from: 'collectionServices', label });
  const auditServicesLink = (label: string) => ({ from: 'auditServices', label });
  return [
    page('/audit-services', 'auditServices', Area.AuditServices, 'quickQrPrint', View, 'services/QrPrintPage', auditServicesLink('Quick QR print')),
    page('/audit-services', 'auditServices', Area.AuditServices, 'customQrPrint', View, 'services/QrPrintPage', auditServicesLink('Custom QR print')),
    page('/collection-services', 'collectionServices', Area.CollectionServices, 'quickQrPrint', View, 'services/QrPrintPage', collectionServicesLink('Quick QR print')),
    page('/collection-services', 'collectionServices', Area.CollectionServices, 'customQrPrint', View, 'services/QrPrintPage', collectionServicesLink('Custom QR print')),
    page('/collection-services', 'collectionServices', Area.CollectionServices, 'createInBulk', Create, 'services/CollectionServicesCreateInBulkPage', collectionServicesLink('Create in bulk')),
    // Copying a configuration to another building creates one there.
    page('/tablet-configuration', 'tabletConfigurations', Area.TabletConfiguration, `copy/:${ENTITY_ID}`, Create, 'services/TabletConfigurationCopyPage', {
      from: 'tabletConfigurations',
      on: 'view',
      label: 'Copy to another building',
    }),
    page('/transactions', 'transactions', Area.Transactions, 'export', Edit, 'transactions/TransactionsExportPage', { from: 'transactions', label: 'Export transactions' }),
    page('/transactions', 'transactions', Area.Transactions, 'import', Edit, 'transactions/TransactionsImportPage', { from: 'transactions', label: 'Import transactions' }),
    // The data import module: a new import of any kind the session may import, and each import's result.
    page('/imports', 'imports', Area.Imports, 'new', Qualifier.Import, 'imports/NewImportPage', { from: 'imports', label: 'New import' }),
    ...ownScreens('/imports', 'imports', Area.Imports, { view: 'imports/ImportResultPage' }),
    ...ownScreens('/equipment', 'equipment', Area.Equipment, {
      create: 'equipment/EquipmentCreatePage',
      edit: 'equipment/EquipmentEditPage',
      view: 'equipment/EquipmentViewPage',
    }),
    ...ownScreens('/tablet-configuration', 'tabletConfigurations', Area.TabletConfiguration, { view: 'services/TabletConfigurationViewPage' }),
    ...ownScreens('/waste-audits', 'wasteAudits', Area.Audits, { view: 'audits/WasteAuditViewPage' }),
    ...ownScreens('/infrastructure-audits', 'infrastructureAudits', Area.Audits, { view: 'audits/InfrastructureAuditViewPage' }),
    ...ownScreens('/waste-audits/:auditId/audit-collections', 'auditCollections', Area.AuditCollections, { create: 'audits/AuditCollectionCreatePage' }),
    ...screens('/waste-audits/:auditId/audit-collections', 'auditCollections', Area.AuditCollections, ['edit', 'view']),
    ...ownScreens('/infrastructure-audits/:auditId/level-infrastructure-audits', 'levelInfrastructureAudits', Area.LevelInfrastructureAudits, {
      create: 'audits/LevelInfrastructureAuditCreatePage',
    }),
    ...screens('/infrastructure-audits/:auditId/level-infrastructure-audits', 'levelInfrastructureAudits', Area.LevelInfrastructureAudits, ['edit', 'view']),
    // One list shows both kinds of portfolio; each kind has its own screens and declaration.
    ...ownScreens('/portfolios', 'portfolios', Area.Portfolios, { list: 'portfolios/PortfoliosListPage' }),
    ...portfolioScreens('operational', 'portfolios', Area.Portfolios),
    ...portfolioScreens('tenant', 'tenantPortfolios', Area.TenantPortfolio),
    ...screens('/api-configurations', apiConfigurations.key, apiConfigurations.area, ['list']),
    ...apiConfigurationScreens,
    { path: '/help', kind: 'page', layout: 'protected', guard: null, module: 'help/HelpPage' },
    // The global audit list (issue #14 item 7): administrators only, as its API.
    { path: AUDIT_LOG_PATH, kind: 'page', layout: 'protected', guard: { ...AUDIT_LOG_ACCESS }, module: 'audit-log/AuditLogPage' },
    // The profile is the user's own: View on Profile opens all of it, password change included.
    { ...guarded('/profile', 'page', Area.Profile, View), module: 'profile/ProfilePage' },
    { ...guarded('/profile/general-info-edit', 'page', Area.Profile, View), module: 'profile/GeneralInfoEditPage' },
    { ...guarded('/profile/password-edit', 'page', Area.Profile, View), module: 'profile/PasswordEditPage' },
    {
      ...guarded('/contaminatedCollectionReport', 'report', Area.ContaminatedCollectionReport, View),
      module: 'contamination/ContaminatedCollectionReportPage',
      link: { from: 'collections', label: 'Contaminated collections report' },
    },
    // A dashboard draws its report's figures, so it belongs to that report's edition.
    ofEdition(guarded('/dashboard', 'dashboard', Area.Dashboard, View), 'Full'),
    ofEdition(guarded('/dashboard-furniture', 'dashboard', Area.FurnitureDashboard, View), 'Furniture'),
    ofEdition(guarded('/dashboard-lite', 'dashboard', Area.LiteDashboard, View), 'Lite'),
    ofEdition(guarded('/dashboard-portfolio', 'dashboard', Area.PortfolioDashboard, View), 'Portfolio'),
    ofEdition(guarded('/dashboard-supplier', 'dashboard', Area.SupplierDashboard, View), 'Supplier'),
    { ...guarded('/systemDashboard', 'dashboard', Area.SystemDashboard, View), module: 'system-dashboard/SystemDashboardPage' },
    ...REPORTS.map(([path, area, reportType]): AppRoute => ofEdition({ ...guarded(path, 'report', area, View), module: 'reports/ReportPage', props: { reportType } }, reportType)),
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

/** Whether a session of `appVersions` may open `path` as far as editions go (report sets). */
export function editionOpens(appVersions: readonly AppVersion[], path: string, routes: readonly AppRoute[] = ROUTES): boolean {
  return editionAllows(guardFor(path, routes)?.edition, appVersions);
}

/** A link a section shows to one of its extra screens (spec §2.2), with the permission it needs. */
export interface SectionLink {
  label: string;
  to: string;
  area: Area;
  qualifier: Qualifier;
}

/**
 * The links a section's list (or, `on: 'view'`, a record of it) shows to its extra screens, the
 * route parameters filled in; each needs its route's guard.
 */
export function sectionLinks(entityKey: string, on: 'list' | 'view' = 'list', params: RouteParams = {}, routes: readonly AppRoute[] = ROUTES): SectionLink[] {
  return routes.flatMap((route) =>
    route.link && route.guard && route.link.from === entityKey && (route.link.on ?? 'list') === on
      ? [{ label: route.link.label, to: fillRoute(route.path, params), area: route.guard.area, qualifier: route.guard.qualifier }]
      : [],
  );
}
