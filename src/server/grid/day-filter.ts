// A calendar day ('2026-03-31', what the grid's date filter sends) compared with a timestamp means
// the whole of that day on the clock of the row's building: "equals" is the day, "between 01/03
// and 31/03" includes the 31st, and the day starts at the building's midnight, not UTC's.
// PostgreSQL's own zone database turns the day into instants (`timestamp AT TIME ZONE zone`).
import { getTableColumns, is, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '../../domain/building-time';
import type { FilterOperator } from '../../domain/grid';
import { packages } from '../db/schema';
import type { GridField } from './fields';

/** Aliased, so that a filter on the buildings table itself still names the row's building. */
const ZONE_BUILDING = 'zone_building';
const zoneBuilding = alias(packages, ZONE_BUILDING);

/** Hours a zone's midnight may lie before (UTC+14) or after (UTC−12) UTC's midnight of the day. */
const EARLIEST_OFFSET_HOURS = 14;
const LATEST_OFFSET_HOURS = 12;

export const DAY_OPERATORS: ReadonlySet<FilterOperator> = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte']);

/** The zone of the row's building, when the column's table has one; else the default zone. */
function zoneOf(field: GridField): SQL {
  const table = is(field.expr, PgColumn) ? (field.expr.table as PgTable) : undefined;
  const tenantId = table ? getTableColumns(table).tenantId : undefined;
  if (!tenantId) return sql`${DEFAULT_TIME_ZONE}`;
  return sql`coalesce((select ${zoneBuilding.timeZone} from ${packages} as ${sql.identifier(ZONE_BUILDING)} where ${zoneBuilding.tenantId} = ${tenantId}), ${DEFAULT_TIME_ZONE})`;
}

/**
 * UTC midnight of `day` + `plusDays`, shifted by `hours`: a coarse bound that only narrows the rows
 * whose zone is read. Shifted past the calendar PostgreSQL reads from an ISO string (before year 1:
 * year 0 does not exist; after 9999: "+010000-…"), it becomes ±infinity: the bound then excludes
 * nothing, and the building's midnight alone decides, which is still exact.
 */
function utcMidnight(day: string, plusDays: number, hours: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  at.setUTCHours(hours);
  const year = at.getUTCFullYear();
  if (year < 1) return '-infinity';
  if (year > 9999) return 'infinity';
  return at.toISOString();
}

/**
 * `expr` compared with the day `day` (already checked to exist). A zone's midnight lies within
 * [UTC midnight − 14 h, UTC midnight + 12 h]: rows outside that window are decided by plain
 * bounds (the column's index narrows to them), and only rows inside it read their building's zone.
 */
export function dayCondition(field: GridField, operator: FilterOperator, day: string): SQL {
  const expr = field.expr;
  const zone = zoneOf(field);
  /** The building's midnight starting `day` + `plusDays`. */
  const midnight = (plusDays: number) => sql`((cast(${day} as date) + ${plusDays}::int)::timestamp at time zone ${zone})`;
  const atOrAfter = (plusDays: number) =>
    sql`(${expr} >= ${utcMidnight(day, plusDays, -EARLIEST_OFFSET_HOURS)} and (${expr} >= ${utcMidnight(day, plusDays, LATEST_OFFSET_HOURS)} or ${expr} >= ${midnight(plusDays)}))`;
  const before = (plusDays: number) =>
    sql`(${expr} < ${utcMidnight(day, plusDays, LATEST_OFFSET_HOURS)} and (${expr} < ${utcMidnight(day, plusDays, -EARLIEST_OFFSET_HOURS)} or ${expr} < ${midnight(plusDays)}))`;
  switch (operator) {
    case 'eq':
      return sql`(${atOrAfter(0)} and ${before(1)})`;
    case 'neq':
      // As the other negative operators: "not on that day" keeps rows with no time.
      return or(isNull(expr), not(sql`(${atOrAfter(0)} and ${before(1)})`)) as SQL;
    case 'lt':
      return before(0);
    case 'lte':
      return before(1);
    case 'gt':
      return atOrAfter(1);
    case 'gte':
      return atOrAfter(0);
    default:
      throw new RangeError(`No day comparison for ${operator}`);
  }
}
