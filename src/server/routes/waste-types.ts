// /api/WasteTypes (spec §7): the generic routes (GetAll and Get take a grid body) and the two
// furniture lookups, recycle types and landfill types.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { wasteTypeEntity } from '../../domain/entities/reference';
import { Qualifier } from '../../domain/permissions';
import { wasteTypes } from '../db/schema';
import { requireAnyOf } from './custom/guards';
import { registerEntityController } from './generic-controller';
import { rowSchema } from './generic/docs';

export async function wasteTypeRoutes(app: FastifyInstance): Promise<void> {
  const ops = registerEntityController(app, wasteTypeEntity, wasteTypes);
  const preHandler = requireAnyOf(wasteTypeEntity.area, [Qualifier.View, Qualifier.ReferenceDataView]);
  const response = { 200: z.array(rowSchema(wasteTypeEntity, ops.source)) };

  const lookup = (path: string, flag: PgColumn, summary: string) =>
    app.get(path, { preHandler, schema: { tags: [wasteTypeEntity.labelPlural], summary, response } }, async (request) =>
      ops.all(request, {}, eq(flag, true)),
    );
  lookup('/api/WasteTypes/GetFurnitureRecycleTypes', wasteTypes.isFurnitureRecycleType, 'Waste types furniture is recycled as');
  lookup('/api/WasteTypes/GetFurnitureLandfillTypes', wasteTypes.isFurnitureLandfillType, 'Waste types furniture goes to landfill as');
}
