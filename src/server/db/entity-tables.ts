// Entity key (src/domain/entities) → its drizzle table, for the generic controller. A table is the
// schema export named like the entity key (`export const skipBins = pgTable(…)` in
// src/server/db/schema); RENAMED lists the entities whose table has another name. A declared entity
// with neither is a compile error naming it (and a start-up throw, should a cast hide it).
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES, type EntityKey } from '../../domain/entities';
import * as schema from './schema';

export type AnyEntityTable = PgTable;

/** Entities whose table is not the schema export of their own name. */
const RENAMED = {
  buildings: schema.packages,
  tenantPortfolios: schema.portfolios,
} as const satisfies Partial<Record<EntityKey, AnyEntityTable>>;

type Schema = typeof schema;
type TableOf<K extends EntityKey> = K extends keyof typeof RENAMED
  ? (typeof RENAMED)[K]
  : K extends keyof Schema
    ? Schema[K]
    : `no table for entity ${K}: export one named ${K} from src/server/db/schema`;

/** Every entity's table, typed per key. */
export type EntityTables = { [K in EntityKey]: TableOf<K> };

function collectTables(): EntityTables {
  const renamed: Partial<Record<string, AnyEntityTable>> = RENAMED;
  const named = schema as unknown as Partial<Record<string, AnyEntityTable>>;
  const tables: Partial<Record<string, AnyEntityTable>> = {};
  for (const { key } of ENTITIES) {
    const table = renamed[key] ?? named[key];
    if (!table) throw new Error(`Entity ${key} has no table: export one named ${key} from src/server/db/schema`);
    tables[key] = table;
  }
  return tables as EntityTables;
}

export const ENTITY_TABLES = collectTables() satisfies Record<EntityKey, AnyEntityTable>;
