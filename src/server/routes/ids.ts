// Record ids in paths and query strings: serial int4 keys, so anything outside 1..2^31−1 can name no
// record and would make PostgreSQL fail the comparison (a 500) instead of a 400 naming the id.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INT32_MAX } from '../../domain/grid-limits';

export const RECORD_ID_MESSAGE = `A record id: a whole number from 1 to ${INT32_MAX}`;

// Decimal digits only: Number() would also read '0x10', ' 16' and '1e1' as ids.
export const recordIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, RECORD_ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(INT32_MAX, RECORD_ID_MESSAGE));

/** A record id in a JSON body: the same int4 range; `error` words a missing or mistyped one. */
export const bodyRecordId = (error = RECORD_ID_MESSAGE) => z.number({ error }).int(error).positive(error).max(INT32_MAX, error);

export const idParamsSchema = z.object({ id: recordIdSchema });

/** Report exports are keyed by uuid (db/schema/config.ts); every other entity by a serial. */
function isUuidColumn(column: unknown): boolean {
  return (column as { columnType?: string } | undefined)?.columnType === 'PgUUID';
}

/** GetById/Delete params of a table: its id as the key type it really has. */
export function idParamsFor(idColumn: unknown): z.ZodType<{ id: number | string }> {
  return isUuidColumn(idColumn) ? z.object({ id: z.uuid() }) : idParamsSchema;
}

/** The id of a row on the wire. */
export function idWireSchema(idColumn: unknown): z.ZodType {
  return isUuidColumn(idColumn) ? z.uuid() : z.number().int();
}

/**
 * The validated `:id` of a route declared with idParamsFor. A uuid key (report exports) stays its
 * string: the queries only compare it with the id column, which takes it as it is, so the
 * operations' number type is not narrowed for it.
 */
export function idOf(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}
