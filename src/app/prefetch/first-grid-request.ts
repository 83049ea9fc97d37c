// THE one place that says which request a list's grid will send first, from what the list keeps
// (today: the grid state saved in session storage, grid-persistence.ts; the grid turns it into its
// first block with ag-query.ts). The prefetch on navigation intent sends exactly this request under
// the grid's own query key, so the grid finds it in the cache. When list state moves into the
// address, point this function at the list's own "state → first request" function.
import { blockQuery, type FilterModel, type SortModelItem } from '../../components/entity/grid/ag-query';
import { pageSizeOf, restoreGridState } from '../../components/entity/grid/grid-persistence';
import type { GridQuery } from '../../domain/grid';

/** The grid's first request for `gridId`, or null when it cannot be foretold (a saved page past the first). */
export function firstGridRequest(gridId: string, _search: string, storage?: Storage): GridQuery | null {
  const saved = restoreGridState(gridId, storage);
  if ((saved?.pagination?.page ?? 0) > 0) return null;
  const pageSize = pageSizeOf(saved);
  return blockQuery({
    startRow: 0,
    endRow: pageSize,
    sortModel: (saved?.sort?.sortModel ?? []) as SortModelItem[],
    filterModel: (saved?.filter?.filterModel ?? null) as FilterModel | null,
  });
}
