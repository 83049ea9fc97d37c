// Cache tags (spec §7 "Cache refresh"): after a mutation, cached lists are refreshed by tag. Every
// entity query key starts with ['entity', cacheTag], so one tag's key prefix reaches its grids,
// records and lookups in every building scope.
import type { QueryClient } from '@tanstack/react-query';
import type { EntityDeclaration, FieldMeta } from '../domain/entity';
import { ENTITIES } from '../domain/entities';
import type { SessionScope } from './entity-session';

export const ENTITY_QUERY_ROOT = 'entity';

export type EntityQueryKind = 'grid' | 'byId' | 'all';

export function cacheTagKey(tag: string): readonly [string, string] {
  return [ENTITY_QUERY_ROOT, tag];
}

/** The tag → query-key prefix map of every declared entity. */
export const CACHE_TAG_KEYS: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
  ENTITIES.map((e) => [e.cacheTag, cacheTagKey(e.cacheTag)]),
);

export function entityQueryKey(
  declaration: Pick<EntityDeclaration, 'cacheTag' | 'key'>,
  scope: SessionScope,
  kind: EntityQueryKind,
  argument?: unknown,
) {
  return [...cacheTagKey(declaration.cacheTag), scope, declaration.key, kind, argument ?? null] as const;
}

/**
 * The tags a change to `declaration` makes stale: its own, and those of entities showing its rows
 * as lookup labels (renaming a waste stream changes the products grid).
 */
export function tagsToRefresh(declaration: EntityDeclaration, entities: readonly EntityDeclaration[] = ENTITIES): string[] {
  const tags = new Set([declaration.cacheTag]);
  for (const other of entities) {
    const fields = Object.values(other.fields as Record<string, FieldMeta>);
    if (fields.some((f) => f.kind === 'lookup' && f.lookup?.entity === declaration.key)) tags.add(other.cacheTag);
  }
  return [...tags];
}

export async function invalidateTags(queryClient: QueryClient, tags: readonly string[]): Promise<void> {
  await Promise.all(tags.map((tag) => queryClient.invalidateQueries({ queryKey: cacheTagKey(tag) })));
}

/** A building or view switch: no cached entity data may survive (spec §4). */
export function clearEntityCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [ENTITY_QUERY_ROOT] });
}
