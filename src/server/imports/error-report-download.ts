// The download of an import's error report, answered alike by the import module
// (/api/Imports/Result/{id}/ErrorReport) and the transactions import it grew from: the report of an
// import in the session's buildings, else 404 — another building's import is not there to see.
import { createReadStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildingScope } from '../auth/guards';
import type { Db } from '../db/client';
import { attachments, imports } from '../db/schema';
import { HttpError } from '../errors';
import { attachmentPath } from '../files/storage';
import { IMPORT_OWNER_TYPE } from './error-report';

export async function sendErrorReport(db: Db, dataDir: string, request: FastifyRequest, reply: FastifyReply, importId: number): Promise<FastifyReply> {
  const scope = buildingScope(request);
  const [row] = await db
    .select({ tenantId: attachments.tenantId, id: attachments.id, fileName: attachments.fileName, contentType: attachments.contentType })
    .from(imports)
    .innerJoin(attachments, eq(attachments.id, imports.errorReportAttachmentId))
    .where(and(eq(imports.id, importId), eq(imports.isDeleted, false), eq(attachments.ownerType, IMPORT_OWNER_TYPE), eq(attachments.isDeleted, false)));
  if (!row || (scope !== 'all' && !scope.includes(row.tenantId))) throw new HttpError(404, 'Error report not found.');
  return reply
    .header('content-type', row.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(createReadStream(attachmentPath(dataDir, row)));
}
