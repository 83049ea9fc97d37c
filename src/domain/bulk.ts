// Bulk actions on a list's selected rows (issue #14 item 5): the request names the rows by id or
// by the grid's filter ("all N matching"), and the answer says how many changed and why any did not.
import type { FilterGroup } from './grid';

/** Most ids one request may name; larger selections go by filter. */
export const BULK_MAX_IDS = 1000;
/** Most rows a filter may match for one bulk action. */
export const BULK_MAX_MATCHING = 10_000;

/** By ids, or all rows matching the list's filter and quick search. */
export type BulkTarget = { ids: number[] } | { filter: FilterGroup | null; search?: string };

export const BULK_REFUSALS = ['outOfScope', 'notFound', 'conflict', 'invalid'] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

export const BULK_REFUSAL_LABELS: Record<BulkRefusal, string> = {
  outOfScope: 'outside your buildings or tenant',
  notFound: 'not found (deleted meanwhile)',
  conflict: 'in use or changed meanwhile',
  invalid: 'the new value does not fit the record',
};

export interface BulkResult {
  changed: number;
  refused: { id: number; reason: BulkRefusal; message: string }[];
}
