// Occupier scope of the generic controller, beside the building scope (scope.ts): a session bound
// to occupiers (Tenant, tenant portfolio building user) reads and writes only the rows of its own
// customers, as each entity's `occupier` declaration says who owns a row (src/domain/entity.ts).
// The conditions are plain SQL (sub-selects, no extra round trip), so every read that takes the
// controller's readWhere — grid, GetAll and lookup lists, GetById, the Excel export through the
// grid, a custom controller's own pages — is narrowed by the same rule.
import { and, eq, exists, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { EntityDeclaration, OccupierLink, OccupierOwnership } from '../../../domain/entity';
import { entityByKey } from '../../../domain/entities';
import type { RoleKey } from '../../../domain/roles';
import { PORTFOLIO_KIND } from '../../auth/portfolio-buildings';
import type { Session } from '../../auth/session';
import { ENTITY_TABLES } from '../../db/entity-tables';
import {
  collectionServiceAllocations,
  portfolioCustomers,
  portfolios,
  portfolioUsers,
  wasteAuditCustomers,
} from '../../db/schema';
import { HttpError } from '../../errors';

/** Roles that act for occupiers rather than for the building. */
export const OCCUPIER_ROLES: readonly RoleKey[] = ['tenant', 'tenantPortfolioBuildingUser'];

const qb = new QueryBuilder();

const LINKS: Record<OccupierLink, { table: PgTable; row: PgColumn; customer: PgColumn }> = {
  collectionServiceAllocations: {
    table: collectionServiceAllocations,
    row: collectionServiceAllocations.collectionServiceId,
    customer: collectionServiceAllocations.customerId,
  },
  wasteAuditCustomers: { table: wasteAuditCustomers, row: wasteAuditCustomers.wasteAuditId, customer: wasteAuditCustomers.customerId },
};

/** `column` names one of the session's customers; undefined for a session not bound to occupiers. */
type OwnedBy = (column: PgColumn) => SQL;

/**
 * The session's customers: a Tenant's own (the token's cid; none without one); a tenant portfolio
 * building user's are its tenant portfolios' customers (as its reports are, reports/scope.ts),
 * narrowed to its own customer when the user has one.
 */
export function ownedBy(session: Pick<Session, 'roleKey' | 'customerId' | 'userId'>): OwnedBy | undefined {
  if (!OCCUPIER_ROLES.includes(session.roleKey)) return undefined;
  const own = session.customerId;
  if (session.roleKey === 'tenant') return (column) => (own === null ? sql`false` : eq(column, own));
  const linked = qb
    .select({ customerId: portfolioCustomers.customerId })
    .from(portfolioCustomers)
    .innerJoin(portfolios, eq(portfolios.id, portfolioCustomers.portfolioId))
    .innerJoin(portfolioUsers, eq(portfolioUsers.portfolioId, portfolios.id))
    .where(
      and(
        eq(portfolios.isDeleted, false),
        eq(portfolios.kind, PORTFOLIO_KIND.tenant),
        eq(portfolioUsers.userId, session.userId),
        eq(portfolioUsers.isDeleted, false),
      ),
    );
  return (column) => and(inArray(column, linked), own === null ? undefined : eq(column, own)) as SQL;
}

function required(columns: Record<string, PgColumn>, name: string, entity: string): PgColumn {
  const column = columns[name];
  if (!column) throw new Error(`${entity}: the occupier declaration names ${name}, which its table lacks`);
  return column;
}

function linkedTo(link: OccupierLink, rowId: PgColumn, owned: OwnedBy): SQL {
  const { table, row, customer } = LINKS[link];
  return exists(qb.select({ one: sql`1` }).from(table).where(and(eq(row, rowId), owned(customer))));
}

/** Ids of an entity's rows the session may read (strict: owns). */
function ownedIds(entityKey: string, owned: OwnedBy, session: Pick<Session, 'userId'>, strict: boolean) {
  const table = (ENTITY_TABLES as Record<string, PgTable>)[entityKey];
  const declaration = entityByKey(entityKey);
  if (!table || !declaration.occupier) throw new Error(`${entityKey} declares no occupier to own rows by`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const condition = ownershipCondition(entityKey, declaration.occupier, columns, owned, session, strict);
  return qb.select({ id: required(columns, 'id', entityKey) }).from(table).where(condition);
}

/**
 * The condition of one declaration on a table's columns. strict: only rows the occupier owns (the
 * write rule: the building's shared rows are read only to occupiers).
 */
function ownershipCondition(
  entity: string,
  rule: OccupierOwnership,
  columns: Record<string, PgColumn>,
  owned: OwnedBy,
  session: Pick<Session, 'userId'>,
  strict: boolean,
): SQL {
  const id = () => required(columns, 'id', entity);
  if (rule === 'self') return owned(id());
  if (rule === 'creator') return eq(required(columns, 'createdById', entity), session.userId);
  if ('about' in rule) {
    const { typeField, idField, entities } = rule.about;
    const type = required(columns, typeField, entity);
    const about = required(columns, idField, entity);
    const branches = Object.entries(entities).map(([value, target]) => and(eq(type, value), inArray(about, ownedIds(target, owned, session, strict))));
    return or(...branches) ?? sql`false`;
  }
  if ('parent' in rule) {
    const through = required(columns, rule.through, entity);
    const ownParent = inArray(through, ownedIds(rule.parent, owned, session, strict));
    return !strict && rule.withoutParent === 'shared' ? (or(isNull(through), ownParent) as SQL) : ownParent;
  }
  if (!('column' in rule)) return linkedTo(rule.link, id(), owned);
  const column = required(columns, rule.column, entity);
  const mine = rule.link ? (or(owned(column), linkedTo(rule.link, id(), owned)) as SQL) : owned(column);
  return !strict && rule.withoutCustomer === 'shared' ? (or(isNull(column), mine) as SQL) : mine;
}

type Scoped = Pick<EntityDeclaration, 'key' | 'occupier'>;

/**
 * Rows of the entity the session may read, beside the building scope: undefined when the session
 * is not bound to occupiers or the entity has no customer-owned rows.
 */
export function occupierReadCondition(declaration: Scoped, columns: Record<string, PgColumn>, session: Session): SQL | undefined {
  const owned = ownedBy(session);
  if (!owned || !declaration.occupier) return undefined;
  return ownershipCondition(declaration.key, declaration.occupier, columns, owned, session, false);
}

/** Rows the session may change or delete, and what a row it creates must be. */
export function occupierWriteCondition(declaration: Scoped, columns: Record<string, PgColumn>, session: Session): SQL | undefined {
  const owned = ownedBy(session);
  if (!owned || !declaration.occupier) return undefined;
  return ownershipCondition(declaration.key, declaration.occupier, columns, owned, session, true);
}

/** A Tenant's new row is its own customer's, whatever the body said. */
export function withOccupierCustomer<V extends Record<string, unknown>>(declaration: Scoped, session: Session, values: V): V {
  const rule = declaration.occupier;
  if (!ownedBy(session) || !rule || typeof rule !== 'object' || !('column' in rule)) return values;
  const own = session.customerId;
  return own === null || session.roleKey !== 'tenant' ? values : { ...values, [rule.column]: own };
}

export const NOT_YOUR_TENANCY = 'You may only add records of your own tenancy.';

/** Refuses (rolling the write back) a row the occupier-bound session would not own. */
export function refuseForeignRow(found: boolean, field: string | undefined): void {
  if (found) return;
  throw new HttpError(403, NOT_YOUR_TENANCY, field ? { errors: { [field]: [NOT_YOUR_TENANCY] } } : {});
}

/** The field a create names the owner by, to point a refusal at. */
export function ownerField(declaration: Scoped): string | undefined {
  const rule = declaration.occupier;
  if (!rule || typeof rule !== 'object') return undefined;
  if ('column' in rule) return rule.column;
  if ('parent' in rule) return rule.through;
  if ('about' in rule) return rule.about.idField;
  return undefined;
}
