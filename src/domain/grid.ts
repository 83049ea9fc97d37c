// The grid query of architecture §5 (Kendo DataSourceRequest), shared by client and server.
import { z } from 'zod';

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

export const filterLeafSchema = z.object({
  field: z.string().min(1),
  operator: z.enum(FILTER_OPERATORS),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  ignoreCase: z.boolean().optional(),
});

export const filterGroupSchema: z.ZodType<FilterGroup> = z.lazy(() =>
  z.object({
    logic: z.enum(['and', 'or']),
    filters: z.array(z.union([filterLeafSchema, filterGroupSchema])),
  }),
);

export const sortDescriptorSchema = z.object({
  field: z.string().min(1),
  dir: z.enum(['asc', 'desc']),
});
export type SortDescriptor = z.infer<typeof sortDescriptorSchema>;

export const gridQuerySchema = z.object({
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(10_000).optional(),
  skip: z.number().int().min(0).optional(),
  take: z.number().int().min(1).max(10_000).optional(),
  sort: z.array(sortDescriptorSchema).optional(),
  filter: filterGroupSchema.optional().nullable(),
});
export type GridQuery = z.infer<typeof gridQuerySchema>;

export interface GridResult<Row> {
  data: Row[];
  total: number;
}

export function isFilterGroup(f: FilterLeaf | FilterGroup): f is FilterGroup {
  return 'logic' in f && 'filters' in f;
}
