// Permission areas and access qualifiers (spec §3, §6). The spec does not reproduce the numeric
// identifiers of areas; these keep its range 1–63 with the gaps at 12, 17 and 51.

export const Qualifier = {
  View: 1,
  Create: 2,
  Edit: 3,
  Delete: 4,
  ExportToExcel: 5,
  ReferenceDataView: 6,
  Report: 7,
  Import: 8,
  SwitchBuilding: 9,
  RelatedToSingleBuilding: 10,
} as const;
export type Qualifier = (typeof Qualifier)[keyof typeof Qualifier];
export type QualifierName = keyof typeof Qualifier;

export const Area = {
  Users: 1,
  Profile: 2,
  Packages: 3,
  SystemDashboard: 4,
  WasteTypes: 5,
  Products: 6,
  Locations: 7,
  CollectionServices: 8,
  Collections: 9,
  Managers: 10,
  Cleaners: 11,
  Customers: 13,
  Notes: 14,
  Contacts: 15,
  CollectionPoints: 16,
  Imports: 18,
  SiteInformations: 19,
  WasteStreams: 20,
  ConsolidatedCollectionService: 21,
  ApiConfig: 22,
  ServiceType: 23,
  ServiceTally: 24,
  BinCount: 25,
  Dashboard: 26,
  Report: 27,
  LiteDashboard: 28,
  LiteReport: 29,
  SupplierDashboard: 30,
  SupplierReport: 31,
  Transactions: 32,
  Portfolios: 33,
  PortfolioUsers: 34,
  PortfolioDashboard: 35,
  PortfolioReport: 36,
  Role: 37,
  ContaminatedCollectionReport: 38,
  CompanyConfiguration: 39,
  FurnitureDashboard: 40,
  FurnitureReport: 41,
  FurnitureCategories: 42,
  FurnitureTypes: 43,
  FurnitureLocations: 44,
  FurnitureItems: 45,
  CollectionLimits: 46,
  SupportRequest: 47,
  TenantPortfolio: 48,
  TenantPortfolioReport: 49,
  MultiSiteCleaners: 50,
  Equipment: 52,
  Audits: 53,
  AuditReport: 54,
  BinTypes: 55,
  AuditCounts: 56,
  AuditCollections: 57,
  LevelInfrastructureAudits: 58,
  DestinationContractor: 59,
  Auditors: 60,
  AuditServices: 61,
  TabletConfiguration: 62,
  BinCollections: 63,
} as const;
declare const declaredArea: unique symbol;
/** An area number an entity declaration introduces (`newArea(64)` with `grantsLike`, entity.ts). */
export type DeclaredArea = number & { readonly [declaredArea]: true };
export type Area = (typeof Area)[keyof typeof Area] | DeclaredArea;
export type AreaName = keyof typeof Area;

/**
 * A permission area beyond the spec's, for a new entity; its declaration says which existing area's
 * grants it follows (`grantsLike`), so the role matrix needs no edit.
 */
export function newArea(code: number): DeclaredArea {
  if (!Number.isInteger(code) || code < 1) throw new Error(`An area number is a positive whole number, not ${code}`);
  if ((Object.values(Area) as number[]).includes(code)) throw new Error(`Area ${code} is already the spec's; use Area.<name>`);
  return code as DeclaredArea;
}

/** One permission as the sign-in response and the session carry it (spec §3). */
export interface Permission {
  permissionEntityCode: Area;
  permissionAccessQualifierCode: Qualifier;
}

export function hasPermission(
  permissions: readonly Permission[],
  area: Area,
  qualifier: Qualifier,
): boolean {
  return permissions.some(
    (p) => p.permissionEntityCode === area && p.permissionAccessQualifierCode === qualifier,
  );
}
