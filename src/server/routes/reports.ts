// Reports (spec §7 "Reports", architecture §6–§7): per variant the embed resource, the background
// PDF export (start, poll, download link) under /api/PowerBI, the built-in report's figures under
// /api/Reports/{variant}/Data, and the signed /files/exports links that serve the PDFs.
import { createReadStream, existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from './ids';
import { hasPermission, Qualifier } from '../../domain/permissions';
import { reportExportBodySchema, reportFiltersSchema, type ReportFilters } from '../../domain/report-data';
import { REPORT_TYPES, reportVariantWord, type ReportType } from '../../domain/reports';
import { requirePermission } from '../auth/guards';
import { declaresPermission } from '../auth/route-access';
import { HttpError } from '../errors';
import { buildReport, checkFilters } from '../reports/build-report';
import { requireEdition } from '../reports/editions';
import { embedResource, powerBiTarget } from '../reports/embed';
import { publicLink } from '../http/deployment';
import { exportFilePath, FILE_NAME_PATTERN, LINK_TTL_MS, signedExportPath, verifyExportLink } from '../reports/export-files';
import { createExport, findExport, toExportItem } from '../reports/export-store';
import { resolveReportScope } from '../reports/scope';
import { REPORT_VARIANTS, builtinReportId } from '../reports/variants';

const BI = 'PowerBI';

const exportItemSchema = z.object({
  id: z.string(),
  createdDateTime: z.string(),
  lastActionDateTime: z.string(),
  reportId: z.string(),
  reportName: z.string(),
  status: z.enum(['Undefined', 'NotStarted', 'Running', 'Succeeded', 'Failed']),
  percentComplete: z.number(),
  resourceLocation: z.string().nullable(),
  resourceFileExtension: z.string().nullable(),
  expirationTime: z.string().nullable(),
});

/** `1,2` or repeated `tenantIds=1&tenantIds=2` → [1, 2]. */
const idList = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean)),
  z.array(recordIdSchema).optional(),
);

const dataQuery = z.object({ from: z.string(), to: z.string(), tenantIds: idList, wasteStreamIds: idList });

/** Spec §7: the download call carries the item's fields as its query. */
const exportedFileQuery = z.object({
  id: z.string(),
  createdDateTime: z.string().optional(),
  lastActionDateTime: z.string().optional(),
  reportId: z.string().optional(),
  reportName: z.string().optional(),
  status: z.string().optional(),
  percentComplete: z.string().optional(),
  resourceLocation: z.string().optional(),
  resourceFileExtension: z.string().optional(),
  expirationTime: z.string().optional(),
});

/** View on the report area, or on the dashboard that draws from the same figures. */
function requireReportOrDashboard(type: ReportType): preHandlerAsyncHookHandler {
  const { area, dashboardArea } = REPORT_VARIANTS[type];
  const onReport = requirePermission(area, Qualifier.View);
  return declaresPermission<preHandlerAsyncHookHandler>(async function (this: FastifyInstance, request, reply) {
    if (dashboardArea !== null && request.session && hasPermission(request.session.permissions, dashboardArea, Qualifier.View)) return;
    await onReport.call(this, request, reply);
  });
}

async function scopeFor(request: FastifyRequest, type: ReportType, filters: Pick<ReportFilters, 'tenantIds'>) {
  return resolveReportScope(request.server.db, request.session, type, filters);
}

