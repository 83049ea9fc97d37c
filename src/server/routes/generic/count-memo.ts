// A grid's total, remembered per process until a table it counts is written to. Counting is most of
// what a grid page costs the database (up to 10,001 rows read for a "more than 10,000" pager, on
// every page turn and for every user of the list), while the answer changes only with a write.
// Writes are announced by the database itself (db/table-change-triggers.ts) on the session stamps'
// connection, which reaches every server process on the database; a writing request settles its
// own announcements before it answers (auth/guards.ts), so its next read counts afresh. While that
// connection is down nothing is remembered, as for the session and edition caches.
//
// The tables a count depends on are read from its SQL text (every FROM and JOIN, subqueries of a
// scope included); a count reading a table that is not announced, or one this reading cannot name
// (an unquoted name), or the clock, is never kept.
import type { Db } from '../../db/client';
import { ANNOUNCED_TABLES } from '../../db/table-change-triggers';

export interface TableChanges {
  /** True while announcements arrive. */
  readonly listening: boolean;
  /** `table` was written to; null when any table may have been (the connection dropped). */
  onTableChange(listener: (table: string | null) => void): void;
}

/** A safety net only: announcements drop an entry long before this. */
const ENTRY_TTL_MS = 60_000;
/** Distinct counts kept (scopes × filters × caps), and their keys' size; the least recently used go first. */
const MAX_ENTRIES = 2_000;
const MAX_KEY_CHARS = 8_000_000;
const TABLE_NAMES = /\b(?:from|join)\s+"([^"]+)"/gi;
/** A FROM or JOIN not followed by a quoted name or a subquery: a table this reading cannot name. */
const UNREAD_SOURCE = /\b(?:from|join)\s+(?!["(])/i;
const VOLATILE =
  /\b(?:now|random|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|age)\s*\(|\bcurrent_(?:date|time|timestamp)\b|\blocaltime|'(?:now|today|tomorrow|yesterday)'/i;

interface Entry {
  total: number;
  tables: readonly string[];
  at: number;
}

/** The tables `text` reads, or null when it may not be remembered. */
export function tablesRead(text: string): string[] | null {
  if (VOLATILE.test(text) || UNREAD_SOURCE.test(text)) return null;
  const tables = [...new Set([...text.matchAll(TABLE_NAMES)].map((match) => match[1]!))];
  return tables.length > 0 && tables.every((table) => ANNOUNCED_TABLES.has(table)) ? tables : null;
}

export class CountMemo {
  private readonly entries = new Map<string, Entry>();
  /** Per table, the keys of the entries that read it. */
  private readonly readers = new Map<string, Set<string>>();
  /** Per table, bumped on each announcement, so a count that raced a write is not kept. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private keyChars = 0;

  constructor(private readonly changes: TableChanges) {
    changes.onTableChange((table) => this.changed(table));
  }

  /** The count `statement` answers: remembered, or from `run`. */
  async count(statement: { sql: string; params: unknown[] }, run: () => Promise<number>): Promise<number> {
    const tables = tablesRead(statement.sql);
    if (!tables) return run();
    const key = `${statement.sql}\u0000${JSON.stringify(statement.params)}`;
    const entry = this.entries.get(key);
    if (entry && this.changes.listening && Date.now() - entry.at < ENTRY_TTL_MS) {
      // Least recently used last in the map's order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.total;
    }
    const before = this.versionOf(tables);
    const total = await run();
    if (this.changes.listening && this.versionOf(tables) === before) this.remember(key, { total, tables, at: Date.now() });
    return total;
  }

  private versionOf(tables: readonly string[]): string {
    return `${this.epoch}:${tables.map((table) => this.generations.get(table) ?? 0).join(',')}`;
  }

  private remember(key: string, entry: Entry): void {
    this.forget(key);
    this.entries.set(key, entry);
    this.keyChars += key.length;
    for (const table of entry.tables) {
      let keys = this.readers.get(table);
      if (!keys) this.readers.set(table, (keys = new Set()));
      keys.add(key);
    }
    // A quick search inlines the ids it resolved: a key may run to many kilobytes.
    while (this.entries.size > MAX_ENTRIES || this.keyChars > MAX_KEY_CHARS) this.forget(this.entries.keys().next().value!);
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keyChars -= key.length;
    for (const table of entry.tables) this.readers.get(table)?.delete(key);
  }

  private changed(table: string | null): void {
    if (table === null) {
      this.epoch++;
      this.entries.clear();
      this.readers.clear();
      this.keyChars = 0;
      return;
    }
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    for (const key of this.readers.get(table) ?? []) this.forget(key);
  }
}

const memos = new WeakMap<Db, CountMemo>();

/** Counts on `db` are remembered from now on, dropped on the announcements `changes` hands on. */
export function installCountMemo(db: Db, changes: TableChanges): void {
  memos.set(db, new CountMemo(changes));
}

/** The memo of `db`; none for a database no server listens on (scripts, transactions). */
export function countMemoOf(db: Db): CountMemo | undefined {
  return memos.get(db);
}
