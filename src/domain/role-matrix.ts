// Which role holds which permission (architecture §9: the spec does not show it). One table of
// role → grants, each grant a group of areas × a set of qualifiers; it drives the menu, the
// guards, the server's pre-handlers and the seed. An entity with an area of its own (`newArea` and
// `grantsLike` in its declaration) gets, in every role, what that role holds on the `grantsLike`
// area: no edit here.
import { ENTITIES } from './entities';
import { Area, Qualifier, type AreaName, type Permission, type QualifierName } from './permissions';
import type { RoleKey } from './roles';

export type Grant = readonly [areas: readonly AreaName[], qualifiers: readonly QualifierName[]];

// Area groups.
const SYSTEM: readonly AreaName[] = [
  'SystemDashboard', 'Packages', 'CompanyConfiguration', 'Portfolios', 'TenantPortfolio',
  'PortfolioUsers', 'Users', 'Role', 'MultiSiteCleaners',
];
const REFERENCE: readonly AreaName[] = [
  'WasteTypes', 'Products', 'WasteStreams', 'Cleaners', 'Managers', 'DestinationContractor',
  'Auditors', 'SiteInformations', 'BinTypes', 'ServiceType',
];
const BUILDING: readonly AreaName[] = [
  'Locations', 'CollectionServices', 'Collections', 'CollectionPoints', 'Customers', 'Contacts',
  'Notes', 'CollectionLimits', 'BinCollections', 'ConsolidatedCollectionService', 'Equipment',
  'TabletConfiguration', 'SupportRequest', 'ApiConfig', 'Imports',
];
const LITE: readonly AreaName[] = ['BinCount', 'ServiceTally'];
const SUPPLIER: readonly AreaName[] = ['Transactions'];
const AUDITS: readonly AreaName[] = [
  'Audits', 'AuditCounts', 'AuditCollections', 'LevelInfrastructureAudits', 'AuditServices',
];
const FURNITURE: readonly AreaName[] = [
  'FurnitureCategories', 'FurnitureTypes', 'FurnitureLocations', 'FurnitureItems',
];
const BUILDING_REPORTS: readonly AreaName[] = [
  'Dashboard', 'Report', 'LiteDashboard', 'LiteReport', 'SupplierDashboard', 'SupplierReport',
  'AuditReport', 'ContaminatedCollectionReport',
];
const FURNITURE_REPORTS: readonly AreaName[] = ['FurnitureDashboard', 'FurnitureReport'];
const PORTFOLIO_REPORTS: readonly AreaName[] = ['PortfolioDashboard', 'PortfolioReport'];
const TENANT_PORTFOLIO_REPORTS: readonly AreaName[] = ['TenantPortfolioReport'];
const MODULES = [...BUILDING, ...LITE, ...SUPPLIER, ...AUDITS, ...FURNITURE];
const ALL_REPORTS = [...BUILDING_REPORTS, ...FURNITURE_REPORTS, ...PORTFOLIO_REPORTS, ...TENANT_PORTFOLIO_REPORTS];

// Qualifier sets.
const FULL: readonly QualifierName[] = [
  'View', 'Create', 'Edit', 'Delete', 'ExportToExcel', 'ReferenceDataView', 'Report', 'Import',
];
const DAY_TO_DAY: readonly QualifierName[] = ['View', 'Create', 'Edit', 'ExportToExcel', 'ReferenceDataView', 'Report'];
const REPORTS: readonly QualifierName[] = ['View', 'Report', 'ExportToExcel'];
const LOOKUP: readonly QualifierName[] = ['View', 'ReferenceDataView'];
const READ: readonly QualifierName[] = ['View', 'Report'];

/**
 * Global rows that building forms pick from (a collection's multi-site cleaner): roles that record
 * building data may list them (GetAll), without a menu entry or screen.
 */
const FORM_LOOKUPS: Grant = [['MultiSiteCleaners'], ['ReferenceDataView']];
/** Everyone manages their own profile. */
const PROFILE: Grant = [['Profile'], ['View', 'Edit']];
/** Roles bound to one building see only it (the RelatedToSingleBuilding qualifier on Packages). */
const OWN_BUILDING: Grant = [['Packages'], ['View', 'RelatedToSingleBuilding']];
const SWITCHER: Grant = [['Role'], ['View', 'SwitchBuilding']];

const BUILDING_OWNER: readonly Grant[] = [
  PROFILE,
  OWN_BUILDING,
  [['Packages'], ['Edit']],
  [MODULES, FULL],
  [[...BUILDING_REPORTS, ...FURNITURE_REPORTS], REPORTS],
  [REFERENCE, LOOKUP],
  [['Users'], ['View']],
  FORM_LOOKUPS,
];

const TENANT_USER: readonly Grant[] = [
  PROFILE,
  OWN_BUILDING,
  // Their own customer's rows only (routes/generic/occupier-scope.ts), so they may export them too.
  [['Collections', 'Customers', 'Contacts', 'CollectionPoints', 'Transactions', 'BinCount'], ['View', 'ExportToExcel']],
  [['Notes', 'SupportRequest'], ['View', 'Create']],
  [['Dashboard', 'Report', 'LiteDashboard', 'LiteReport', 'SupplierDashboard', 'SupplierReport'], READ],
  [REFERENCE, ['ReferenceDataView']],
];

