// /api/Equipment (spec §7): the grid is GetGrid (not Get); GetById adds the images and the
// calibration certificate; CreateEntity and PutEntity take multipart/form-data (parts image,
// calibrationCertificate and equipmentItem); GetBuildingName is the serial-number uniqueness
// check across all buildings; Delete also retires the item's files. History, GetDeleted and
// Restore/{id} are the generic ones (a restore refuses a serial reused since the delete, and
// brings back the files the delete retired).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { equipmentEntity } from '../../domain/entities/devices';
import { ref } from '../../domain/entities/shared';
import { AttachmentKind } from '../../domain/enums';
import { gridQuerySchema } from '../../domain/grid';
import { Qualifier } from '../../domain/permissions';
import { requirePermission } from '../auth/guards';
import { equipment } from '../db/schema';
import { HttpError } from '../errors';
import { parseGridQuery } from '../grid';
import { equipmentAttachments, equipmentFiles, equipmentFilesSchema } from './equipment/attachments';
import { recordEquipmentFiles, withEquipmentFiles } from './equipment/files-unit';
import { CERTIFICATE_PART, IMAGE_PART, ITEM_PART, readEquipmentForm, type EquipmentForm } from './equipment/form';
import { bringBackDeletedFiles } from './equipment/restored-files';
import { assertSerialFree, buildingHoldingSerial } from './equipment/serial';
import { registerEntityController, registerHistoryRoute } from './generic-controller';
import { rowSchema } from './generic/docs';
import { registerRestoreRoutes } from './generic/restore-routes';
import { conflictWithDetail } from './generic/versions';
import { recordIdSchema } from './ids';
import { pageAnswerSchema } from './generic/queries';

const entityIdParams = z.object({ entityId: recordIdSchema });

const MULTIPART_DESCRIPTION =
  `multipart/form-data: \`${ITEM_PART}\` (a JSON string of the equipment fields; on PutEntity with \`id\`, and ` +
  `\`removedImageIds\` to remove images), \`${IMAGE_PART}\` (repeated; JPEG or PNG) and \`${CERTIFICATE_PART}\` ` +
  '(one; PDF, JPEG or PNG; replaces the current one). 10 MB per file (413 beyond).';

