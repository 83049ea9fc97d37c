// PUT /api/Transactions/Export (spec §2.2 /transactions/export, §6: Edit on Transactions): the
// building's transactions in a transactionDate range, for some contractors and products, as an
// .xlsx with the import template's columns, so the file can be edited and imported again. The
// rows are read in keyset chunks through the transactions operations and written as the Excel
// export writes any grid's rows.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, gte, inArray, lte } from 'drizzle-orm';
import { Area, Qualifier } from '../../domain/permissions';
import { TRANSACTIONS_EXPORT_PATH, transactionsExportFileName, transactionsExportSchema, type TransactionsExportFilters } from '../../domain/transactions-io';
import { requirePermission } from '../auth/guards';
import { transactions } from '../db/schema';
import { TRANSACTION_COLUMNS } from '../imports/transaction-columns';
import { transactionOperations } from '../imports/transaction-writes';
import { TRANSACTIONS_SHEET } from '../imports/transaction-workbook';
import { buildingZones } from '../spreadsheets/building-zones';
import { EXPORT_PAGE_SIZE, sendWorkbook } from './export-excel';

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
      const where = filterOf(request.body);
      const query = { sort: [{ field: 'transactionDate', dir: 'asc' as const }] };
      const zoneOf = await buildingZones(app.db, request.session.tenantId);
      const shape = { sheetName: TRANSACTIONS_SHEET, columns: TRANSACTION_COLUMNS, fileName: transactionsExportFileName(request.body), zoneOf };
      return sendWorkbook(request, reply, shape, await ops.chunks(request, query, EXPORT_PAGE_SIZE, where));
    },
  );
}
