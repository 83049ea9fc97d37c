// A list's saved view (issue #14 item 3), shared by the client and the server: a name and the
// list's state (columns, sort, filters, page size, quick search) as the grid keeps it. The state is
// AG Grid's own shape, checked here only for its size and its known keys: it is replayed into the
// grid, and every query built from it is bounded again by the grid query's own schema.
import { z } from 'zod';
import { GRID_LIMITS } from './grid-limits';

/** Views of one user on one list; more is a list nobody reads. */
export const MAX_SAVED_VIEWS_PER_LIST = 50;
/** Characters of a view's state as JSON: far beyond a list's 100 filters of 500 characters. */
export const MAX_SAVED_VIEW_STATE_CHARS = 64 * 1024;

const stringList = z.array(z.string().max(GRID_LIMITS.maxFieldLength)).max(200);

export const savedViewStateSchema = z
  .object({
    columnOrder: z.object({ orderedColIds: stringList }).optional(),
    columnVisibility: z.object({ hiddenColIds: stringList }).optional(),
    columnSizing: z
      .object({ columnSizingModel: z.array(z.looseObject({ colId: z.string().max(GRID_LIMITS.maxFieldLength), width: z.number().optional(), flex: z.number().optional() })).max(200) })
      .optional(),
    columnPinning: z.looseObject({}).optional(),
    sort: z
      .object({ sortModel: z.array(z.object({ colId: z.string().max(GRID_LIMITS.maxFieldLength), sort: z.enum(['asc', 'desc']) })).max(GRID_LIMITS.maxSorts) })
      .optional(),
    filter: z.looseObject({ filterModel: z.record(z.string().max(GRID_LIMITS.maxFieldLength), z.unknown()).optional() }).optional(),
    pagination: z.object({ page: z.number().int().min(0).optional(), pageSize: z.number().int().min(1).max(GRID_LIMITS.maxTake).optional() }).optional(),
    quickSearch: z.string().max(GRID_LIMITS.maxSearchLength).optional(),
  })
  .refine((state) => JSON.stringify(state).length <= MAX_SAVED_VIEW_STATE_CHARS, `At most ${MAX_SAVED_VIEW_STATE_CHARS} characters`);
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

export const savedViewNameSchema = z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters');

export const savedViewCreateSchema = z.object({
  entity: z.string().min(1).max(64),
  name: savedViewNameSchema,
  state: savedViewStateSchema,
  /** Offered to everyone in the building who can open the list; needs Edit on the list's area. */
  shared: z.boolean().default(false),
});
export type SavedViewCreate = z.input<typeof savedViewCreateSchema>;

export const savedViewUpdateSchema = z.object({
  name: savedViewNameSchema.optional(),
  state: savedViewStateSchema.optional(),
  shared: z.boolean().optional(),
});

export interface SavedView {
  id: number;
  entity: string;
  name: string;
  state: SavedViewState;
  shared: boolean;
  /** The view is the caller's own (else a shared view of a colleague's). */
  mine: boolean;
  /** Who saved it, for a shared view. */
  ownerName: string | null;
}
