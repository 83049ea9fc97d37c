// GET /files/{id}/{fileName}: an attachment's bytes, for a signed-in session (bearer token) whose
// building scope holds the attachment's building and whose role may view the record kind it
// belongs to. Outside scope, deleted, or a wrong name: 404, so ids cannot be probed.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AttachmentKind } from '../../domain/enums';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { buildingScope, requirePermission } from '../auth/guards';
import { recordIdSchema } from '../routes/ids';
import { attachments } from '../db/schema';
import { HttpError } from '../errors';
import { AREA_OF_KIND } from './kinds';
import { attachmentPath } from './storage';

const NOT_FOUND = 'File not found.';

export async function fileRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/files/:id/:fileName',
    {
      // Every role holds View on Profile: this authenticates the bearer token (401) before any
      // lookup; the kind's own area is checked once the attachment is known.
      preHandler: requirePermission(Area.Profile, Qualifier.View),
      schema: {
        tags: ['Files'],
        summary: 'The bytes of an attachment (equipment images, calibration certificates, …)',
        params: z.object({ id: recordIdSchema, fileName: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const { id, fileName } = request.params;
      const [row] = await app.db
        .select()
        .from(attachments)
        .where(and(eq(attachments.id, id), eq(attachments.isDeleted, false)));
      const scope = buildingScope(request);
      if (!row || row.fileName !== fileName || (scope !== 'all' && !scope.includes(row.tenantId))) {
        throw new HttpError(404, NOT_FOUND);
      }
      const area = AREA_OF_KIND[row.kind as AttachmentKind];
      if (area === undefined || !hasPermission(request.session.permissions, area, Qualifier.View)) {
        throw new HttpError(403, 'You have no permission to view this file.');
      }
      const filePath = attachmentPath(app.dataDir, row);
      const size = await stat(filePath).then((s) => s.size, () => null);
      if (size === null) throw new HttpError(404, NOT_FOUND);
      return reply
        .header('content-type', row.contentType)
        .header('content-length', size)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(createReadStream(filePath));
    },
  );
}
