// Transactions import (spec §2.2 /transactions/import, §6: the screen needs Edit on Transactions):
//   GET  /api/Transactions/ImportTemplate?format=xlsx|csv   the template (the export's columns)
//   POST /api/Transactions/Import                           multipart part `file` → Import row + job
//   GET  /api/Transactions/Import/{id}                      status, counts and progress (polled)
//   GET  /api/Transactions/Import/{id}/ErrorReport          row, column and message per problem
// The upload also needs the Import qualifier on Transactions; the job runs in the import worker.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_FORMATS, IMPORT_STATUSES } from '../../domain/entities/config';
import { Area, Qualifier } from '../../domain/permissions';
import {
  IMPORT_FILE_PART,
  TRANSACTIONS_IMPORT_PATH,
  TRANSACTIONS_TEMPLATE_PATH,
} from '../../domain/transactions-io';
import { buildingScope, requirePermission } from '../auth/guards';
import { HttpError } from '../errors';
import { sendErrorReport } from '../imports/error-report-download';
import { createImport, findImportProgress } from '../imports/store';
import { CSV_TYPE, TEMPLATE_FILE_NAME, templateCsv, templateWorkbook } from '../imports/transaction-workbook';
import { receiveImportFile } from '../imports/upload';
import { XLSX_TYPE } from './export-excel/columns';
import { SELECT_BUILDING_FIRST } from './generic/scope';
import { recordIdSchema } from './ids';

const tags = ['Transactions'];
const idParams = z.object({ id: recordIdSchema });
const NOT_FOUND = 'Import not found.';

const progressSchema = z.object({
  id: z.number().int(),
  importType: z.string(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  importStatus: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int().nullable(),
  importedRows: z.number().int().nullable(),
  failedRows: z.number().int().nullable(),
  addedRows: z.number().int(),
  updatedRows: z.number().int(),
  unchangedRows: z.number().int(),
  refusedRows: z.number().int(),
  percentComplete: z.number(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  errorReportUrl: z.string().nullable(),
});

export async function transactionsImportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const edit = requirePermission(Area.Transactions, Qualifier.Edit);

  app.get(
    TRANSACTIONS_TEMPLATE_PATH,
    {
      preHandler: edit,
      schema: { tags, summary: 'The import template (.xlsx or .csv): the columns of the export', querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }) },
    },
    async (request, reply) => {
      const { format } = request.query;
      reply.header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}.${format}"`);
      if (format === 'csv') return reply.header('content-type', CSV_TYPE).send(templateCsv());
      const bytes = Buffer.from(await templateWorkbook().xlsx.writeBuffer());
      return reply.header('content-type', XLSX_TYPE).send(bytes);
    },
  );

  app.post(
    TRANSACTIONS_IMPORT_PATH,
    {
      preHandler: [edit, requirePermission(Area.Transactions, Qualifier.Import)],
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX of transactions (≤ 20 MB); the import runs in the background',
        description: `multipart/form-data with one part \`${IMPORT_FILE_PART}\`. Answers with the import's status; poll GET ${TRANSACTIONS_IMPORT_PATH}/{id}.`,
        consumes: ['multipart/form-data'],
        response: { 200: progressSchema },
      },
    },
    async (request) => {
      const { session } = request;
      if (session.tenantId === null) throw new HttpError(400, SELECT_BUILDING_FIRST);
      const file = await receiveImportFile(request);
      const row = await createImport(
        app.db,
        { session, tenantId: session.tenantId, importType: 'SupplierTransactions', fileName: file.fileName, format: file.format, sizeBytes: file.sizeBytes },
        file.filePath,
      );
      app.importWorker?.kick();
      const progress = await findImportProgress(app.db, row.id, buildingScope(request));
      if (!progress) throw new HttpError(404, NOT_FOUND);
      return progress;
    },
  );

  app.get(
    `${TRANSACTIONS_IMPORT_PATH}/:id`,
    { preHandler: edit, schema: { tags, summary: 'An import: status, counts, progress and its error report', params: idParams, response: { 200: progressSchema } } },
    async (request) => {
      const progress = await findImportProgress(app.db, request.params.id, buildingScope(request));
      if (!progress) throw new HttpError(404, NOT_FOUND);
      return progress;
    },
  );

  app.get(
    `${TRANSACTIONS_IMPORT_PATH}/:id/ErrorReport`,
    { preHandler: edit, schema: { tags, summary: 'The error report of an import (.xlsx: Row, Column, Message)', params: idParams } },
    async (request, reply) => sendErrorReport(app.db, app.dataDir, request, reply, request.params.id),
  );
}
