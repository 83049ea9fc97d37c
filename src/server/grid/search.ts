// A list's quick search → one SQL condition. Each word must match at least one of the entity's
// declared search fields (words AND, fields OR), case-insensitively anywhere in the text, so
// "harbour glass" finds the Harbour Tower glass service. A lookup field is searched by its label
// through the looked-up table (`service_id = ANY(ARRAY(SELECT id … WHERE name ILIKE …))`) rather
// than a join: the small looked-up table answers first (an InitPlan, from its trigram index) and
// the large one is then read through its own index on the key, keeping its capped count and its
// keyset-friendly order (queries.ts). `IN (subquery)` under an OR was a hashed filter over every
// row instead: a search matching nothing in 1,000,000 collections ran past the 5 s statement limit.
import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from './filter';

/** A text column of the entity's own table, or a lookup searched by the label of the row it points at. */
export type SearchTarget =
  | { column: PgColumn }
  | { lookup: { column: PgColumn; table: PgTable; key: string; label: string } };

/** More words add nothing a person types and each costs a pass over the fields. */
export const MAX_SEARCH_WORDS = 5;

export function searchWords(term: string | undefined): string[] {
  return (term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

function targetMatches(target: SearchTarget, pattern: string, index: number): SQL {
  if ('column' in target) return sql`${target.column} ilike ${pattern}`;
  const { column, table, key, label } = target.lookup;
  // Its own alias: the looked-up table may be the entity's own (a self-reference).
  const name = `search_${index}`;
  const columns = alias(table, name) as unknown as Record<string, PgColumn>;
  return sql`${column} = any(array(select ${columns[key]} from ${table} ${sql.identifier(name)} where ${columns[label]} ilike ${pattern}))`;
}

/** The condition of a quick search over `targets`; undefined for an empty search. */
export function searchToSql(term: string | undefined, targets: readonly SearchTarget[]): SQL | undefined {
  const words = searchWords(term);
  if (words.length === 0 || targets.length === 0) return undefined;
  const perWord = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    const any = targets.map((target, i) => targetMatches(target, pattern, i));
    return sql`(${sql.join(any, sql` or `)})`;
  });
  return sql.join(perWord, sql` and `);
}
