import { describe, expect, it } from 'vitest';
import { buildMenu, groupOfPath, MENU, type MenuGroup } from '../../src/domain/menu';
import { APP_VERSIONS } from '../../src/domain/enums';
import { Area, Qualifier, type Permission } from '../../src/domain/permissions';
import { guardFor } from '../../src/domain/routes';

const ALL_AREAS = Object.values(Area);
const grant = (areas: readonly Area[], qualifier: Qualifier = Qualifier.View): Permission[] =>
  areas.map((a) => ({ permissionEntityCode: a, permissionAccessQualifierCode: qualifier }));
const everything = grant(ALL_AREAS);

const outline = (groups: readonly MenuGroup[]) =>
  groups.map((g) => [g.label, g.direct ? [] : g.entries.map((e) => e.label)] as const);

// Spec §2.6, in its order and with its labels.
const SPEC_MENU_FOR_OTHERS = [
  ['Dashboard', []],
  ['Buildings', ['Buildings', 'API Configurations', 'Portfolios', 'Company Configurations']],
  ['Users', ['Users', 'Portfolio Users', 'Auditors']],
  ['Import Data', []],
  ['Collections', ['Report', 'Collections', 'Services', 'Bin Collections', 'Collection Points', 'Primary Locations', 'Secondary Locations', 'Tenants', 'Collection Limit']],
  ['Supplier Waste', ['Report', 'Transactions']],
  ['Count', ['Report', 'Bin Counts', 'Service Types']],
  ['Audits', ['Report', 'Waste Audits', 'Infrastructure Audits', 'Bin Types', 'Services']],
  ['Furniture', ['Report', 'Categories', 'Types', 'Locations', 'Items']],
  ['Report', []],
  ['Tenant Portfolio Report', []],
  ['Reference', ['Products', 'Waste Types', 'Waste Streams', 'Cleaners', 'Multi Site Cleaners', 'Managers', 'Destination Contractors', 'Site Information', 'Tablet Configuration', 'Equipment']],
];

