// The data import module (/imports, spec "data import"; src/domain/imports.ts has the contract):
//   GET  /api/Imports/Kinds                     the kinds this session may import, with their fields
//   GET  /api/Imports/Template/{kind}           the kind's template (.xlsx: columns, example, accepted values)
//   POST /api/Imports/Preview                   multipart `file` → its header and first rows (nothing kept)
//   POST /api/Imports/Start/{kind}?mapping=[…]  multipart `file` → Import row + job (the column matching in `mapping`)
//   GET  /api/Imports/Result/{id}               status, counts and progress (the result page polls it)
//   GET  /api/Imports/Result/{id}/Problems      its problems, a page at a time (row, column, message)
//   GET  /api/Imports/Result/{id}/ErrorReport   the same problems as an .xlsx
// Running a kind needs every permission its definition lists (import-kinds.ts), checked here;
// reading a result needs View on Imports within the building scope.
import { rm } from 'node:fs/promises';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_KIND_KEYS,
  IMPORT_KINDS_PATH,
  IMPORT_MAPPING_PARAM,
  IMPORT_PREVIEW_PATH,
  IMPORTS_API,
  kindOfImportType,
  PROBLEMS_PAGE_MAX,
  type ImportKindInfo,
  type ImportResult,
} from '../../domain/imports';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { buildingScope, requirePermission } from '../auth/guards';
import { importProblems, packages } from '../db/schema';
import { HttpError } from '../errors';
import { sendErrorReport } from '../imports/error-report-download';
import { ALL_IMPORT_KINDS, importFields, importKindOf, type ImportKind } from '../imports/import-kinds';
import { previewOf } from '../imports/preview';
import { kindTemplate, templateFileName } from '../imports/kind-template';
import { MAX_IMPORT_COLUMNS } from '../imports/import-limits';
import { ImportFileError } from '../imports/read-records';
import { createImport, findImportProgress } from '../imports/store';
import { receiveImportFile } from '../imports/upload';
import { XLSX_TYPE } from './export-excel/columns';
import { SELECT_BUILDING_FIRST } from './generic/scope';
import { recordIdSchema } from './ids';

const tags = ['Imports'];
const NOT_FOUND = 'Import not found.';
const kindParams = z.object({ kind: z.enum(IMPORT_KIND_KEYS, { error: `One of: ${IMPORT_KIND_KEYS.join(', ')}` }) });
const idParams = z.object({ id: recordIdSchema });

const mayRun = (request: FastifyRequest, kind: ImportKind) => kind.permissions.every(([area, qualifier]) => hasPermission(request.session.permissions, area, qualifier));

function runnableKind(request: FastifyRequest, key: (typeof IMPORT_KIND_KEYS)[number]): ImportKind {
  const kind = importKindOf(key);
  if (!mayRun(request, kind)) throw new HttpError(403, `You have no permission to import ${kind.declaration.labelPlural.toLowerCase()}.`);
  return kind;
}

function buildingOf(request: FastifyRequest): number {
  const tenantId = request.session.tenantId;
  if (tenantId === null) throw new HttpError(400, SELECT_BUILDING_FIRST);
  return tenantId;
}

/** The column matching: one field key of the kind (or null) per file column, each field once. */
function mappingOf(kind: ImportKind, raw: string | undefined): (string | null)[] | null {
  if (raw === undefined) return null;
  const invalid = (message: string) => new HttpError(400, 'The column matching is not valid.', { errors: { [IMPORT_MAPPING_PARAM]: [message] } });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('Send a JSON list of field names (or null), one per column of the file');
  }
  const keys = kind.columns.map((c) => c.key) as [string, ...string[]];
  const result = z.array(z.enum(keys).nullable()).max(MAX_IMPORT_COLUMNS).safeParse(parsed);
  if (!result.success) throw invalid(`Each column is matched to one of ${keys.join(', ')}, or null`);
  const chosen = result.data.filter((k): k is string => k !== null);
  if (new Set(chosen).size !== chosen.length) throw invalid('Each field may be matched to one column only');
  return result.data;
}

async function resultOf(app: FastifyInstance, request: FastifyRequest, id: number): Promise<ImportResult> {
  const progress = await findImportProgress(app.db, id, buildingScope(request));
  if (!progress) throw new HttpError(404, NOT_FOUND);
  return { ...progress, kind: kindOfImportType(progress.importType) ?? null };
}

