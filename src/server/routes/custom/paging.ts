// Lookups that take their paging in the query string (spec §7: page=1, pageSize=1000, skip=0,
// take=1000) use the grid's names and the grid translator's rule (skip/take win).
import { z } from 'zod';
import { pagingOf } from '../../grid';

/** Most rows one lookup page returns, as for a grid page. */
export const LOOKUP_PAGE_CAP = 10_000;

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(LOOKUP_PAGE_CAP).optional(),
  skip: z.coerce.number().int().min(0).optional(),
  take: z.coerce.number().int().min(1).max(LOOKUP_PAGE_CAP).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** limit/offset of a lookup page; without paging, the cap. */
export function lookupPaging(query: PagingQuery): { limit: number; offset: number } {
  const paging = pagingOf(query);
  return { limit: Math.min(paging.limit ?? LOOKUP_PAGE_CAP, LOOKUP_PAGE_CAP), offset: paging.offset };
}
