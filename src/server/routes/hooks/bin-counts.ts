// Bin counts (data-model §1.6): the server estimates volume and weight from the count,
// estVolumeL = bins × capacity × fill and estKg = estVolumeL × the stream's density (null without
// one). Both are returned with every row and may be filtered and sorted on.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { binCounts, binTypes, wasteStreams } from '../../db/schema';
import type { EntityControllerHooks } from '../generic/hooks';
import type { Values } from '../generic/values';

/** Whole litres; kg to the cent. */
export function binCountEstimates(binCount: number, fillPct: number, capacityL: number, densityKgPerL: number | null) {
  const estVolumeL = Math.round((binCount * capacityL * fillPct) / 100);
  const estKg = densityKgPerL == null ? null : Math.round(estVolumeL * densityKgPerL * 100) / 100;
  return { estVolumeL, estKg };
}

async function withEstimates(db: Db, values: Values): Promise<Values> {
  const [binType] = await db.select({ capacityL: binTypes.capacityL }).from(binTypes).where(eq(binTypes.id, values.binTypeId as number));
  const [stream] = await db
    .select({ density: wasteStreams.defaultDensityKgPerL })
    .from(wasteStreams)
    .where(eq(wasteStreams.id, values.wasteStreamId as number));
  // Unknown keys are answered by the lookup check, which names the field.
  if (!binType) return values;
  return { ...values, ...binCountEstimates(values.binCount as number, (values.fillPct as number | undefined) ?? 100, binType.capacityL, stream?.density ?? null) };
}

export const binCountHooks: EntityControllerHooks = {
  extraFields: {
    estVolumeL: { expr: binCounts.estVolumeL, kind: 'int' },
    estKg: { expr: binCounts.estKg, kind: 'number' },
  },
  beforeCreate: (values, { db }) => withEstimates(db, values),
  beforeUpdate: (values, { db }) => withEstimates(db, values),
};