export async function importRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission(Area.Imports, Qualifier.View);
  const importing = requirePermission(Area.Imports, Qualifier.Import);

  app.get(IMPORT_KINDS_PATH, { preHandler: view, schema: { tags, summary: 'The kinds of data this session may import, with their columns' } }, async (request): Promise<ImportKindInfo[]> =>
    ALL_IMPORT_KINDS.filter((kind) => mayRun(request, kind)).map((kind) => ({ kind: kind.key, label: kind.declaration.labelPlural, fields: importFields(kind) })),
  );

  app.get(
    `${IMPORTS_API}/Template/:kind`,
    { preHandler: importing, schema: { tags, summary: "A kind's import template (.xlsx): columns, an example row and the accepted values", params: kindParams } },
    async (request, reply) => {
      const kind = runnableKind(request, request.params.kind);
      const tenantId = buildingOf(request);
      const [building] = await app.db.select({ timeZone: packages.timeZone }).from(packages).where(eq(packages.id, tenantId));
      const workbook = await kindTemplate(app.db, kind, tenantId, building?.timeZone ?? 'Australia/Sydney');
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(templateFileName(kind))}`)
        .send(Buffer.from(await workbook.xlsx.writeBuffer()));
    },
  );

  app.post(
    IMPORT_PREVIEW_PATH,
    { preHandler: importing, schema: { tags, summary: "A file's header and first rows, for the column matching (the file is not kept)", consumes: ['multipart/form-data'] } },
    async (request) => {
      buildingOf(request);
      const file = await receiveImportFile(request);
      try {
        return await previewOf(file);
      } catch (error) {
        if (error instanceof ImportFileError) throw new HttpError(400, error.message, { errors: { file: [error.message] } });
        throw new HttpError(400, `The file could not be read as ${file.format.toUpperCase()}.`, { errors: { file: ['Not a readable CSV or XLSX file'] } });
      } finally {
        await rm(file.filePath, { force: true });
      }
    },
  );

  app.post(
    `${IMPORTS_API}/Start/:kind`,
    {
      preHandler: importing,
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX (≤ 20 MB) of one kind; the import runs in the background',
        params: kindParams,
        querystring: z.object({ [IMPORT_MAPPING_PARAM]: z.string().max(20_000).optional() }),
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const kind = runnableKind(request, request.params.kind);
      const tenantId = buildingOf(request);
      const mapping = mappingOf(kind, request.query[IMPORT_MAPPING_PARAM]);
      const file = await receiveImportFile(request);
      const row = await createImport(
        app.db,
        { session: request.session, tenantId, importType: kind.importType, fileName: file.fileName, format: file.format, sizeBytes: file.sizeBytes },
        file.filePath,
        mapping,
      );
      app.importWorker?.kick();
      return resultOf(app, request, row.id);
    },
  );

  app.get(`${IMPORTS_API}/Result/:id`, { preHandler: view, schema: { tags, summary: 'An import: status, counts and progress', params: idParams } }, async (request) =>
    resultOf(app, request, request.params.id),
  );

  app.get(
    `${IMPORTS_API}/Result/:id/Problems`,
    {
      preHandler: view,
      schema: {
        tags,
        summary: "An import's problems (row, column, message), by row",
        params: idParams,
        querystring: z.object({ skip: z.coerce.number().int().min(0).max(10_000_000).default(0), take: z.coerce.number().int().min(1).max(PROBLEMS_PAGE_MAX).default(20) }),
      },
    },
    async (request) => {
      const { id } = (await resultOf(app, request, request.params.id)) as { id: number };
      const where = eq(importProblems.importId, id);
      const [total] = await app.db.select({ n: count() }).from(importProblems).where(where);
      const data = await app.db
        .select({ rowNumber: importProblems.rowNumber, column: importProblems.column, message: importProblems.message })
        .from(importProblems)
        .where(where)
        .orderBy(asc(importProblems.rowNumber), asc(importProblems.id))
        .offset(request.query.skip)
        .limit(request.query.take);
      return { total: total?.n ?? 0, data };
    },
  );

  app.get(
    `${IMPORTS_API}/Result/:id/ErrorReport`,
    { preHandler: view, schema: { tags, summary: 'The error report of an import (.xlsx: Row, Column, Message)', params: idParams } },
    async (request, reply) => sendErrorReport(app.db, app.dataDir, request, reply, request.params.id),
  );
}
