// Lookups that take their paging in the query string (spec §7: page=1, pageSize=1000, skip=0,
// take=1000) use the grid's names and the grid translator's rule (skip/take win).
import { z } from 'zod';
import { GRID_LIMITS } from '../../../domain/grid-limits';
import { pagingOf } from '../../grid';

/** Most rows one lookup page returns, as for a grid page. */
export const LOOKUP_PAGE_CAP = 10_000;

const OFFSET_MESSAGE = `At most ${GRID_LIMITS.maxOffset.toLocaleString('en-AU')} rows in`;

// Offsets bounded as the grid's are: past bigint PostgreSQL refuses them (a 500), and far before
// that an offset only makes the database walk rows to answer an empty page.
export const pagingQueryFields = z.object({
  page: z.coerce.number().int().min(1).max(GRID_LIMITS.maxOffset + 1, OFFSET_MESSAGE).optional(),
  pageSize: z.coerce.number().int().min(1).max(LOOKUP_PAGE_CAP).optional(),
  skip: z.coerce.number().int().min(0).max(GRID_LIMITS.maxOffset, OFFSET_MESSAGE).optional(),
  take: z.coerce.number().int().min(1).max(LOOKUP_PAGE_CAP).optional(),
});

/** `schema` (pagingQueryFields, extended or not) with page × pageSize bounded too. */
export function withBoundedPage<T extends z.ZodType<z.infer<typeof pagingQueryFields>>>(schema: T) {
  return schema.refine((q) => q.page === undefined || q.pageSize === undefined || (q.page - 1) * q.pageSize <= GRID_LIMITS.maxOffset, {
    message: OFFSET_MESSAGE,
    path: ['page'],
  });
}

export const pagingQuerySchema = withBoundedPage(pagingQueryFields);
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** limit/offset of a lookup page; without paging, the cap. */
export function lookupPaging(query: PagingQuery): { limit: number; offset: number } {
  const paging = pagingOf(query);
  return { limit: Math.min(paging.limit ?? LOOKUP_PAGE_CAP, LOOKUP_PAGE_CAP), offset: paging.offset };
}
