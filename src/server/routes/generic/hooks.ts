// How a custom controller extends the generic one (architecture §3: sections with more behaviour
// extend their declaration, they don't copy the generic code).
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { GridFields } from '../../grid';
import type { Row } from './queries';
import type { Values } from './values';

export const ENTITY_ROUTES = ['Get', 'GetAll', 'GetById', 'CreateEntity', 'PutEntity', 'Delete'] as const;
export type EntityRouteName = (typeof ENTITY_ROUTES)[number];

export interface HookContext {
  request: FastifyRequest;
  db: Db;
}

export interface EntityControllerHooks {
  /** Routes the custom controller serves itself; it may still use the returned operations. */
  exclude?: readonly EntityRouteName[];
  /** Further fields selected with every row and usable in grid filters and sorts. */
  extraFields?: GridFields;
  /** A condition added to every read, update and delete, beside the building scope. */
  where?(request: FastifyRequest): SQL | undefined;
  /** Derive or check values before an insert (e.g. denormalised columns); may throw HttpError. */
  beforeCreate?(values: Values, context: HookContext): Values | Promise<Values>;
  /** Same for an update; `existing` is the row as a read returns it. */
  beforeUpdate?(values: Values, context: HookContext & { existing: Row }): Values | Promise<Values>;
  /** May refuse a delete by throwing (e.g. 409 while the row is in use). */
  beforeDelete?(existing: Row, context: HookContext): void | Promise<void>;
  /** Shapes every row a route returns. */
  afterRead?(row: Row, context: HookContext): Row | Promise<Row>;
}
