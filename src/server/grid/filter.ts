// A Kendo filter tree → one SQL condition. Text comparisons ignore case unless the leaf says
// ignoreCase: false (Kendo's default). Negative operators keep rows whose value is null, as
// Kendo's own LINQ evaluation does: "not equal to x" includes "no value".
import { and, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { isFilterGroup, type FilterGroup, type FilterLeaf } from '../../domain/grid';
import { GRID_LIMITS } from '../../domain/grid-limits';
import { isCalendarDate } from '../../domain/building-time';
import { coerceValue, type GridValue } from './coerce';
import { DAY_OPERATORS, dayCondition } from './day-filter';
import { GridQueryError } from './errors';
import type { GridField, GridFields } from './fields';

/** Deeper trees are refused: no screen builds them, and recursion must stay bounded. */
export const MAX_FILTER_DEPTH = GRID_LIMITS.maxFilterDepth;

type Operand = GridField['expr'];

/** LIKE treats %, _ and the escape character as special; a search for them means the character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `at`: where the name sits in the body (filter.filters.0.field), for the 400's field errors. */
export function fieldOf(fields: GridFields, name: string, at?: string): GridField {
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) throw new GridQueryError(`Unknown field: ${name}`, at);
  return field;
}

function requiredValue(leaf: FilterLeaf, at?: string): GridValue {
  if (leaf.value === undefined || leaf.value === null || leaf.value === '') {
    throw new GridQueryError(`The operator ${leaf.operator} on field ${leaf.field} needs a value`, at && `${at}.value`);
  }
  return leaf.value;
}

function patternCondition(expr: Operand, field: GridField, leaf: FilterLeaf, pattern: (v: string) => string, at?: string): SQL {
  const text = field.kind === 'text' ? expr : sql`cast(${expr} as text)`;
  const value = pattern(escapeLike(String(requiredValue(leaf, at))));
  return leaf.ignoreCase === false ? sql`${text} like ${value}` : sql`${text} ilike ${value}`;
}

function emptyCondition(expr: Operand, field: GridField): SQL {
  return field.kind === 'text' ? sql`(${expr} is null or ${expr} = '')` : isNull(expr);
}

function leafCondition(leaf: FilterLeaf, fields: GridFields, at: string): SQL {
  const field = fieldOf(fields, leaf.field, `${at}.field`);
  const caseless = field.kind === 'text' && leaf.ignoreCase !== false;
  const left: Operand = caseless ? sql`lower(${field.expr})` : field.expr;
  const right = () => {
    const value = coerceValue(leaf.field, field.kind, requiredValue(leaf, at), `${at}.value`);
    return caseless ? sql`lower(${value})` : value;
  };
  const noValue = leaf.value === undefined || leaf.value === null;
  if (field.kind === 'timestamp' && isCalendarDate(leaf.value) && DAY_OPERATORS.has(leaf.operator)) {
    // A day, not an instant: the whole day on the building's clock (day-filter.ts).
    return dayCondition(field, leaf.operator, String(coerceValue(leaf.field, 'date', leaf.value, `${at}.value`)));
  }
  switch (leaf.operator) {
    case 'eq':
      return noValue ? isNull(field.expr) : sql`${left} = ${right()}`;
    case 'neq':
      return noValue ? isNotNull(field.expr) : sql`${left} is distinct from ${right()}`;
    case 'lt':
      return sql`${left} < ${right()}`;
    case 'lte':
      return sql`${left} <= ${right()}`;
    case 'gt':
      return sql`${left} > ${right()}`;
    case 'gte':
      return sql`${left} >= ${right()}`;
    case 'contains':
      return patternCondition(field.expr, field, leaf, (v) => `%${v}%`, at);
    case 'doesnotcontain':
      return or(isNull(field.expr), not(patternCondition(field.expr, field, leaf, (v) => `%${v}%`, at))) as SQL;
    case 'startswith':
      return patternCondition(field.expr, field, leaf, (v) => `${v}%`, at);
    case 'endswith':
      return patternCondition(field.expr, field, leaf, (v) => `%${v}`, at);
    case 'isnull':
      return isNull(field.expr);
    case 'isnotnull':
      return isNotNull(field.expr);
    case 'isempty':
      return emptyCondition(field.expr, field);
    case 'isnotempty':
      return not(emptyCondition(field.expr, field));
  }
}

/** The condition of a filter group; undefined when it (and every group inside it) is empty. */
export function filterToSql(group: FilterGroup | null | undefined, fields: GridFields, depth = 1, at = 'filter'): SQL | undefined {
  if (!group) return undefined;
  if (depth > MAX_FILTER_DEPTH) throw new GridQueryError(`Filters nest deeper than ${MAX_FILTER_DEPTH} levels`, at);
  const parts = group.filters
    .map((f, i) => (isFilterGroup(f) ? filterToSql(f, fields, depth + 1, `${at}.filters.${i}`) : leafCondition(f, fields, `${at}.filters.${i}`)))
    .filter((c): c is SQL => c !== undefined);
  if (parts.length === 0) return undefined;
  return group.logic === 'or' ? or(...parts) : and(...parts);
}
