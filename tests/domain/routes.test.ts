import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity } from '../../src/domain/entity';
import { ENTITIES } from '../../src/domain/entities';
import { Area, Qualifier } from '../../src/domain/permissions';
import { buildRoutes, canOpen, guardFor, matchRoute, ROUTES } from '../../src/domain/routes';

// Spec §2.2: sections with list, create, edit and view, minus the screens §2.2 takes away.
const FULL_SECTIONS = [
  '/auditors', '/audit-services', '/bin-counts', '/bin-collections', '/bin-types', '/cleaners',
  '/collectionLimits', '/collectionPoints', '/collections', '/companyConfigurations', '/contacts',
  '/customers', '/destination-contractors', '/equipment', '/furnitureCategories', '/furniture-items',
  '/furniture-locations', '/furniture-types', '/managers', '/multi-site-cleaners', '/products',
  '/service-types', '/siteInformations', '/wasteStreams', '/wasteTypes', '/collection-services',
  '/tablet-configuration', '/transactions',
];
const NO_VIEW_SECTIONS = ['/furnitureCategories', '/furniture-locations'];

const SPEC_ROUTES: string[] = [
  ...FULL_SECTIONS.flatMap((base) => [
    base,
    `${base}/create`,
    `${base}/edit/:entityId`,
    ...(NO_VIEW_SECTIONS.includes(base) ? [] : [`${base}/view/:entityId`]),
  ]),
  '/audit-services/customQrPrint', '/audit-services/quickQrPrint',
  '/collection-services/createInBulk', '/collection-services/customQrPrint', '/collection-services/quickQrPrint',
  '/tablet-configuration/copy/:entityId',
  '/transactions/export', '/transactions/import',
  // Spec §2.3.
  '/waste-audits', '/waste-audits/view/:entityId', '/waste-audits/edit/:entityId',
  '/waste-audits/:auditId/audit-collections/create',
  '/waste-audits/:auditId/audit-collections/edit/:entityId',
  '/waste-audits/:auditId/audit-collections/view/:entityId',
  '/infrastructure-audits', '/infrastructure-audits/view/:entityId', '/infrastructure-audits/edit/:entityId',
  '/infrastructure-audits/:auditId/level-infrastructure-audits/create',
  '/infrastructure-audits/:auditId/level-infrastructure-audits/edit/:entityId',
  '/infrastructure-audits/:auditId/level-infrastructure-audits/view/:entityId',
  '/buildings', '/buildings/create', '/buildings/edit/:entityId',
  '/primaryLocations', '/primaryLocations/create', '/primaryLocations/edit/:entityId',
  '/secondaryLocations', '/secondaryLocations/create', '/secondaryLocations/edit/:entityId',
  '/portfolios',
  '/portfolios/operational/create', '/portfolios/operational/edit/:entityId', '/portfolios/operational/view/:entityId',
  '/portfolios/tenant/create', '/portfolios/tenant/edit/:entityId', '/portfolios/tenant/view/:entityId',
  '/portfolio-users', '/portfolio-users/edit/:entityId', '/portfolio-users/view/:entityId',
  '/users', '/users/edit/:entityId',
  '/api-configurations',
  '/api-configurations/building/create', '/api-configurations/building/edit/:entityId',
  '/api-configurations/tenant/create', '/api-configurations/tenant/edit/:entityId',
  '/imports', '/help', '/profile', '/profile/general-info-edit', '/profile/password-edit',
  '/login', '/forgotPassword', '/createNewPassword',
  '/contaminatedCollectionReport',
  '/dashboard', '/dashboard-furniture', '/dashboard-lite', '/dashboard-portfolio', '/dashboard-supplier',
  '/systemDashboard',
  '/reports/adv-report', '/reports/audit', '/reports/ft-report', '/reports/lite-report',
  '/reports/portfolio-report', '/reports/swr-report', '/reports/tenant-portfolio-report',
];

const paths = (routes = ROUTES) => routes.map((r) => r.path);

describe('route table', () => {
  it('holds every route named in spec §2.2–§2.3', () => {
    const missing = SPEC_ROUTES.filter((p) => !paths().includes(p));
    expect(missing).toEqual([]);
  });

  it('holds no route twice', () => {
    expect(new Set(paths()).size).toBe(ROUTES.length);
  });

  it('holds no view screen where the spec says there is none', () => {
    for (const p of ['/furnitureCategories/view/:entityId', '/furniture-locations/view/:entityId', '/buildings/view/:entityId', '/primaryLocations/view/:entityId', '/users/create', '/portfolios/create', '/waste-audits/create']) {
      expect(paths(), p).not.toContain(p);
    }
  });

  it('takes each declared entity route and screens from the registry', () => {
    for (const entity of ENTITIES.filter((e) => e.route)) {
      const own = ROUTES.filter((r) => r.entity === entity.key && r.kind !== 'page');
      expect(own.length, entity.key).toBeGreaterThan(0);
      for (const r of own) expect(r.guard?.area, r.path).toBe(entity.area);
    }
  });

  it('adds the routes of a new declaration', () => {
    const gadgets = defineEntity({
      key: 'gadgets', label: 'Gadget', labelPlural: 'Gadgets', controller: 'Gadget', cacheTag: 'Gadget',
      area: Area.Equipment, route: '/gadgets', screens: ['list', 'view'], scope: 'global',
      schema: z.object({ name: z.string() }), fields: { name: { label: 'Name', kind: 'text' } },
      titleField: 'name', search: ['name'], defaultSort: { field: 'name', dir: 'asc' },
    });
    const routes = buildRoutes([...ENTITIES, gadgets]);
    expect(paths(routes)).toEqual(expect.arrayContaining(['/gadgets', '/gadgets/view/:entityId']));
    expect(paths(routes)).not.toContain('/gadgets/create');
  });
});