describe('buildMenu', () => {
  it('shows the whole menu of spec §2.6, Equipment under Reference, for a non-admin with every View', () => {
    const menu = buildMenu({ permissions: everything, actingRole: 'supportAdmin', calibreBins: true, appVersions: APP_VERSIONS });
    expect(outline(menu)).toEqual(SPEC_MENU_FOR_OTHERS);
  });

  it('puts Equipment under Buildings for the admin role', () => {
    const menu = buildMenu({ permissions: everything, actingRole: 'admin', calibreBins: true, appVersions: APP_VERSIONS });
    const labels = Object.fromEntries(outline(menu));
    expect(labels['Buildings']).toEqual(['Buildings', 'API Configurations', 'Portfolios', 'Company Configurations', 'Equipment']);
    expect(labels['Reference']).not.toContain('Equipment');
  });

  it('hides Bin Collections unless the building has calibreBins', () => {
    const menu = buildMenu({ permissions: everything, actingRole: 'manager', calibreBins: false, appVersions: APP_VERSIONS });
    const collections = menu.find((g) => g.key === 'collections')!;
    expect(collections.entries.map((e) => e.label)).not.toContain('Bin Collections');
    expect(collections.entries).toHaveLength(8);
  });

  it('shows an entry only with View on its area, and a group only with some entry', () => {
    const menu = buildMenu({
      permissions: grant([Area.Transactions, Area.Products]),
      actingRole: 'manager',
      calibreBins: true,
      appVersions: APP_VERSIONS,
    });
    expect(outline(menu)).toEqual([
      ['Supplier Waste', ['Transactions']],
      ['Reference', ['Products']],
    ]);
  });

  it('ignores qualifiers other than View', () => {
    const qualifiers = Object.values(Qualifier).filter((q) => q !== Qualifier.View);
    const permissions = qualifiers.flatMap((q) => grant(ALL_AREAS, q));
    expect(buildMenu({ permissions, actingRole: 'admin', calibreBins: true, appVersions: APP_VERSIONS })).toEqual([]);
  });

  it.each([
    ['collections', '/dashboard', Area.Dashboard, 'Full'],
    ['supplierWaste', '/dashboard-supplier', Area.SupplierDashboard, 'Supplier'],
    ['count', '/dashboard-lite', Area.LiteDashboard, 'Lite'],
    ['audits', '/reports/audit', Area.AuditReport, 'Audits'],
    ['furniture', '/dashboard-furniture', Area.FurnitureDashboard, 'Furniture'],
  ])('the %s Report goes to %s and needs View on its area (%i) and the %s edition', (key, path, area, edition) => {
    const report = MENU.find((g) => g.key === key)!.entries[0]!;
    expect(report).toEqual({ label: 'Report', path, area, edition });
  });

  it("lists only the report entries of the session's editions (a Full-only building: no Lite, Supplier, Audits or Furniture report)", () => {
    const menu = buildMenu({ permissions: everything, actingRole: 'manager', calibreBins: true, appVersions: ['Full'] });
    const reports = menu.flatMap((g) => g.entries.filter((e) => e.label === 'Report').map((e) => e.path));
    expect(reports).toEqual(['/dashboard', '/dashboard-portfolio']);
    // The groups stay, with their other entries.
    expect(menu.find((g) => g.key === 'count')!.entries.map((e) => e.label)).toEqual(['Bin Counts', 'Service Types']);
  });

  it('gives direct groups their single target', () => {
    const direct = MENU.filter((g) => g.direct).map((g) => [g.label, g.entries.map((e) => e.path)]);
    expect(direct).toEqual([
      ['Dashboard', ['/systemDashboard']],
      ['Import Data', ['/imports']],
      ['Report', ['/dashboard-portfolio']],
      ['Tenant Portfolio Report', ['/reports/tenant-portfolio-report']],
    ]);
  });

  it('guards each entry by the area (and, beyond View, the qualifier) of its route', () => {
    for (const e of MENU.flatMap((g) => g.entries)) {
      expect(guardFor(e.path), e.path).toEqual({ area: e.area, qualifier: e.qualifier ?? Qualifier.View, ...(e.edition ? { edition: e.edition } : {}) });
    }
  });

  it('shows the Audit Log only with its route\'s qualifier besides View (administrators: Delete on Users)', () => {
    const users = (permissions: Permission[]) =>
      buildMenu({ permissions, actingRole: 'admin', calibreBins: true, appVersions: APP_VERSIONS }).find((g) => g.key === 'users')?.entries.map((e) => e.label);
    expect(users([...everything, ...grant([Area.Users], Qualifier.Delete)])).toEqual(['Users', 'Portfolio Users', 'Auditors', 'Audit Log']);
    expect(users(everything)).toEqual(['Users', 'Portfolio Users', 'Auditors']);
    expect(users(grant([Area.Users], Qualifier.Delete))).toBeUndefined();
  });
});

describe('groupOfPath', () => {
  const admin = buildMenu({ permissions: everything, actingRole: 'admin', calibreBins: true, appVersions: APP_VERSIONS });
  const manager = buildMenu({ permissions: everything, actingRole: 'manager', calibreBins: true, appVersions: APP_VERSIONS });

  it.each([
    ['/collections', 'collections'],
    ['/collections/edit/5', 'collections'],
    ['/collection-services/quickQrPrint', 'collections'],
    ['/customers/view/2', 'collections'],
    ['/dashboard', 'collections'],
    ['/dashboard-lite', 'count'],
    ['/transactions/import', 'supplierWaste'],
    ['/waste-audits/3/audit-collections/create', 'audits'],
    ['/infrastructure-audits/3/level-infrastructure-audits/view/1', 'audits'],
    ['/portfolios/tenant/edit/4', 'buildings'],
    ['/api-configurations/building/create', 'buildings'],
    ['/tablet-configuration/copy/2', 'reference'],
    ['/furniture-items/', 'furniture'],
    ['/reports/audit?x=1', 'audits'],
    ['/help', null],
    ['/contacts', null],
  ])('%s belongs to %s', (path, key) => {
    expect(groupOfPath(path, manager)).toBe(key);
  });

  it('finds Equipment where the role sees it', () => {
    expect(groupOfPath('/equipment/edit/1', admin)).toBe('buildings');
    expect(groupOfPath('/equipment/edit/1', manager)).toBe('reference');
  });
});
