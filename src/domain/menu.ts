// The side menu of spec §2.6 as data. Each entry's area is its route's guard area (and a qualifier
// beyond View its guard needs: the administrators' Audit Log), so the menu and the screen guards
// cannot disagree about who may see a page. An entity the groups below do not
// list is placed by its declaration (`menu: { group }`, src/domain/entity.ts), after the listed
// entries of that group.
import type { MenuGroupKey } from './entity';
import type { AppVersion } from './enums';
import { ENTITIES } from './entities';
import { hasPermission, Qualifier, type Area, type Permission } from './permissions';
import { editionAllows } from './report-editions';
import type { RoleKey } from './roles';
import { AUDIT_LOG_PATH, guardFor } from './routes';
import { listPath } from './screen-paths';

export interface MenuEntry {
  label: string;
  path: string;
  area: Area;
  /**
   * A qualifier its route needs beyond View (the audit list: Delete on Users, administrators only):
   * the entry shows only with both, as the screen's guard opens only with it.
   */
  qualifier?: Qualifier;
  /** The edition of the report set the entry opens (its route's guard), if any. */
  edition?: AppVersion;
}

export interface MenuGroup {
  key: string;
  label: string;
  /** A direct group is one link (Dashboard, Import Data, Report, Tenant Portfolio Report). */
  direct: boolean;
  entries: readonly MenuEntry[];
}

function entry(label: string, path: string): MenuEntry {
  const guard = guardFor(path);
  if (!guard) throw new Error(`Menu entry ${label} points to ${path}, which has no guarded route`);
  return {
    label,
    path,
    area: guard.area,
    ...(guard.qualifier !== Qualifier.View ? { qualifier: guard.qualifier } : {}),
    ...(guard.edition ? { edition: guard.edition } : {}),
  };
}

/** Entries of the entities declared into the group (`menu` in their declaration) and not listed. */
function declaredEntries(key: MenuGroupKey, listed: readonly MenuEntry[]): MenuEntry[] {
  return ENTITIES.filter((e) => e.menu?.group === key).map((e) => {
    if (!e.route || !e.screens.includes('list')) throw new Error(`Entity ${e.key} is placed in the menu but has no list screen`);
    return entry(e.menu?.label ?? e.labelPlural, listPath(e));
  }).filter((e) => !listed.some((l) => l.path === e.path));
}

const group = (key: MenuGroupKey, label: string, entries: MenuEntry[]): MenuGroup => ({
  key,
  label,
  direct: false,
  entries: [...entries, ...declaredEntries(key, entries)],
});
const link = (key: string, label: string, path: string): MenuGroup => ({
  key,
  label,
  direct: true,
  entries: [entry(label, path)],
});

/** Equipment sits under Buildings for the administrator and under Reference for everyone else. */
export const EQUIPMENT_ENTRY = entry('Equipment', listPath('equipment'));
export const BIN_COLLECTIONS_PATH = listPath('binCollections');

