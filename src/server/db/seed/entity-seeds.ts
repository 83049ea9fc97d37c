// Where every entity's demo rows come from: the seed module that writes them (it runs in its place
// in SEED_MODULES, seed/index.ts), rows declared here (written after every module, so they may use
// the ids in the context), or null for none. A Record<EntityKey, …>: a new entity is a compile
// error here until it says which — for a plain entity, its rows.
import type { EntityKey } from '../../../domain/entities';
import type { EntityTables } from '../entity-tables';
import { seedAudits } from './audits';
import { seedBinCollections } from './bin-collections';
import { seedBuildings } from './buildings';
import { seedCollections } from './collections-seed';
import { seedCompanyConfiguration } from './company';
import { seedConfiguration } from './config';
import type { SeedContext, SeedModule } from './context';
import { seedContractors } from './contractors';
import { seedCounts } from './counts';
import { seedEquipment } from './equipment';
import { seedFurniture } from './furniture';
import { seedInfrastructureAudits } from './infrastructure-audits';
import { seedLayout } from './layout';
import { seedPortfolios } from './portfolios';
import { seedReference } from './reference';
import { seedServices } from './services';
import { seedStaff } from './staff';
import { seedTransactions } from './transactions';
import { seedUsers } from './users';

/** A row of the entity's table as drizzle inserts it. */
export type SeedRow<K extends EntityKey> = EntityTables[K] extends { $inferInsert: infer R } ? R : never;

/** Demo rows of a plain entity, built from the ids the seed modules put in the context. */
export interface EntityRows<K extends EntityKey> {
  rows(ctx: SeedContext): readonly SeedRow<K>[];
}

export type EntitySeed<K extends EntityKey> = SeedModule | EntityRows<K> | null;

/** The ids of a building's demo customers (tenants), in the order they were made. */
export function customersOf(ctx: SeedContext, tenantId: number): number[] {
  const prefix = `${tenantId}:`;
  return [...ctx.customers].filter(([key]) => key.startsWith(prefix)).map(([, id]) => id);
}

export const ENTITY_SEEDS = {
  buildings: seedBuildings,
  customers: seedBuildings,
  users: seedUsers,
  portfolios: seedPortfolios,
  tenantPortfolios: seedPortfolios,
  portfolioUsers: seedUsers,
  contacts: null,
  notes: null,
  wasteStreams: seedReference,
  wasteTypes: seedReference,
  products: seedReference,
  binTypes: seedReference,
  serviceTypes: seedReference,
  primaryLocations: seedLayout,
  secondaryLocations: seedLayout,
  collectionPoints: seedLayout,
  siteInformations: seedConfiguration,
  managers: seedStaff,
  cleaners: seedStaff,
  multiSiteCleaners: seedStaff,
  auditors: seedStaff,
  destinationContractors: seedContractors,
  collectionServices: seedServices,
  collections: seedCollections,
  collectionLimits: seedServices,
  binCollections: seedBinCollections,
  binCounts: seedCounts,
  serviceTallies: seedCounts,
  transactions: seedTransactions,
  wasteAudits: seedAudits,
  auditServices: seedAudits,
  auditCollections: seedAudits,
  auditCounts: seedAudits,
  infrastructureAudits: seedInfrastructureAudits,
  levelInfrastructureAudits: seedInfrastructureAudits,
  furnitureCategories: seedFurniture,
  furnitureTypes: seedFurniture,
  furnitureLocations: seedFurniture,
  furnitureItems: seedFurniture,
  equipment: seedEquipment,
  tabletConfigurations: seedConfiguration,
  companyConfigurations: seedCompanyConfiguration,
  apiConfigurations: seedConfiguration,
  imports: null,
  supportRequests: null,
  reportExports: null,
} satisfies { [K in EntityKey]: EntitySeed<K> };
