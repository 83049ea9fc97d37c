// /api/Products (spec §7): the generic routes, with GetAll taking isIncludeTransactionProducts
// (default false: transaction products are left out of the lookups that do not ask for them) and
// GetAllWithoutFiltering for every live product in scope.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productEntity } from '../../domain/entities/reference';
import { filterGroupSchema, isFilterGroup, sortDescriptorSchema, type FilterGroup } from '../../domain/grid';
import { Qualifier } from '../../domain/permissions';
import { products } from '../db/schema';
import { parseGridQuery } from '../grid';
import { requireAnyOf } from './custom/guards';
import { registerEntityController } from './generic-controller';
import { rowSchema } from './generic/docs';

export const productsGetAllBodySchema = z
  .looseObject({
    filter: filterGroupSchema.nullish(),
    sort: z.array(sortDescriptorSchema).optional(),
    isIncludeTransactionProducts: z.boolean().default(false).describe('Include products with isTransactionProduct'),
  })
  .nullish()
  .describe('{ filter?, sort?, isIncludeTransactionProducts? }; a bare filter group is accepted as the filter');

export async function productRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ops = registerEntityController(app, productEntity, products, { exclude: ['GetAll'] });
  const tags = [productEntity.labelPlural];
  const preHandler = requireAnyOf(productEntity.area, [Qualifier.View, Qualifier.ReferenceDataView]);
  const response = { 200: z.array(rowSchema(productEntity, ops.source)) };

  app.put(
    '/api/Products/GetAll',
    { config: { readOnly: true }, preHandler, schema: { tags, summary: 'Products matching a filter (transaction products only when asked for)', body: productsGetAllBodySchema, response } },
    async (request) => {
      const body = request.body ?? { isIncludeTransactionProducts: false };
      const bare = body as unknown as FilterGroup;
      const query = parseGridQuery({ filter: body.filter ?? (isFilterGroup(bare) ? { logic: bare.logic, filters: bare.filters } : undefined), sort: body.sort });
      const onlyNonTransaction = body.isIncludeTransactionProducts ? undefined : eq(products.isTransactionProduct, false);
      return ops.all(request, query, onlyNonTransaction);
    },
  );

  app.put(
    '/api/Products/GetAllWithoutFiltering',
    { config: { readOnly: true }, preHandler, schema: { tags, summary: 'Every live product in scope', response } },
    async (request) => ops.all(request, {}),
  );
}
