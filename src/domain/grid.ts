// The grid query of architecture §5 (Kendo DataSourceRequest), shared by client and server.
import { z } from 'zod';
import { filterBoundIssue, GRID_LIMITS } from './grid-limits';

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'contains',
  'doesnotcontain',
  'startswith',
  'endswith',
  'isnull',
  'isnotnull',
  'isempty',
  'isnotempty',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterLeaf {
  field: string;
  operator: FilterOperator;
  value?: string | number | boolean | null;
  ignoreCase?: boolean;
}
export interface FilterGroup {
  logic: 'and' | 'or';
  filters: (FilterLeaf | FilterGroup)[];
}

const fieldNameSchema = z.string().min(1).max(GRID_LIMITS.maxFieldLength);

export const filterLeafSchema = z.object({
  field: fieldNameSchema,
  operator: z.enum(FILTER_OPERATORS),
  value: z.union([z.string().max(GRID_LIMITS.maxValueLength), z.number(), z.boolean(), z.null()]).optional(),
  ignoreCase: z.boolean().optional(),
});

const filterTreeSchema: z.ZodType<FilterGroup> = z.lazy(() =>
  z.object({
    logic: z.enum(['and', 'or']),
    filters: z.array(z.union([filterLeafSchema, filterTreeSchema])),
  }),
);

/** A filter tree, measured (grid-limits.ts) before the recursive schema walks it. */
export const filterGroupSchema: z.ZodType<FilterGroup> = z.preprocess((raw, ctx) => {
  const issue = filterBoundIssue(raw);
  if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: raw });
  return raw;
}, filterTreeSchema);

export const sortDescriptorSchema = z.object({
  field: fieldNameSchema,
  dir: z.enum(['asc', 'desc']),
});
export type SortDescriptor = z.infer<typeof sortDescriptorSchema>;

export const gridQuerySchema = z
  .object({
    page: z.number().int().min(1).max(GRID_LIMITS.maxOffset).optional(),
    pageSize: z.number().int().min(1).max(GRID_LIMITS.maxTake).optional(),
    skip: z.number().int().min(0).max(GRID_LIMITS.maxOffset).optional(),
    take: z.number().int().min(1).max(GRID_LIMITS.maxTake).optional(),
    sort: z.array(sortDescriptorSchema).max(GRID_LIMITS.maxSorts).optional(),
    filter: filterGroupSchema.optional().nullable(),
    /** The list's quick search: words matched against the entity's declared search fields. */
    search: z.string().max(GRID_LIMITS.maxSearchLength, `At most ${GRID_LIMITS.maxSearchLength} characters`).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.page !== undefined && (query.page - 1) * (query.pageSize ?? 1) > GRID_LIMITS.maxOffset) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: `(page − 1) × pageSize at most ${GRID_LIMITS.maxOffset}` });
    }
  });
export type GridQuery = z.infer<typeof gridQuerySchema>;

export interface GridResult<Row> {
  data: Row[];
  total: number;
  /**
   * The server stopped counting: there are at least `total` rows (more than total − 1), not
   * exactly `total`. Counting a million rows on every page turn costs more than the page.
   */
  totalCapped?: boolean;
}

export function isFilterGroup(f: FilterLeaf | FilterGroup): f is FilterGroup {
  return 'logic' in f && 'filters' in f;
}
