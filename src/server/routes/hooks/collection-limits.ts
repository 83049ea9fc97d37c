// Collection limits (data-model §1.5) checked when a collection is written: a limit applies when
// its stream matches and its tenant, product and bin type are empty or match. Per collection the
// net weight and quantity count; per day, week or month the tenant's totals in that period of the
// building's time zone, this collection included. Block refuses the write (400 on netKg or
// quantity naming the limit); Warn and Notify let it stand with a warning (Notify's names the
// address to tell).
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { collectionLimits, collections, packages, products, wasteStreams } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Values } from '../generic/values';

type Limit = typeof collectionLimits.$inferSelect;

const PERIOD_TEXT: Record<string, string> = { PerCollection: 'per collection', PerDay: 'a day', PerWeek: 'a week', PerMonth: 'a month' };
const TRUNC: Record<string, string> = { PerDay: 'day', PerWeek: 'week', PerMonth: 'month' };

export interface CollectionWrite {
  id?: number;
  tenantId: number;
  customerId: number | null;
  wasteStreamId: number;
  productId: number | null;
  collectedAt: string;
  netKg: number;
  quantity: number;
}

const matchesOrAll = (column: PgColumn, value: number | null): SQL | undefined =>
  value === null ? isNull(column) : or(isNull(column), eq(column, value));

async function applicableLimits(db: Db, c: CollectionWrite): Promise<Limit[]> {
  const [product] = c.productId === null ? [] : await db.select({ binTypeId: products.binTypeId }).from(products).where(eq(products.id, c.productId));
  return db
    .select()
    .from(collectionLimits)
    .where(
      and(
        eq(collectionLimits.tenantId, c.tenantId),
        eq(collectionLimits.isDeleted, false),
        eq(collectionLimits.status, 0),
        eq(collectionLimits.wasteStreamId, c.wasteStreamId),
        matchesOrAll(collectionLimits.customerId, c.customerId),
        matchesOrAll(collectionLimits.productId, c.productId),
        matchesOrAll(collectionLimits.binTypeId, product?.binTypeId ?? null),
      ),
    );
}

/** The tenant's net kg and quantity in the limit's period, this collection included. */
async function totals(db: Db, c: CollectionWrite, period: string): Promise<{ kg: number; quantity: number }> {
  const unit = TRUNC[period];
  if (!unit) return { kg: c.netKg, quantity: c.quantity };
  const [building] = await db.select({ timeZone: packages.timeZone }).from(packages).where(eq(packages.tenantId, c.tenantId));
  const zone = building?.timeZone ?? 'Australia/Sydney';
  const bucket = (at: SQL) => sql`date_trunc(${unit}, (${at}) at time zone ${zone})`;
  const [row] = await db
    .select({ kg: sql<string>`coalesce(sum(${collections.netKg}), 0)`, quantity: sql<string>`coalesce(sum(${collections.quantity}), 0)` })
    .from(collections)
    .where(
      and(
        eq(collections.tenantId, c.tenantId),
        eq(collections.isDeleted, false),
        eq(collections.wasteStreamId, c.wasteStreamId),
        c.customerId === null ? isNull(collections.customerId) : eq(collections.customerId, c.customerId),
        c.id === undefined ? undefined : ne(collections.id, c.id),
        sql`${bucket(sql`${collections.collectedAt}`)} = ${bucket(sql`${c.collectedAt}::timestamptz`)}`,
      ),
    );
  return { kg: Number(row?.kg ?? 0) + c.netKg, quantity: Number(row?.quantity ?? 0) + c.quantity };
}

/** Checks the limits: throws 400 for a Block; returns the warnings of the others. */
export async function checkCollectionLimits(db: Db, c: CollectionWrite): Promise<string[]> {
  const limits = await applicableLimits(db, c);
  if (limits.length === 0) return [];
  const [stream] = await db.select({ name: wasteStreams.name }).from(wasteStreams).where(eq(wasteStreams.id, c.wasteStreamId));
  const blocked: Record<string, string[]> = {};
  const warnings: string[] = [];
  for (const limit of limits) {
    const total = await totals(db, c, limit.period);
    const period = PERIOD_TEXT[limit.period] ?? limit.period;
    const found: [string, string][] = [];
    if (total.kg > limit.maxKg) found.push(['netKg', `Above the limit of ${limit.maxKg} kg ${period} for ${stream?.name ?? 'this stream'}`]);
    if (limit.maxQuantity != null && total.quantity > limit.maxQuantity) {
      found.push(['quantity', `Above the limit of ${limit.maxQuantity} ${period} for ${stream?.name ?? 'this stream'}`]);
    }
    for (const [field, text] of found) {
      if (limit.action === 'Block') (blocked[field] ??= []).push(text);
      // A Notify limit names whom to tell: this server sends no mail, so it does not say it did.
      else warnings.push(limit.action === 'Notify' && limit.notifyEmail ? `${text}: let ${limit.notifyEmail} know` : text);
    }
  }
  if (Object.keys(blocked).length > 0) throw new HttpError(400, 'The collection is above a collection limit.', { errors: blocked });
  return warnings;
}

export function collectionWriteOf(values: Values, tenantId: number, id?: number): CollectionWrite {
  return {
    id,
    tenantId,
    customerId: (values.customerId as number | null | undefined) ?? null,
    wasteStreamId: values.wasteStreamId as number,
    productId: (values.productId as number | null | undefined) ?? null,
    collectedAt: values.collectedAt as string,
    netKg: values.netKg as number,
    quantity: (values.quantity as number | undefined) ?? 1,
  };
}
