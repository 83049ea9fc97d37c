// /contaminatedCollectionReport (spec §2.3, data-model Collection contamination fields and §3
// metric 8): the collections flagged contaminated within the session's buildings, and the share
// of collections flagged — overall, by stream and by customer. Client and server read this file.
import { z } from 'zod';
import type { CONTAMINATION_LEVELS } from './entities/collections';
import { enteredDate, PERIOD_ORDER_MESSAGE, ref } from './entities/shared';

export const CONTAMINATED_COLLECTIONS_PATH = '/api/ContaminatedCollectionReport/Get';

/** Levels a flagged collection carries (None is the level of a clean one). */
export const FLAGGED_LEVELS = ['Low', 'Medium', 'High'] as const satisfies readonly (typeof CONTAMINATION_LEVELS)[number][];

/**
 * from/to: calendar dates (inclusive) in the building's time zone. wasteStreamIds narrows the
 * streams; contaminationLevel narrows the flagged collections (the rows and the flagged counts),
 * never the collections they are counted against.
 */
export const contaminatedCollectionsQuerySchema = z
  .object({
    from: enteredDate,
    to: enteredDate,
    wasteStreamIds: z.array(ref).max(100).optional(),
    contaminationLevel: z.enum(FLAGGED_LEVELS).nullish(),
    skip: z.number().int().min(0).default(0),
    take: z.number().int().min(1).max(500).default(100),
  })
  .refine((q) => q.from <= q.to, { message: PERIOD_ORDER_MESSAGE, path: ['to'] });
export type ContaminatedCollectionsQuery = z.input<typeof contaminatedCollectionsQuerySchema>;

export interface ContaminatedCollectionRow {
  id: number;
  collectedAt: string;
  collectionServiceId: number;
  serviceName: string;
  customerId: number | null;
  customerName: string | null;
  wasteStreamId: number;
  wasteStreamName: string;
  netKg: number;
  contaminationLevel: string | null;
  contaminationNote: string | null;
}

/** Flagged ÷ all collections of one group; pct null when it had no collections. */
export interface ContaminationShare {
  id: number | null;
  name: string;
  flagged: number;
  total: number;
  pct: number | null;
}

export interface ContaminatedCollectionReport {
  rows: ContaminatedCollectionRow[];
  /** Flagged collections matching the filters (rows is one page of them). */
  total: number;
  summary: {
    flagged: number;
    total: number;
    pct: number | null;
    byStream: ContaminationShare[];
    byCustomer: ContaminationShare[];
  };
}
