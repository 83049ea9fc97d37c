// How a custom controller extends the generic one (architecture §3: sections with more behaviour
// extend their declaration, they don't copy the generic code).
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LinkedSnapshot } from '../../audit/record-change';
import type { Db } from '../../db/client';
import type { GridFields } from '../../grid';
import type { Row } from './queries';
import type { Values } from './values';

export const ENTITY_ROUTES = ['Get', 'GetAll', 'GetById', 'CreateEntity', 'PutEntity', 'Delete'] as const;
export type EntityRouteName = (typeof ENTITY_ROUTES)[number];

export interface HookContext {
  request: FastifyRequest;
  /** Inside create, update and delete: the write's transaction. */
  db: Db;
  /** Texts a create or update answers with beside the row (`warnings: string[]`); the write stands. */
  warnings: string[];
}

/** One write, as afterWrite sees it after the row itself is written. */
export interface EntityWrite {
  mode: 'create' | 'update' | 'delete';
  id: number;
  /** The body parsed by the declaration's schema, including fields that are not columns. */
  values: Values;
  /** The request body as sent (child arrays the declaration does not carry). */
  body: unknown;
  /** The row before an update or delete. */
  existing?: Row;
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
  /**
   * May refuse a restore by throwing, inside its transaction (e.g. 409 naming where a unique value
   * is now used); without it, a live row's unique index still refuses the clash (a plain 409).
   */
  beforeRestore?(deleted: Row, context: HookContext): void | Promise<void>;
  /** May refuse a delete by throwing (e.g. 409 while the row is in use). */
  beforeDelete?(existing: Row, context: HookContext): void | Promise<void>;
  /**
   * After the row is inserted, updated or soft-deleted, in the same transaction: child rows, link
   * tables, cached totals elsewhere. May throw HttpError, which rolls the whole write back.
   */
  afterWrite?(write: EntityWrite, context: HookContext): void | Promise<void>;
  /**
   * What is linked to a record beyond its fields (a portfolio's buildings, an item's files), read
   * before and after a create or update in its transaction: differences go to the history entry.
   */
  linkedForHistory?(db: Db, id: number): Promise<LinkedSnapshot>;
  /** Shapes every row a route returns. */
  afterRead?(row: Row, context: HookContext): Row | Promise<Row>;
}
