// The entity registry: every declared entity, in one `as const` list whose keys are EntityKey. A
// new entity is one declaration in a group file below; every side table keyed by entity (server
// tables, hooks, seed rows) is typed `Record<EntityKey, …>`, so the compiler asks for what is missing.
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

const REGISTRY = [
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
] as const;

type Registered = (typeof REGISTRY)[number];

/** The key of every declared entity: 'collections' | 'customers' | … */
export type EntityKey = Registered['key'];

/** A declaration of the registry: its key is an EntityKey. */
export type RegisteredEntity = EntityDeclaration & { key: EntityKey };

export const ENTITIES: readonly RegisteredEntity[] = REGISTRY;

// --- Every reference from one declaration to another names a declared entity (compile time). ---

type ValuesOf<T> = T extends Readonly<Record<string, infer V>> ? V : never;
/** The entity keys one field points at: its lookup and the lookup's variants. */
type FieldTargets<F> = F extends { lookup: { entity: infer E } } ? E | (F extends { lookup: { variants: { entities: infer V } } } ? ValuesOf<V> : never) : never;
/** The entity keys an occupier rule points at: its parent, or the entities it is about. */
type OccupierTargets<O> = O extends { parent: infer P } ? P : O extends { about: { entities: infer V } } ? ValuesOf<V> : never;
/** The entity keys a declaration's related lists name. */
type RelatedTargets<R> = R extends readonly (infer L)[] ? (L extends { entity: infer E } ? E : never) : never;
type TargetsOf<D> = D extends { fields: infer F; occupier?: infer O; related?: infer R }
  ? { [P in keyof F]: FieldTargets<F[P]> }[keyof F] | OccupierTargets<O> | RelatedTargets<R>
  : never;
/** Per entity, the targets that are not entity keys; never when all are. */
type UnknownTargets = { [D in Registered as D['key']]: Exclude<TargetsOf<D>, EntityKey> };
type Offending = { [K in keyof UnknownTargets as [UnknownTargets[K]] extends [never] ? never : K]: UnknownTargets[K] };
/**
 * Fails to compile when a lookup, a lookup variant, an occupier rule or a related list names no declared entity;
 * the error shows `{ entityKey: 'the unknown target' }`.
 */
const referencesAreEntityKeys: keyof Offending extends never ? true : { unknownEntityKeys: { [K in keyof Offending]: Offending[K] } } = true;
void referencesAreEntityKeys;

export function isEntityKey(key: string): key is EntityKey {
  return ENTITIES.some((e) => e.key === key);
}

export function entityByKey(key: string): RegisteredEntity {
  const found = ENTITIES.find((e) => e.key === key);
  if (!found) throw new Error(`Unknown entity: ${key}`);
  return found;
}
