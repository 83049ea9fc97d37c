// A lookup value must name a live row the new or changed row may point at: a building's row only
// within the same building (and global rows of 'globalOrBuilding' entities). Otherwise a manager
// could link to, and read labels of, another building's records.
import { and, eq, getTableColumns, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../../domain/entities';
import type { Db } from '../../db/client';
import { HttpError, type FieldErrors } from '../../errors';
import type { LookupTarget } from './source';
import type { Values } from './values';

function sameBuilding(target: LookupTarget, tenantId: number | null | undefined): SQL | undefined {
  const scope = ENTITIES.find((e) => e.key === target.entity)?.scope ?? 'global';
  const column = (getTableColumns(target.table) as Record<string, PgColumn>).tenantId;
  if (scope === 'global' || !column || tenantId === undefined) return undefined;
  const own = tenantId === null ? isNull(column) : eq(column, tenantId);
  return scope === 'globalOrBuilding' ? or(isNull(column), own) : own;
}

/** The live rows of a lookup's entity that a row of that building may point at (undefined: no building check). */
export function pointableRows(target: LookupTarget, tenantId: number | null | undefined): SQL | undefined {
  const isDeleted = (getTableColumns(target.table) as Record<string, PgColumn>).isDeleted;
  return and(isDeleted ? eq(isDeleted, false) : undefined, sameBuilding(target, tenantId));
}

/** 400 naming every lookup field whose value is missing, deleted or in another building. */
export async function checkLookups(db: Db, lookups: readonly LookupTarget[], values: Values, tenantId: number | null | undefined): Promise<void> {
  const errors: FieldErrors = {};
  for (const target of lookups) {
    const value = values[target.field];
    if (value === null || value === undefined) continue;
    const found = await db
      .select({ key: target.key })
      .from(target.table)
      .where(and(eq(target.key, value), pointableRows(target, tenantId)))
      .limit(1);
    if (found.length === 0) errors[target.field] = ['Not found'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'The data is not valid.', { errors });
}
