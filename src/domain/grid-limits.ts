// The bounds of a grid query (issue #11): one request must not be able to hold the database for
// long, so size is refused before any work. The filter tree is measured by an iterative walk over
// the raw JSON before the recursive schema sees it: a tree 1,000 deep or 70,000 wide is a 400 in
// microseconds instead of a stack overflow or a minute of SQL.

export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

export const GRID_LIMITS = {
  /** Groups inside groups; the grid's own filters are two deep (a column's conditions in the AND of columns). */
  maxFilterDepth: 8,
  /** Leaves and groups of one filter tree together. */
  maxFilters: 100,
  /** Characters of one filter value. */
  maxValueLength: 500,
  /** Characters of a field name in a filter or a sort. */
  maxFieldLength: 100,
  maxSorts: 10,
  /** Characters of a list's quick search (one box, a few words: a name, a docket, a serial). */
  maxSearchLength: 100,
  /** Rows of one page: the grid offers 20/50/100, lookups and the Excel export page by 1,000. */
  maxTake: 1000,
  /** skip, and (page − 1) × pageSize: far beyond any table here, far below where offsets overflow. */
  maxOffset: 1_000_000_000,
} as const;

export interface GridBoundIssue {
  path: (string | number)[];
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leafIssue(node: Record<string, unknown>, path: (string | number)[]): GridBoundIssue | null {
  const { field, value } = node;
  if (typeof field === 'string' && field.length > GRID_LIMITS.maxFieldLength) {
    return { path: [...path, 'field'], message: `At most ${GRID_LIMITS.maxFieldLength} characters` };
  }
  if (typeof value === 'string' && value.length > GRID_LIMITS.maxValueLength) {
    return { path: [...path, 'value'], message: `At most ${GRID_LIMITS.maxValueLength} characters` };
  }
  return null;
}

/**
 * The first bound a raw filter tree breaks (depth, count, field or value length), or null. Shapes
 * it does not understand are left to the schema, which then sees a tree of bounded size.
 */
export function filterBoundIssue(raw: unknown): GridBoundIssue | null {
  const stack: { node: unknown; path: (string | number)[]; depth: number }[] = [{ node: raw, path: [], depth: 1 }];
  let count = 0;
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    if (!isRecord(node)) continue;
    count += 1;
    if (count > GRID_LIMITS.maxFilters) return { path: [], message: `At most ${GRID_LIMITS.maxFilters} filters` };
    const children = node.filters;
    if (!Array.isArray(children)) {
      const issue = leafIssue(node, path);
      if (issue) return issue;
      continue;
    }
    if (depth > GRID_LIMITS.maxFilterDepth) return { path, message: `Filters nest at most ${GRID_LIMITS.maxFilterDepth} levels deep` };
    if (count + children.length > GRID_LIMITS.maxFilters) return { path: [...path, 'filters'], message: `At most ${GRID_LIMITS.maxFilters} filters` };
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], path: [...path, 'filters', i], depth: depth + 1 });
  }
  return null;
}
