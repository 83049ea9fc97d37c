// Which screen module renders each protected route, and with which props. Screens are found among
// the feature folders' *Page.tsx modules at build time, so a route whose screen is not written yet
// is simply not registered (it answers 404) and each screen is its own lazily loaded chunk.
import type { ComponentType } from 'react';
import type { AppRoute } from '../domain/routes';
import type { ReportType } from '../domain/reports';

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

/** Spec §2.3's report pages and the report each shows. */
export const REPORT_TYPE_BY_PATH: Readonly<Record<string, ReportType>> = {
  '/reports/adv-report': 'Full',
  '/reports/lite-report': 'Lite',
  '/reports/swr-report': 'Supplier',
  '/reports/ft-report': 'Furniture',
  '/reports/portfolio-report': 'Portfolio',
  '/reports/tenant-portfolio-report': 'TenantPortfolio',
  '/reports/audit': 'Audits',
};

/** Pages that are not generic: the module each route uses. */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/systemDashboard': 'system-dashboard/SystemDashboardPage',
  '/help': 'help/HelpPage',
  '/profile': 'profile/ProfilePage',
  '/profile/general-info-edit': 'profile/GeneralInfoEditPage',
  '/profile/password-edit': 'profile/PasswordEditPage',
  '/equipment/create': 'equipment/EquipmentCreatePage',
  '/equipment/edit/:entityId': 'equipment/EquipmentEditPage',
  '/equipment/view/:entityId': 'equipment/EquipmentViewPage',
  '/transactions/export': 'transactions/TransactionsExportPage',
  '/transactions/import': 'transactions/TransactionsImportPage',
  '/contaminatedCollectionReport': 'contamination/ContaminatedCollectionReportPage',
  '/collection-services/quickQrPrint': 'services/QrPrintPage',
  '/collection-services/customQrPrint': 'services/QrPrintPage',
  '/audit-services/quickQrPrint': 'services/QrPrintPage',
  '/audit-services/customQrPrint': 'services/QrPrintPage',
  '/collection-services/createInBulk': 'services/CollectionServicesCreateInBulkPage',
  '/tablet-configuration/copy/:entityId': 'services/TabletConfigurationCopyPage',
  '/tablet-configuration/view/:entityId': 'services/TabletConfigurationViewPage',
  '/portfolios': 'portfolios/PortfoliosListPage',
  '/portfolios/operational/create': 'portfolios/PortfolioCreatePage',
  '/portfolios/operational/edit/:entityId': 'portfolios/PortfolioEditPage',
  '/portfolios/operational/view/:entityId': 'portfolios/PortfolioViewPage',
  '/portfolios/tenant/create': 'portfolios/PortfolioCreatePage',
  '/portfolios/tenant/edit/:entityId': 'portfolios/PortfolioEditPage',
  '/portfolios/tenant/view/:entityId': 'portfolios/PortfolioViewPage',
  '/waste-audits/view/:entityId': 'audits/WasteAuditViewPage',
  '/infrastructure-audits/view/:entityId': 'audits/InfrastructureAuditViewPage',
  '/waste-audits/:auditId/audit-collections/create': 'audits/AuditCollectionCreatePage',
  '/infrastructure-audits/:auditId/level-infrastructure-audits/create': 'audits/LevelInfrastructureAuditCreatePage',
};

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
  const page = PAGE_MODULES[route.path];
  if (page) return { module: page, props: {} };
  const reportType = REPORT_TYPE_BY_PATH[route.path];
  if (reportType) return { module: 'reports/ReportPage', props: { reportType } };
  if (route.kind === 'dashboard') return { module: 'reports/DashboardPage', props: { variant: dashboardVariant(route.path) } };
  if (route.entity && route.kind in ENTITY_PAGES) {
    const props: Record<string, unknown> = { entityKey: route.entity };
    if (route.variant) props.variant = route.variant;
    return { module: ENTITY_PAGES[route.kind as keyof typeof ENTITY_PAGES], props };
  }
  return null;
}

/** The screen of a route, or null when its module does not exist (yet). */
export function screenOf(route: AppRoute, pages: Readonly<Record<string, PageLoader>> = PAGES): Screen | null {
  const found = moduleAndProps(route);
  const load = found ? pages[`../features/${found.module}.tsx`] : undefined;
  return found && load ? { ...found, load } : null;
}
