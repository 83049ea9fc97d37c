// Multi-site cleaners are global; the buildings each covers are a link list (buildingIds: the
// buildings' tenantIds), chosen with the cleaner. Their PIN is handled like a cleaner's.
import { multiSiteCleanerBuildingsSchema } from '../../../domain/entities/people';
import { multiSiteCleanerBuildings, multiSiteCleaners } from '../../db/schema';
import { linkList } from './children';
import { compose } from './compose';
import { pinHooks } from './people';

export const multiSiteCleanerHooks = compose(
  pinHooks(multiSiteCleaners),
  linkList({
    field: 'buildingIds',
    schema: multiSiteCleanerBuildingsSchema,
    table: multiSiteCleanerBuildings,
    parentColumn: multiSiteCleanerBuildings.multiSiteCleanerId,
    key: 'tenantId',
    entity: 'buildings',
    historyLabel: 'Buildings',
    requiredOnCreate: true,
  }),
);
