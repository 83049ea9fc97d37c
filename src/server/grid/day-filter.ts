// A calendar day ('2026-03-31', what the grid's date filter sends) compared with a timestamp means
// the whole of that day on the clock of the row's building: "equals" is the day, "between 01/03
// and 31/03" includes the 31st, and the day starts at the building's midnight, not UTC's.
// PostgreSQL's own zone database turns the day into instants (`timestamp AT TIME ZONE zone`).
import { getTableColumns, is, not, or, isNull, and, sql, type SQL } from 'drizzle-orm';
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

function utcMidnight(day: string, plusDays: number, hours: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  at.setUTCHours(hours);
  return at.toISOString();
}

/**
 * `expr` compared with the day `day` (already checked to exist). Each bound also carries a bound
 * that holds in every zone, so the column's index narrows the rows before the per-row zone is read.
 */
export function dayCondition(field: GridField, operator: FilterOperator, day: string): SQL {
  const expr = field.expr;
  const zone = zoneOf(field);
  // Midnight starting the day, and the next day's, in the building's zone.
  const start = sql`(cast(${day} as date)::timestamp at time zone ${zone})`;
  const next = sql`((cast(${day} as date) + 1)::timestamp at time zone ${zone})`;
  const fromStart = sql`${expr} >= ${utcMidnight(day, 0, -EARLIEST_OFFSET_HOURS)} and ${expr} >= ${start}`;
  const fromNext = sql`${expr} >= ${utcMidnight(day, 1, -EARLIEST_OFFSET_HOURS)} and ${expr} >= ${next}`;
  const beforeStart = sql`${expr} < ${utcMidnight(day, 0, LATEST_OFFSET_HOURS)} and ${expr} < ${start}`;
  const beforeNext = sql`${expr} < ${utcMidnight(day, 1, LATEST_OFFSET_HOURS)} and ${expr} < ${next}`;
  switch (operator) {
    case 'eq':
      return and(fromStart, beforeNext) as SQL;
    case 'neq':
      // As the other negative operators: "not on that day" keeps rows with no time.
      return or(isNull(expr), not(and(fromStart, beforeNext) as SQL)) as SQL;
    case 'lt':
      return sql`(${beforeStart})`;
    case 'lte':
      return sql`(${beforeNext})`;
    case 'gt':
      return sql`(${fromNext})`;
    case 'gte':
      return sql`(${fromStart})`;
    default:
      throw new RangeError(`No day comparison for ${operator}`);
  }
}