describe('guards (spec §6)', () => {
  const { View, Create, Edit } = Qualifier;
  it.each([
    ['/collections', Area.Collections, View],
    ['/collections/view/12', Area.Collections, View],
    ['/collections/create', Area.Collections, Create],
    ['/collections/edit/12', Area.Collections, Edit],
    ['/collections/edit/:entityId', Area.Collections, Edit],
    ['/transactions/import', Area.Transactions, Edit],
    ['/transactions/export', Area.Transactions, Edit],
    ['/collection-services/quickQrPrint', Area.CollectionServices, View],
    ['/collection-services/customQrPrint', Area.CollectionServices, View],
    ['/audit-services/quickQrPrint', Area.AuditServices, View],
    ['/audit-services/customQrPrint', Area.AuditServices, View],
    ['/collection-services/createInBulk', Area.CollectionServices, Create],
    ['/waste-audits/4/audit-collections/create', Area.AuditCollections, Create],
    ['/infrastructure-audits/4/level-infrastructure-audits/edit/9', Area.LevelInfrastructureAudits, Edit],
    ['/portfolios/tenant/view/3', Area.TenantPortfolio, View],
    ['/portfolios/operational/edit/3', Area.Portfolios, Edit],
    ['/imports', Area.Imports, View],
    ['/api-configurations/building/edit/3', Area.ApiConfig, Edit],
    ['/reports/tenant-portfolio-report', Area.TenantPortfolioReport, View],
    ['/systemDashboard', Area.SystemDashboard, View],
    ['/contaminatedCollectionReport', Area.ContaminatedCollectionReport, View],
  ])('%s needs the exact qualifier', (path, area, qualifier) => {
    expect(guardFor(path)).toEqual({ area, qualifier });
  });

  it.each([
    ['/reports/adv-report', Area.Report, 'Full'],
    ['/dashboard', Area.Dashboard, 'Full'],
    ['/reports/lite-report', Area.LiteReport, 'Lite'],
    ['/dashboard-lite', Area.LiteDashboard, 'Lite'],
    ['/reports/swr-report', Area.SupplierReport, 'Supplier'],
    ['/reports/audit', Area.AuditReport, 'Audits'],
    ['/reports/ft-report', Area.FurnitureReport, 'Furniture'],
  ])('%s needs View on its area (%i) and the %s edition (spec §1)', (path, area, edition) => {
    expect(guardFor(path)).toEqual({ area, qualifier: View, edition });
  });

  it.each(['/login', '/forgotPassword', '/createNewPassword', '/help', '/no-such-page'])(
    '%s needs no permission',
    (path) => expect(guardFor(path)).toBeNull(),
  );

  it('lets a user open a screen only with the exact qualifier', () => {
    const viewOnly = [{ permissionEntityCode: Area.Collections, permissionAccessQualifierCode: Qualifier.View }];
    expect(canOpen(viewOnly, '/collections')).toBe(true);
    expect(canOpen(viewOnly, '/collections/view/1')).toBe(true);
    expect(canOpen(viewOnly, '/collections/edit/1')).toBe(false);
    expect(canOpen(viewOnly, '/collections/create')).toBe(false);
    expect(canOpen([], '/login')).toBe(true);
  });
});

describe('matchRoute', () => {
  it('gives the params of a nested route', () => {
    const m = matchRoute('/waste-audits/7/audit-collections/edit/31');
    expect(m?.route.path).toBe('/waste-audits/:auditId/audit-collections/edit/:entityId');
    expect(m?.params).toEqual({ auditId: '7', entityId: '31' });
    expect(m?.route.entity).toBeDefined();
  });

  it('ignores a trailing slash, query and hash, and decodes params', () => {
    expect(matchRoute('/collections/')?.route.path).toBe('/collections');
    expect(matchRoute('/collections/view/5?tab=notes#x')?.params).toEqual({ entityId: '5' });
    expect(matchRoute('/collections/view/a%20b')?.params).toEqual({ entityId: 'a b' });
  });

  it('tells the variants of one entity apart', () => {
    expect(matchRoute('/portfolios/operational/create')?.route.variant).toBe('operational');
    expect(matchRoute('/api-configurations/tenant/edit/2')?.route.variant).toBe('tenant');
  });

  it('sorts each route into its layout', () => {
    expect(matchRoute('/login')?.route.layout).toBe('unauthenticated');
    expect(matchRoute('/createNewPassword')?.route.layout).toBe('createNewPassword');
    expect(matchRoute('/collections')?.route.layout).toBe('protected');
  });

  it('finds nothing for unknown paths', () => {
    expect(matchRoute('/collections/edit')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/collections/edit/1/extra')).toBeNull();
  });
});