export async function equipmentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const ops = registerEntityController(app, equipmentEntity, equipment, {
    exclude: ['Get', 'GetById', 'CreateEntity', 'PutEntity', 'Delete'],
    // Hooks run inside the write's transaction: query through its db, never the pool's.
    beforeCreate: async (values, context) => {
      await assertSerialFree(context.db, values.serialNumber);
      return values;
    },
    beforeUpdate: async (values, context) => {
      await assertSerialFree(context.db, values.serialNumber, context.existing.id);
      return values;
    },
    // A serial reused since the delete: the 409 names the building, as a create's would. Else the
    // files the delete retired come back with the item.
    beforeRestore: async (deleted, context) => {
      await assertSerialFree(context.db, deleted.serialNumber);
      await bringBackDeletedFiles(context.db, deleted.id as number, context.request.session.userId);
    },
    afterWrite: recordEquipmentFiles,
    // Files added, replaced or removed show in the item's history beside its fields.
    linkedForHistory: async (db, id) => {
      const files = await equipmentFiles(db, id);
      return {
        images: { label: 'Images', names: files.images.map((f) => f.fileName) },
        calibrationCertificate: { label: 'Calibration certificate', names: files.calibrationCertificate ? [files.calibrationCertificate.fileName] : [] },
      };
    },
  });
  // Its GetById and Delete are its own (with the files); history, Deleted filter and restore are the generic ones.
  registerHistoryRoute(instance, ops);
  registerRestoreRoutes(instance, ops);
  const tags = [equipmentEntity.labelPlural];
  const guard = (qualifier: Qualifier) => requirePermission(equipmentEntity.area, qualifier);
  const row = rowSchema(equipmentEntity, ops.source);
  const detailSchema = row.and(equipmentFilesSchema);

  const detail = async (request: FastifyRequest, id: number) => ({ ...(await ops.byId(request, id)), ...(await equipmentFiles(db, id)) });

  /** Reads the form; the work's write records its files in the same transaction (files-unit.ts). */
  async function withForm<T>(request: FastifyRequest, work: (form: EquipmentForm) => Promise<T>): Promise<T> {
    const form = await readEquipmentForm(request);
    return withEquipmentFiles(request, form, () => work(form));
  }

  /** 400 unless every id to remove is a live image of this item. */
  async function checkRemovals(id: number, removedImageIds: readonly number[]): Promise<void> {
    const images = new Set((await equipmentAttachments(db, id)).filter((a) => a.kind === AttachmentKind.EquipmentImage).map((a) => a.id));
    const unknown = removedImageIds.filter((imageId) => !images.has(imageId));
    if (unknown.length > 0) {
      throw new HttpError(400, 'The data is not valid.', { errors: { removedImageIds: [`Not an image of this item: ${unknown.join(', ')}`] } });
    }
  }

  app.put(
    '/api/Equipment/GetGrid',
    { preHandler: guard(Qualifier.View), schema: { tags, summary: 'A page of equipment (grid query)', body: gridQuerySchema.nullish(), response: { 200: pageAnswerSchema(row) } } },
    async (request) => ops.page(request, parseGridQuery(request.body)),
  );

  app.get(
    '/api/Equipment/GetById/:entityId',
    { preHandler: guard(Qualifier.View), schema: { tags, summary: 'One equipment item with its images and calibration certificate', params: entityIdParams, response: { 200: detailSchema } } },
    async (request) => detail(request, request.params.entityId),
  );

  app.post(
    '/api/Equipment/CreateEntity',
    { preHandler: guard(Qualifier.Create), schema: { tags, summary: 'Create an equipment item with its files', description: MULTIPART_DESCRIPTION, consumes: ['multipart/form-data'], response: { 200: detailSchema } } },
    async (request) =>
      withForm(request, async (form) => {
        const created = await ops.create(request, form.item);
        return detail(request, created.id);
      }),
  );

  app.put(
    '/api/Equipment/PutEntity',
    { preHandler: guard(Qualifier.Edit), schema: { tags, summary: 'Update an equipment item and its files', description: MULTIPART_DESCRIPTION, consumes: ['multipart/form-data'], response: { 200: detailSchema } } },
    async (request) =>
      withForm(request, async (form) => {
        const id = z.object({ id: ref }).safeParse(form.item).data?.id;
        if (id !== undefined) {
          // 404 outside the session's buildings before anything about its images is said.
          await ops.byId(request, id);
          await checkRemovals(id, form.removedImageIds);
        }
        const updated = await conflictWithDetail(() => ops.update(request, form.item), (current) => detail(request, current));
        return detail(request, updated.id);
      }),
  );

  app.delete(
    '/api/Equipment/Delete/:entityId',
    { preHandler: guard(Qualifier.Delete), schema: { tags, summary: 'Delete an equipment item (soft) and retire its files', params: entityIdParams, response: { 200: z.object({ id: z.number().int() }) } } },
    async (request) => {
      // The item's files are retired in the delete's own transaction (recordEquipmentFiles).
      return ops.remove(request, request.params.entityId);
    },
  );

  app.get(
    '/api/Equipment/GetBuildingName',
    {
      preHandler: guard(Qualifier.View),
      schema: {
        tags,
        summary: 'The building that already holds a serial number (any building, live items, case-insensitive), or null',
        querystring: z.object({ serialNumber: z.string().trim().min(1, 'Required') }),
        response: { 200: z.object({ buildingName: z.string().nullable() }) },
      },
    },
    async (request) => ({ buildingName: await buildingHoldingSerial(db, request.query.serialNumber) }),
  );
}
