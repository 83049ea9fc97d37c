// PUT /api/Transactions/Export (spec §2.2 /transactions/export, §6: Edit on Transactions): the
// building's transactions in a transactionDate range, for some contractors and products, as an
// .xlsx with the import template's columns, so the file can be edited and imported again.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, gte, inArray, lte } from 'drizzle-orm';
import { Area, Qualifier } from '../../domain/permissions';
import { TRANSACTIONS_EXPORT_PATH, transactionsExportFileName, transactionsExportSchema, type TransactionsExportFilters } from '../../domain/transactions-io';
import { requirePermission } from '../auth/guards';
import { transactions } from '../db/schema';
import { transactionOperations } from '../imports/transaction-writes';
import { transactionsWorkbook } from '../imports/transaction-workbook';
import { XLSX_TYPE } from './export-excel/columns';

function filterOf(f: TransactionsExportFilters) {
  return and(
    f.from ? gte(transactions.transactionDate, f.from) : undefined,
    f.to ? lte(transactions.transactionDate, f.to) : undefined,
    f.destinationContractorIds?.length ? inArray(transactions.destinationContractorId, f.destinationContractorIds) : undefined,
    f.productIds?.length ? inArray(transactions.productId, f.productIds) : undefined,
  );
}

export async function transactionsExportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ops = transactionOperations(app.db);

  app.put(
    TRANSACTIONS_EXPORT_PATH,
    {
      preHandler: requirePermission(Area.Transactions, Qualifier.Edit),
      schema: { tags: ['Transactions'], summary: 'Transactions in a date range, for contractors and products, as .xlsx (the import columns)', body: transactionsExportSchema },
    },
    async (request, reply) => {
      const rows = await ops.all(request, { sort: [{ field: 'transactionDate', dir: 'asc' }] }, filterOf(request.body));
      const bytes = Buffer.from(await transactionsWorkbook(rows).xlsx.writeBuffer());
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${transactionsExportFileName(request.body)}"`)
        .header('x-total-count', String(rows.length))
        .send(bytes);
    },
  );
}
