// Entity key (src/domain/entities) → its drizzle table, for the generic controller. Add one line
// per entity key; do not rewrite this file.
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type AnyEntityTable = PgTable;

export const ENTITY_TABLES = {
  buildings: schema.packages,
  customers: schema.customers,
  wasteStreams: schema.wasteStreams,
  wasteTypes: schema.wasteTypes,
  products: schema.products,
  binTypes: schema.binTypes,
  serviceTypes: schema.serviceTypes,
  primaryLocations: schema.primaryLocations,
  secondaryLocations: schema.secondaryLocations,
  collectionPoints: schema.collectionPoints,
  siteInformations: schema.siteInformations,
  managers: schema.managers,
  cleaners: schema.cleaners,
  multiSiteCleaners: schema.multiSiteCleaners,
  auditors: schema.auditors,
  destinationContractors: schema.destinationContractors,
  collectionServices: schema.collectionServices,
  collections: schema.collections,
  collectionLimits: schema.collectionLimits,
  binCollections: schema.binCollections,
  binCounts: schema.binCounts,
  serviceTallies: schema.serviceTallies,
  transactions: schema.transactions,
  wasteAudits: schema.wasteAudits,
  auditServices: schema.auditServices,
  auditCollections: schema.auditCollections,
  auditCounts: schema.auditCounts,
  infrastructureAudits: schema.infrastructureAudits,
  levelInfrastructureAudits: schema.levelInfrastructureAudits,
  furnitureCategories: schema.furnitureCategories,
  furnitureTypes: schema.furnitureTypes,
  furnitureLocations: schema.furnitureLocations,
  furnitureItems: schema.furnitureItems,
  equipment: schema.equipment,
  tabletConfigurations: schema.tabletConfigurations,
  companyConfigurations: schema.companyConfigurations,
  apiConfigurations: schema.apiConfigurations,
  imports: schema.imports,
  supportRequests: schema.supportRequests,
  reportExports: schema.reportExports,
} satisfies Record<string, AnyEntityTable>;
