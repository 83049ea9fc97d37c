// Resolving a lookup cell of an imported file (a name or an id) among the rows loaded once per
// import (lookup-names.ts loads them): plain data and no database code, so the parsing worker
// runs it for every line.
export type LookupOutcome = { id: number } | { error: string };

export interface LookupNames {
  resolve(field: string, text: string): LookupOutcome;
}

/**
 * Per lookup field: its label for messages, every pointable row's id, and ids by name. Plain data,
 * loaded once per import on the database's side and handed to the parsing worker.
 */
export interface LookupTable {
  label: string;
  ids: number[];
  names: [string, number[]][];
}
export type LookupTables = Record<string, LookupTable>;

export const nameKey = (text: string) => text.trim().toLowerCase();

/** Resolves a cell by id or by name among the loaded rows; anything else is the cell's error. */
export function lookupNames(tables: LookupTables): LookupNames {
  const byField = new Map(Object.entries(tables).map(([field, t]) => [field, { ...t, ids: new Set(t.ids), names: new Map(t.names) }]));
  return {
    resolve(field, text) {
      const table = byField.get(field);
      if (!table) return { error: 'Not found' };
      const value = text.trim();
      if (/^\d+$/.test(value)) {
        return table.ids.has(Number(value)) ? { id: Number(value) } : { error: `No ${table.label} with id ${value}` };
      }
      const found = table.names.get(nameKey(text)) ?? [];
      if (found.length === 1) return { id: found[0] as number };
      return found.length === 0 ? { error: `No ${table.label} named '${value}'` } : { error: `More than one ${table.label} is named '${value}': give its id` };
    },
  };
}
