// Every plain entity gets the generic controller (architecture §3: a plain entity is one
// declaration, one table and seed rows). Entities with behaviour of their own are listed here and
// registered by their custom controllers, which call registerEntityController themselves.
import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES, type EntityKey } from '../../domain/entities';
import { ENTITY_TABLES } from '../db/entity-tables';
import { registerEntityController } from './generic-controller';
import { ENTITY_HOOKS, tabletConfigurationCopyRoute } from './hooks';

/** Entity keys served by a custom controller (spec §7 gives them endpoints of their own). */
export const CUSTOM_CONTROLLER_ENTITIES: readonly EntityKey[] = [
  'buildings',
  'equipment',
  'portfolios',
  'tenantPortfolios',
  'products',
  'wasteTypes',
];

/**
 * The entity keys the generic controller serves: every declared entity but the custom ones. Every
 * entity has a table (ENTITY_TABLES is a Record<EntityKey, …>), so none is dropped. Typed string[]
 * so callers may ask `.includes(anyKey)`.
 */
export function genericEntityKeys(): string[] {
  return ENTITIES.filter((e) => !CUSTOM_CONTROLLER_ENTITIES.includes(e.key)).map((e) => e.key);
}

export async function entityRoutes(app: FastifyInstance): Promise<void> {
  const tables: Record<EntityKey, PgTable> = ENTITY_TABLES;
  for (const declaration of ENTITIES) {
    if (CUSTOM_CONTROLLER_ENTITIES.includes(declaration.key)) continue;
    const ops = registerEntityController(app, declaration, tables[declaration.key], ENTITY_HOOKS[declaration.key]);
    if (declaration.key === 'tabletConfigurations') tabletConfigurationCopyRoute(app, ops);
  }
}
