// A list's quick search → one SQL condition. Each word must match at least one of the entity's
// declared search fields (words AND, fields OR), case-insensitively anywhere in the text, so
// "harbour glass" finds the Harbour Tower glass service. A lookup field is searched by its label
// by the looked-up rows whose label matches, fetched first and compared as values
// (targetMatches): the small looked-up table answers from its trigram index, and the large one is
// read through its own key index, keeping its capped count and its keyset-friendly order.
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

/** Most looked-up rows one word may name; past it the word says too little to narrow anything. */
export const MAX_LOOKUP_MATCHES = 1000;

/** Runs a statement and answers its rows (PGlite and node-postgres answer alike). */
export type RunSql = (query: SQL) => Promise<Record<string, unknown>[]>;

async function targetMatches(target: SearchTarget, pattern: string, index: number, run: RunSql): Promise<SQL> {
  if ('column' in target) return sql`${target.column} ilike ${pattern}`;
  const { column, table, key, label } = target.lookup;
  const name = `search_${index}`;
  const columns = alias(table, name) as unknown as Record<string, PgColumn>;
  // The looked-up ids first, as values: the planner then sees how few they are (none: no rows)
  // and reads the big table through its key index. As a subquery it could not, and a search
  // matching nothing walked 1,000,000 collections past the 5 s statement limit.
  const rows = await run(sql`select ${columns[key]} as k from ${table} ${sql.identifier(name)} where ${columns[label]} ilike ${pattern} limit ${MAX_LOOKUP_MATCHES + 1}`);
  if (rows.length > MAX_LOOKUP_MATCHES) return sql`${column} in (select ${columns[key]} from ${table} ${sql.identifier(name)} where ${columns[label]} ilike ${pattern})`;
  if (rows.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(rows.map((r) => sql`${r.k}`), sql`, `)})`;
}

/** The condition of a quick search over `targets`; undefined for an empty search. */
export async function searchToSql(term: string | undefined, targets: readonly SearchTarget[], run: RunSql): Promise<SQL | undefined> {
  const words = searchWords(term);
  if (words.length === 0 || targets.length === 0) return undefined;
  const perWord = await Promise.all(
    words.map(async (word) => {
      const pattern = `%${escapeLike(word)}%`;
      const any = await Promise.all(targets.map((target, i) => targetMatches(target, pattern, i, run)));
      return sql`(${sql.join(any, sql` or `)})`;
    }),
  );
  return sql.join(perWord, sql` and `);
}