export const ROLE_GRANTS: Record<RoleKey, readonly Grant[]> = {
  admin: [
    [[...SYSTEM, ...REFERENCE, ...MODULES, 'Profile'], FULL],
    [ALL_REPORTS, REPORTS],
    SWITCHER,
  ],
  supportAdmin: [
    PROFILE,
    OWN_BUILDING,
    [['Packages'], ['Edit']],
    [[...MODULES, ...REFERENCE, 'Users', 'PortfolioUsers'], FULL],
    [[...BUILDING_REPORTS, ...FURNITURE_REPORTS], REPORTS],
    FORM_LOOKUPS,
    // Portfolio users are edited here; their portfolios are picked from a list.
    [['Portfolios', 'TenantPortfolio'], ['ReferenceDataView']],
    SWITCHER,
  ],
  owner: BUILDING_OWNER,
  portfolioBuildingOwner: [...BUILDING_OWNER, [PORTFOLIO_REPORTS, REPORTS], SWITCHER],
  manager: [
    PROFILE,
    OWN_BUILDING,
    [[...BUILDING, ...LITE, ...SUPPLIER, ...AUDITS], DAY_TO_DAY],
    [['Imports', 'Transactions'], ['Import']],
    [BUILDING_REPORTS, REPORTS],
    [REFERENCE, LOOKUP],
    FORM_LOOKUPS,
  ],
  tenant: TENANT_USER,
  tenantPortfolioBuildingUser: [...TENANT_USER, [TENANT_PORTFOLIO_REPORTS, READ], SWITCHER],
  scanner: [
    PROFILE,
    OWN_BUILDING,
    [['Collections', 'BinCollections'], ['View', 'Create', 'Edit']],
    [['CollectionServices', 'CollectionPoints', 'Customers'], LOOKUP],
    // A collection names the scale it was weighed on.
    [['Equipment'], ['ReferenceDataView']],
    [REFERENCE, ['ReferenceDataView']],
    FORM_LOOKUPS,
  ],
  portfolioUser: [
    PROFILE,
    [['Packages', 'Portfolios'], ['View']],
    [PORTFOLIO_REPORTS, REPORTS],
    [['Dashboard', 'Report'], READ],
    SWITCHER,
  ],
  tenantPortfolioUser: [
    PROFILE,
    [['Packages', 'TenantPortfolio'], ['View']],
    [TENANT_PORTFOLIO_REPORTS, REPORTS],
    SWITCHER,
  ],
  ftManager: [
    PROFILE,
    OWN_BUILDING,
    [FURNITURE, FULL],
    [FURNITURE_REPORTS, REPORTS],
    [[...REFERENCE, 'Customers'], LOOKUP],
    // Furniture locations sit on the building's levels and areas: listed, not managed.
    [['Locations'], ['ReferenceDataView']],
  ],
  readOnlyUser: [
    PROFILE,
    OWN_BUILDING,
    [[...MODULES, ...REFERENCE], ['View']],
    [[...BUILDING_REPORTS, ...FURNITURE_REPORTS], READ],
  ],
};

/**
 * Declared areas by the existing area whose grants they follow. Throws, naming the entity, when a
 * declaration's area is neither one of `Area` nor a new one with `grantsLike`, or when two
 * declarations give one new area different `grantsLike`.
 */
export function declaredAreasByLike(entities: readonly { key: string; area: Area; grantsLike?: AreaName }[] = ENTITIES): Map<AreaName, Area[]> {
  const known = new Set<number>(Object.values(Area));
  const likeOf = new Map<number, AreaName>();
  for (const e of entities) {
    if (known.has(e.area)) continue;
    if (!e.grantsLike) throw new Error(`Entity ${e.key}: area ${e.area} is new; say whose grants it follows (grantsLike)`);
    const earlier = likeOf.get(e.area);
    if (earlier && earlier !== e.grantsLike) throw new Error(`Entity ${e.key}: area ${e.area} is declared grantsLike ${earlier} elsewhere`);
    likeOf.set(e.area, e.grantsLike);
  }
  const byLike = new Map<AreaName, Area[]>();
  for (const [code, like] of likeOf) byLike.set(like, [...(byLike.get(like) ?? []), code as Area]);
  return byLike;
}

/**
 * The permissions of a list of grants, each (area, qualifier) once, in a stable order; an area
 * declared like one of the granted areas gets the same qualifiers.
 */
export function permissionsOf(grants: readonly Grant[], declared: ReadonlyMap<AreaName, readonly Area[]>): Permission[] {
  const seen = new Set<string>();
  const out: Permission[] = [];
  for (const [areas, qualifiers] of grants) {
    for (const a of areas) {
      for (const code of [Area[a], ...(declared.get(a) ?? [])]) {
        for (const q of qualifiers) {
          const key = `${code}:${q}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ permissionEntityCode: code, permissionAccessQualifierCode: Qualifier[q] });
        }
      }
    }
  }
  return out;
}

const DECLARED_AREAS = declaredAreasByLike();
const cache = new Map<RoleKey, Permission[]>();

/** The role's permissions, each (area, qualifier) once, in a stable order. */
export function permissionsForRole(role: RoleKey): Permission[] {
  const hit = cache.get(role);
  if (hit) return hit;
  const out = permissionsOf(ROLE_GRANTS[role], DECLARED_AREAS);
  cache.set(role, out);
  return out;
}
