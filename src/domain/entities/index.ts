// The entity registry: every declared entity, in one list. Add one spread line per group file;
// do not rewrite this file.
import type { EntityDeclaration } from '../entity';
import { organisationEntities } from './organisation';
import { referenceEntities } from './reference';
import { locationEntities } from './locations';
import { peopleEntities } from './people';
import { collectionsEntities } from './collections';
import { countEntities } from './count';

export const ENTITIES: readonly EntityDeclaration[] = [
  ...organisationEntities,
  ...referenceEntities,
  ...locationEntities,
  ...peopleEntities,
  ...collectionsEntities,
  ...countEntities,
];

export function entityByKey(key: string): EntityDeclaration {
  const found = ENTITIES.find((e) => e.key === key);
  if (!found) throw new Error(`Unknown entity: ${key}`);
  return found;
}
