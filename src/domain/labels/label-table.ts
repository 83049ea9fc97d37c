// One label table per enumeration: every value a person can meet, with the words they read for it.
// Grids (cells and filters), forms, views, exports and PDFs all read these tables, so a value is
// never shown by its code ('2') or its key ('ReusedInternal').

export type EnumValue = string | number;

export interface LabelTable<V extends EnumValue = EnumValue> {
  /** The values in display order. */
  readonly values: readonly V[];
  /** Each value's label, keyed by String(value). */
  readonly labels: Readonly<Record<string, string>>;
}

/** Words for a key written in PascalCase ('MixedUse' → 'Mixed use'); abbreviations (NSW, M3) stay. */
export function spellOut(key: string): string {
  if (/^[A-Z0-9]+$/.test(key)) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((word, i) => (/^[A-Z0-9]{2,}$/.test(word) ? word : i === 0 ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Overrides<V extends EnumValue> = { readonly [K in `${V}`]?: string };
/** Numbers are codes: each needs its words, so a numeric table names every value. */
type Labels<V extends EnumValue> = [V] extends [string] ? Overrides<V> : { readonly [K in `${V}`]: string };

/**
 * The table of an enumeration: string keys read spelled out unless `labels` words them better;
 * numeric codes must all be worded.
 */
export function labelTable<const V extends EnumValue>(values: readonly V[], labels?: Labels<V>): LabelTable<V> {
  const given = (labels ?? {}) as Readonly<Record<string, string | undefined>>;
  const table: Record<string, string> = {};
  for (const value of values) {
    const label = given[String(value)] ?? (typeof value === 'string' ? spellOut(value) : undefined);
    if (label === undefined) throw new Error(`The enumeration value ${value} has no label`);
    table[String(value)] = label;
  }
  return Object.freeze({ values: Object.freeze([...values]), labels: Object.freeze(table) });
}

/** A value's label in its table; a value the table lacks (old data) reads as itself, spelled out. */
export function labelIn(table: Pick<LabelTable, 'labels'>, value: EnumValue): string {
  return table.labels[String(value)] ?? (typeof value === 'string' ? spellOut(value) : String(value));
}

/** The strings that would betray a raw value on screen: its code or key where the label differs. */
export function rawTextsOf(table: LabelTable, value: EnumValue): string[] {
  const label = labelIn(table, value);
  return String(value) === label ? [] : [String(value)];
}

/** The part of a table for some of its values (a field that allows fewer), with the same words. */
export function subTable<V extends EnumValue>(table: LabelTable, values: readonly V[]): LabelTable<V> {
  return Object.freeze({
    values: Object.freeze([...values]),
    labels: Object.freeze(Object.fromEntries(values.map((v) => [String(v), labelIn(table, v)]))),
  });
}
