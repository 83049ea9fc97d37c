// Organisation and access (data-model.md §1.1): one file per entity, gathered here in registry order.
import { buildingEntity } from './buildings';
import { customerEntity } from './customers';
import { userEntity } from './users';
import { portfolioEntity, portfolioUserEntity, tenantPortfolioEntity } from './portfolios';
import { contactEntity } from './contacts';
import { noteEntity } from './notes';

export const organisationEntities = [
  buildingEntity,
  customerEntity,
  userEntity,
  portfolioEntity,
  tenantPortfolioEntity,
  portfolioUserEntity,
  contactEntity,
  noteEntity,
] as const;
