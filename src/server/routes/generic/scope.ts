// Building scope of the generic controller (data-model.md §0): which rows a session reads, which it
// may change, and which building a new row belongs to. 'all' is a session that sees every building.
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityScope } from '../../../domain/entity';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';
import { HttpError } from '../../errors';

export type BuildingScope = readonly number[] | 'all';

export const SELECT_BUILDING_FIRST = 'Select a building first';

function inScope(tenantId: PgColumn, scope: readonly number[]): SQL {
  return scope.length === 0 ? sql`false` : inArray(tenantId, [...scope]);
}

function tenantColumnOf(entityScope: EntityScope, tenantId: PgColumn | undefined): PgColumn | undefined {
  if (entityScope !== 'global' && !tenantId) {
    throw new Error(`A table of scope ${entityScope} needs a tenantId column`);
  }
  return entityScope === 'global' ? undefined : tenantId;
}

/** Rows a session may read: its buildings' rows, and for 'globalOrBuilding' the global ones too. */
export function readableCondition(entityScope: EntityScope, tenantId: PgColumn | undefined, scope: BuildingScope): SQL | undefined {
  const column = tenantColumnOf(entityScope, tenantId);
  if (!column || scope === 'all') return undefined;
  return entityScope === 'globalOrBuilding' ? or(isNull(column), inScope(column, scope)) : inScope(column, scope);
}

/** Rows a session may change: a global row of a 'globalOrBuilding' entity only with every building. */
export function writableCondition(entityScope: EntityScope, tenantId: PgColumn | undefined, scope: BuildingScope): SQL | undefined {
  const column = tenantColumnOf(entityScope, tenantId);
  if (!column || scope === 'all') return undefined;
  return inScope(column, scope);
}

async function buildingExists(db: Db, tenantId: number): Promise<boolean> {
  const found = await db
    .select({ tenantId: packages.tenantId })
    .from(packages)
    .where(and(eq(packages.tenantId, tenantId), eq(packages.isDeleted, false)))
    .limit(1);
  return found.length > 0;
}

/**
 * The building of a new row: the session's building; a session without one (an administrator in
 * the system view) names it in the body. 'globalOrBuilding' rows without either are global (null).
 * undefined: the entity has no building.
 */
export async function tenantForCreate(
  db: Db,
  entityScope: EntityScope,
  session: { tenantId: number | null },
  scope: BuildingScope,
  requested: number | undefined | null,
): Promise<number | null | undefined> {
  if (entityScope === 'global') return undefined;
  if (session.tenantId !== null) return session.tenantId;
  if (requested == null) {
    if (entityScope === 'globalOrBuilding' && scope === 'all') return null;
    throw new HttpError(400, SELECT_BUILDING_FIRST, { errors: { tenantId: [SELECT_BUILDING_FIRST] } });
  }
  const allowed = scope === 'all' || scope.includes(requested);
  if (!allowed || !(await buildingExists(db, requested))) {
    throw new HttpError(400, SELECT_BUILDING_FIRST, { errors: { tenantId: ['Unknown building'] } });
  }
  return requested;
}