/** The groups in the spec's order, without Equipment (placed by role in buildMenu). */
export const MENU: readonly MenuGroup[] = [
  link('dashboard', 'Dashboard', '/systemDashboard'),
  group('buildings', 'Buildings', [
    entry('Buildings', listPath('buildings')),
    entry('API Configurations', listPath('apiConfigurations')),
    entry('Portfolios', listPath('portfolios')),
    entry('Company Configurations', listPath('companyConfigurations')),
  ]),
  group('users', 'Users', [
    entry('Users', listPath('users')),
    entry('Portfolio Users', listPath('portfolioUsers')),
    entry('Auditors', listPath('auditors')),
    entry('Audit Log', AUDIT_LOG_PATH),
  ]),
  link('importData', 'Import Data', listPath('imports')),
  group('collections', 'Collections', [
    entry('Report', '/dashboard'),
    entry('Collections', listPath('collections')),
    entry('Services', listPath('collectionServices')),
    entry('Bin Collections', BIN_COLLECTIONS_PATH),
    entry('Collection Points', listPath('collectionPoints')),
    entry('Primary Locations', listPath('primaryLocations')),
    entry('Secondary Locations', listPath('secondaryLocations')),
    entry('Tenants', listPath('customers')),
    entry('Collection Limit', listPath('collectionLimits')),
  ]),
  group('supplierWaste', 'Supplier Waste', [
    entry('Report', '/dashboard-supplier'),
    entry('Transactions', listPath('transactions')),
  ]),
  group('count', 'Count', [
    entry('Report', '/dashboard-lite'),
    entry('Bin Counts', listPath('binCounts')),
    entry('Service Types', listPath('serviceTypes')),
  ]),
  group('audits', 'Audits', [
    entry('Report', '/reports/audit'),
    entry('Waste Audits', listPath('wasteAudits')),
    entry('Infrastructure Audits', listPath('infrastructureAudits')),
    entry('Bin Types', listPath('binTypes')),
    entry('Services', listPath('auditServices')),
  ]),
  group('furniture', 'Furniture', [
    entry('Report', '/dashboard-furniture'),
    entry('Categories', listPath('furnitureCategories')),
    entry('Types', listPath('furnitureTypes')),
    entry('Locations', listPath('furnitureLocations')),
    entry('Items', listPath('furnitureItems')),
  ]),
  link('report', 'Report', '/dashboard-portfolio'),
  link('tenantPortfolioReport', 'Tenant Portfolio Report', '/reports/tenant-portfolio-report'),
  group('reference', 'Reference', [
    entry('Products', listPath('products')),
    entry('Waste Types', listPath('wasteTypes')),
    entry('Waste Streams', listPath('wasteStreams')),
    entry('Cleaners', listPath('cleaners')),
    entry('Multi Site Cleaners', listPath('multiSiteCleaners')),
    entry('Managers', listPath('managers')),
    entry('Destination Contractors', listPath('destinationContractors')),
    entry('Site Information', listPath('siteInformations')),
    entry('Tablet Configuration', listPath('tabletConfigurations')),
  ]),
];

export interface MenuInput {
  permissions: readonly Permission[];
  actingRole: RoleKey;
  /** The current building's calibreBins flag. */
  calibreBins: boolean;
  /** The session's editions (sign-in's appVersions): report entries of other editions are left out. */
  appVersions: readonly AppVersion[];
}

/**
 * The groups a user sees (spec §2.6, §6): entries with View on their area (and their route's own
 * qualifier, when it needs more), groups with any entry.
 */
export function buildMenu({ permissions, actingRole, calibreBins, appVersions }: MenuInput): MenuGroup[] {
  const equipmentGroup = actingRole === 'admin' ? 'buildings' : 'reference';
  const visible = (e: MenuEntry) =>
    hasPermission(permissions, e.area, Qualifier.View) &&
    (e.qualifier === undefined || hasPermission(permissions, e.area, e.qualifier)) &&
    (calibreBins || e.path !== BIN_COLLECTIONS_PATH) && editionAllows(e.edition, appVersions);
  return MENU.map((g) => {
    const entries = g.key === equipmentGroup ? [...g.entries, EQUIPMENT_ENTRY] : g.entries;
    return { ...g, entries: entries.filter(visible) };
  }).filter((g) => g.entries.length > 0);
}

const isWithin = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The key of the group holding a pathname (its entry's section, nested screens included), so the
 * shell can open that group; null when no group holds it. Pass the groups buildMenu returned, so
 * Equipment is found where the user sees it.
 */
export function groupOfPath(pathname: string, groups: readonly MenuGroup[]): string | null {
  const path = pathname.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  let best: { key: string; length: number } | null = null;
  for (const g of groups) {
    for (const e of g.entries) {
      if (isWithin(path, e.path) && (!best || e.path.length > best.length)) {
        best = { key: g.key, length: e.path.length };
      }
    }
  }
  return best?.key ?? null;
}
