// Every plain entity gets the generic controller (architecture §3: a plain entity is one
// declaration, one table and seed rows). Entities with behaviour of their own are listed here and
// registered by their custom controllers, which call registerEntityController themselves.
import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../domain/entities';
import { ENTITY_TABLES } from '../db/entity-tables';
import { registerEntityController } from './generic-controller';
import { ENTITY_HOOKS, tabletConfigurationCopyRoute } from './hooks';

/** Entity keys served by a custom controller (spec §7 gives them endpoints of their own). */
export const CUSTOM_CONTROLLER_ENTITIES: readonly string[] = [
  'buildings',
  'equipment',
  'portfolios',
  'tenantPortfolios',
  'products',
  'wasteTypes',
];

/** The entity keys the generic controller serves: declared, with a table, and not custom. */
export function genericEntityKeys(): string[] {
  const tables = ENTITY_TABLES as Record<string, PgTable>;
  return ENTITIES.filter((e) => Object.hasOwn(tables, e.key) && !CUSTOM_CONTROLLER_ENTITIES.includes(e.key)).map(
    (e) => e.key,
  );
}

export async function entityRoutes(app: FastifyInstance): Promise<void> {
  const tables = ENTITY_TABLES as Record<string, PgTable>;
  for (const key of genericEntityKeys()) {
    const declaration = ENTITIES.find((e) => e.key === key);
    const table = tables[key];
    if (!declaration || !table) continue;
    const ops = registerEntityController(app, declaration, table, ENTITY_HOOKS[key]);
    if (key === 'tabletConfigurations') tabletConfigurationCopyRoute(app, ops);
  }
}
