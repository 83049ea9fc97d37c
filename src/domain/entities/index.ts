// The entity registry: every declared entity, in one list. Add one spread line per group file;
// do not rewrite this file.
import type { EntityDeclaration } from '../entity';
import { organisationEntities } from './organisation';
import { referenceEntities } from './reference';
import { locationEntities } from './locations';
import { peopleEntities } from './people';
import { collectionsEntities } from './collections';
import { countEntities } from './count';
import { supplierEntities } from './supplier';
import { auditsEntities } from './audits';
import { furnitureEntities } from './furniture';
import { devicesEntities } from './devices';
import { configEntities } from './config';

export const ENTITIES: readonly EntityDeclaration[] = [
  ...organisationEntities,
  ...referenceEntities,
  ...locationEntities,
  ...peopleEntities,
  ...collectionsEntities,
  ...countEntities,
  ...supplierEntities,
  ...auditsEntities,
  ...furnitureEntities,
  ...devicesEntities,
  ...configEntities,
];

export function entityByKey(key: string): EntityDeclaration {
  const found = ENTITIES.find((e) => e.key === key);
  if (!found) throw new Error(`Unknown entity: ${key}`);
  return found;
}
