// Entity key → the hooks its generic controller runs (derived, write-only, linked and child data).
// A custom controller of one of these entities passes ENTITY_HOOKS[key] on too. Partial: a plain
// entity has none; a misspelt key is a compile error.
import type { EntityKey } from '../../../domain/entities';
import type { EntityControllerHooks } from '../generic/hooks';
import { apiConfigurationHooks } from './api-configurations';
import { auditCollectionHooks } from './audit-collections';
import { auditServiceHooks } from './audit-services';
import { binCountHooks } from './bin-counts';
import { collectionServiceHooks } from './collection-services';
import { collectionHooks } from './collections';
import { destinationContractorHooks } from './destination-contractors';
import { levelInfrastructureAuditHooks } from './level-infrastructure-audits';
import { multiSiteCleanerHooks } from './multi-site-cleaners';
import { cleanerHooks } from './people';
import { serviceTallyHooks } from './service-tallies';
import { tabletConfigurationHooks } from './tablet-configurations';
import { transactionHooks } from './transactions';
import { portfolioUserHooks, userHooks } from './users';
import { wasteAuditHooks } from './waste-audits';

export const ENTITY_HOOKS: Readonly<Partial<Record<EntityKey, EntityControllerHooks>>> = {
  apiConfigurations: apiConfigurationHooks,
  auditCollections: auditCollectionHooks,
  auditServices: auditServiceHooks,
  binCounts: binCountHooks,
  cleaners: cleanerHooks,
  collectionServices: collectionServiceHooks,
  collections: collectionHooks,
  destinationContractors: destinationContractorHooks,
  levelInfrastructureAudits: levelInfrastructureAuditHooks,
  multiSiteCleaners: multiSiteCleanerHooks,
  portfolioUsers: portfolioUserHooks,
  serviceTallies: serviceTallyHooks,
  tabletConfigurations: tabletConfigurationHooks,
  transactions: transactionHooks,
  users: userHooks,
  wasteAudits: wasteAuditHooks,
} satisfies Partial<Record<EntityKey, EntityControllerHooks>>;

export { tabletConfigurationCopyRoute } from './tablet-configurations';