function variantRoutes(app: FastifyInstance, type: ReportType): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const word = reportVariantWord(type);
  const { area, reportName } = REPORT_VARIANTS[type];
  const tags = ['Reports'];
  const edition = requireEdition(type, reportName);
  /** The area's permission, then the edition (spec §1): both decide here, not in the menu. */
  const guard = (permission: preHandlerAsyncHookHandler) => [permission, edition];

  typed.get(
    `/api/${BI}/GetReport${word}EmbedResource`,
    {
      preHandler: guard(requirePermission(area, Qualifier.View)),
      schema: {
        tags,
        summary: `${reportName}: { mode: 'powerbi', embedUrl, accessToken, reportId, reportName, expiration } with Power BI settings, else { mode: 'builtin', reportId, reportName, dataPath }`,
      },
    },
    async () => embedResource(type),
  );

  typed.get(
    `/api/Reports/${type}/Data`,
    {
      preHandler: guard(requireReportOrDashboard(type)),
      schema: {
        tags,
        summary: `${reportName}: the built-in report's figures (ReportData, src/domain/report-data.ts) for the period from..to (YYYY-MM-DD, inclusive), narrowed by tenantIds and wasteStreamIds (comma-separated)`,
        querystring: dataQuery,
      },
    },
    async (request) => {
      const filters = reportFiltersSchema.parse(request.query);
      return buildReport(request.server.db, type, filters, await scopeFor(request, type, filters));
    },
  );

  typed.post(
    `/api/${BI}/PostReport${word}PdfExport`,
    {
      preHandler: guard(requirePermission(area, Qualifier.Report)),
      schema: {
        tags,
        summary: `${reportName}: starts a background PDF export. Body { filters: { tenantIds?, from, to, wasteStreamIds? }, reportName? }; answers the ReportExportItem (NotStarted)`,
        body: reportExportBodySchema,
        response: { 200: exportItemSchema },
      },
    },
    async (request) => {
      const { filters } = request.body;
      checkFilters(filters, 'filters.');
      const target = powerBiTarget(type);
      const row = await createExport(request.server.db, {
        userId: request.session.userId,
        tenantId: request.session.tenantId,
        reportType: type,
        reportId: target?.reportId ?? builtinReportId(type),
        reportName: request.body.reportName ?? reportName,
        filters,
        scope: await scopeFor(request, type, filters),
        powerBiReportId: target?.reportId ?? null,
      });
      request.server.reportExportWorker?.kick();
      return toExportItem(row);
    },
  );

  typed.get(
    `/api/${BI}/PollReport${word}Export`,
    {
      preHandler: guard(requirePermission(area, Qualifier.Report)),
      schema: { tags, summary: `${reportName}: the export's current ReportExportItem`, querystring: z.object({ exportId: z.string() }), response: { 200: exportItemSchema } },
    },
    async (request) => {
      const row = await findExport(request.server.db, request.query.exportId, request.session.userId, type);
      if (!row) throw new HttpError(404, 'Export not found.');
      return toExportItem(row);
    },
  );

  typed.get(
    `/api/${BI}/Get${word}ExportedFile`,
    {
      preHandler: guard(requirePermission(area, Qualifier.Report)),
      schema: {
        tags,
        summary: `${reportName}: { url } — a signed link to the exported PDF, valid ${LINK_TTL_MS / 60_000} minutes, that opens without a bearer header`,
        querystring: exportedFileQuery,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      const row = await findExport(request.server.db, request.query.id, request.session.userId, type);
      if (!row) throw new HttpError(404, 'Export not found.');
      if (row.status !== 'Succeeded') throw new HttpError(409, 'The export has not finished.');
      if (!existsSync(exportFilePath(request.server.dataDir, row.id))) throw new HttpError(410, 'The exported file has expired.');
      const fileExpires = row.expirationTime ? Date.parse(row.expirationTime) : Infinity;
      const expires = Math.min(Date.now() + LINK_TTL_MS, fileExpires);
      return { url: publicLink(request.server, signedExportPath(request.server.auth.secret, row.id, expires)) };
    },
  );
}

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  for (const type of REPORT_TYPES) variantRoutes(app, type);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/exports/:fileName',
    {
      // The link's signature is the credential: it opens in a new tab, without a bearer header.
      config: { public: true },
      schema: {
        tags: ['Reports'],
        summary: 'An exported PDF, through the signed link GetExportedFile answers',
        params: z.object({ fileName: z.string() }),
        querystring: z.object({ expires: z.coerce.number(), signature: z.string() }),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      const { expires, signature } = request.query;
      if (!FILE_NAME_PATTERN.test(fileName) || !verifyExportLink(request.server.auth.secret, fileName, expires, signature)) {
        throw new HttpError(403, 'The link is invalid or has expired.');
      }
      const file = exportFilePath(request.server.dataDir, fileName.replace(/\.pdf$/, ''));
      if (!existsSync(file)) throw new HttpError(404, 'The exported file has expired.');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file));
    },
  );
}
