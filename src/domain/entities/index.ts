// The entity registry: every declared entity, in one list. Add one spread line per group file;
// do not rewrite this file.
import type { EntityDeclaration } from '../entity';
import { organisationEntities } from './organisation';

export const ENTITIES: readonly EntityDeclaration[] = [
  ...organisationEntities,
];

export function entityByKey(key: string): EntityDeclaration {
  const found = ENTITIES.find((e) => e.key === key);
  if (!found) throw new Error(`Unknown entity: ${key}`);
  return found;
}
