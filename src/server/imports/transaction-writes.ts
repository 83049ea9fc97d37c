// The transactions controller's own operations, for work done outside a route: the import writes
// each line through create/update (the declaration's schema, the building's lookups and the
// transaction hooks: waste stream and unit from the product, amount = quantity × unit price), and
// the export reads through the same scope. A line whose contractor, docket no. and product match a
// live transaction of the building updates it instead of adding a second one (data-model §1.7).
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { transactionEntity } from '../../domain/entities/supplier';
import type { Session } from '../auth/session';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { entityOperations, type EntityOperations } from '../routes/generic/operations';
import { entitySource } from '../routes/generic/source';
import { compose } from '../routes/hooks/compose';
import { transactionHooks } from '../routes/hooks/transactions';
import type { Values } from '../routes/generic/values';

/** A request as the operations read it: only its session, for a job that has no request. */
export function requestOf(session: Session): FastifyRequest {
  return { session } as unknown as FastifyRequest;
}

export function transactionOperations(db: Db, importId?: number): EntityOperations {
  const stampImport = (values: Values): Values => (importId === undefined ? values : { ...values, importId });
  const hooks = importId === undefined ? transactionHooks : compose(transactionHooks, { beforeCreate: stampImport, beforeUpdate: stampImport });
  return entityOperations(db, transactionEntity, entitySource(transactionEntity, transactions), hooks);
}

/** The live transaction with the same de-duplication key, if the line has a docket number. */
async function sameLine(db: Db, tenantId: number, body: Record<string, unknown>): Promise<number | undefined> {
  const { destinationContractorId, productId, docketNo } = body;
  if (typeof docketNo !== 'string' || docketNo === '' || typeof destinationContractorId !== 'number' || typeof productId !== 'number') return undefined;
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.tenantId, tenantId),
        eq(transactions.destinationContractorId, destinationContractorId),
        eq(transactions.docketNo, docketNo),
        eq(transactions.productId, productId),
        eq(transactions.isDeleted, false),
      ),
    );
  return row?.id;
}

/** Creates the line, or updates the live line it duplicates; resolves to 'created' or 'updated'. */
export async function writeTransaction(
  db: Db,
  ops: EntityOperations,
  request: FastifyRequest,
  body: Record<string, unknown>,
): Promise<'created' | 'updated'> {
  const tenantId = request.session.tenantId;
  const id = tenantId === null ? undefined : await sameLine(db, tenantId, body);
  if (id === undefined) {
    await ops.create(request, body);
    return 'created';
  }
  await ops.update(request, { ...body, id });
  return 'updated';
}
