// Supplier transactions (data-model §1.7): the waste stream and unit come from the product, and
// the amount is quantity × unit price, all set by the server.
import { eq } from 'drizzle-orm';
import { transactionAmount } from '../../../domain/entities/supplier';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../errors';
import type { EntityControllerHooks } from '../generic/hooks';
import type { Values } from '../generic/values';
import { NOT_A_TRANSACTION_PRODUCT } from './transaction-product';

export { NOT_A_TRANSACTION_PRODUCT };

async function derived(db: Db, values: Values): Promise<Values> {
  const [product] = await db
    .select({ wasteStreamId: products.wasteStreamId, unitOfMeasure: products.unitOfMeasure, isTransactionProduct: products.isTransactionProduct, isDeleted: products.isDeleted })
    .from(products)
    .where(eq(products.id, values.productId as number));
  // A missing or deleted product is left to the lookup check, which names the field.
  if (!product || product.isDeleted) return values;
  if (!product.isTransactionProduct) throw new HttpError(400, 'The data is not valid.', { errors: { productId: [NOT_A_TRANSACTION_PRODUCT] } });
  return {
    ...values,
    wasteStreamId: product.wasteStreamId,
    unitOfMeasure: product.unitOfMeasure,
    amountAud: transactionAmount(values.quantity as number, values.unitPriceAud as number | null | undefined),
  };
}

export const transactionHooks: EntityControllerHooks = {
  beforeCreate: (values, { db }) => derived(db, values),
  beforeUpdate: (values, { db }) => derived(db, values),
};
