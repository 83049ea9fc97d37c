// Reusable zod pieces for entity schemas, so that one rule has one definition.
import { z } from 'zod';
import type { FieldMeta, LookupList } from '../entity';
import { INT32_MAX } from '../grid-limits';
import { labelTable, type EnumValue, type LabelTable } from '../labels/label-table';
import { installHumanValidationMessages } from '../validation-messages';

// Every schema declared with these pieces reports in words (src/domain/validation-messages.ts).
installHumanValidationMessages();

/**
 * Every text a person types starts here: outer spaces go before any rule reads it, so "  Bob " is
 * stored, checked and compared for uniqueness as "Bob" — by the form and the server alike.
 * tests/domain/text-fields-trim.test.ts fails on a declared text field that does not.
 */
export const text = () => z.string().trim();

/**
 * A value of spaces only is empty: it reads "Required", and no pattern message follows it. Not an
 * aborting issue: that would also stop the record's own rules (lease end before start), and a
 * person should see every problem of the form at once.
 */
const REQUIRED = 'Required';

export const requiredText = (max: number) => text().min(1, REQUIRED).max(max, `At most ${max} characters`);
export const optionalText = (max: number) => text().max(max, `At most ${max} characters`).nullish();

/** Required text of a given form (a user name, a code): "Required" when empty, else the form's message. */
export const requiredPattern = (pattern: RegExp, message: string) =>
  text()
    .min(1, REQUIRED)
    .refine((value) => value === '' || pattern.test(value), message);
/** Optional text of a given form; send null for none. */
export const optionalPattern = (pattern: RegExp, message: string) => text().regex(pattern, message).nullish();

/** Spec §5: http or https, a host containing a dot, and a path of allowed characters. */
export const WEB_ADDRESS_PATTERN = /^https?:\/\/[^/\s]+\.[^/\s]+(\/[\w\-.~%!$&'()*+,;=:@/]*)?$/;
export const webAddress = requiredPattern(WEB_ADDRESS_PATTERN, 'Enter a web address starting with http:// or https://');

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const postcode = requiredPattern(/^\d{4}$/, 'Four digits');
/** Spaces, brackets and dashes people type in a phone number: kept as typed, left out of the check. */
const PHONE_PUNCTUATION = /[\s()-]/g;
/** An Australian number, kept readable as typed ("02 9876 5432") but checked on its digits. */
export const auPhone = text()
  .overwrite((v) => v.replace(/\s+/g, ' '))
  .refine((v) => /^(\+61|0)[2-478]\d{8}$/.test(v.replace(PHONE_PUNCTUATION, '')), 'An Australian phone number');
/** An ABN as typed ("51 824 753 556") is stored as its eleven digits. */
export const abn = text()
  .overwrite((v) => v.replace(/\s+/g, ''))
  .regex(/^\d{11}$/, 'Eleven digits');
/** An email address, trimmed before it is checked (a pasted address often ends in a space). */
export const emailAddress = text().max(256).pipe(z.email('Enter an email address'));

/**
 * The years a date may fall in. PostgreSQL has no year 0 (a 500 on "0000-01-01"), and a year before
 * 1900 here is a typing slip (0226 for 2026), not a lease or an audit.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 9999;
export const DATE_RANGE_MESSAGE = `A date from 01/01/${EARLIEST_YEAR} to 31/12/${LATEST_YEAR}`;
/** Whether a date or date-time's year is in range; text of another form is left to the format check. */
export function inDateRange(value: string): boolean {
  const year = /^(\d{4})-/.exec(value)?.[1];
  return year === undefined || (Number(year) >= EARLIEST_YEAR && Number(year) <= LATEST_YEAR);
}

/** A calendar date (yyyy-mm-dd) in range; `error` words a missing or malformed one. */
export const calendarDate = (error?: string) => z.iso.date(error === undefined ? {} : { error }).refine(inDateRange, DATE_RANGE_MESSAGE);
/** An instant with its offset, in range; `error` words a missing or malformed one. */
export const calendarDateTime = (error?: string) =>
  z.iso.datetime({ offset: true, ...(error === undefined ? {} : { error }) }).refine(inDateRange, DATE_RANGE_MESSAGE);

export const isoDate = calendarDate();
/** A date a user types into a filter or period field. */
export const enteredDate = calendarDate('Use YYYY-MM-DD');
/** The complaint about a period whose end comes before its start. */
export const PERIOD_ORDER_MESSAGE = 'The period must not end before it starts';
export const isoDateTime = calendarDateTime();
export const hexColour = requiredPattern(/^#[0-9A-Fa-f]{6}$/, 'A colour like #1A2B3C');
/**
 * The largest whole number a column takes: keys and counts are int4, so anything larger would pass
 * here and fail in PostgreSQL (a 500 instead of a 400 naming the field).
 */
export const WHOLE_NUMBER_MAX = INT32_MAX;
export const WHOLE_NUMBER_MAX_MESSAGE = `A whole number up to ${WHOLE_NUMBER_MAX.toLocaleString('en-AU')}`;

/** A foreign key chosen in a lookup. */
export const ref = z.number().int().positive().max(WHOLE_NUMBER_MAX, 'Choose one from the list');

// --- Pieces shared by the supplier, audit, furniture, device and configuration declarations. ---

/** A required foreign key chosen in a lookup, with a message that names what to choose. */
export const requiredRef = (what: string) =>
  z.number({ error: `Choose ${what}` }).int(`Choose ${what}`).positive(`Choose ${what}`).max(WHOLE_NUMBER_MAX, `Choose ${what}`);

/** A required enum with a message listing nothing technical. */
export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose ${what}` });

/** A whole number in [min, max] with readable messages; without a max, what an int4 column holds. */
export const wholeNumber = (min: number, max?: number) =>
  z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(min, `At least ${min}`)
    .max(max ?? WHOLE_NUMBER_MAX, max === undefined ? WHOLE_NUMBER_MAX_MESSAGE : `At most ${max}`);

/**
 * A non-negative amount (kg, AUD, m³) up to `max`. The bound is required: the columns are
 * numeric(p,s), and an amount beyond 10^(p−s) fails in PostgreSQL rather than here
 * (tests/domain/column-bounds.test.ts checks every declared bound against its column).
 */
export const nonNegative = (max: number) =>
  z.number({ error: 'Enter a number' }).min(0, 'Must not be negative').max(max, `At most ${max}`);

/** A fill level or score in whole percent. */
export const percent = wholeNumber(0, 100);

/** Whole days from one ISO date (yyyy-mm-dd) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** A path inside this application, such as a landing page: it starts with "/". */
export const appPath = text().max(200, 'At most 200 characters').regex(/^\/\S*$/, 'A path starting with /');

/** Field metadata of a foreign key: a lookup on another entity, named by its labelField. */
export const lookupField = <const E extends string>(
  label: string,
  entity: E,
  labelField = 'name',
  extra: Partial<FieldMeta> = {},
): FieldMeta & { lookup: { entity: E } } => ({
  label,
  kind: 'lookup',
  ...extra,
  lookup: { entity, labelField },
});

/** A lookup over one of the special lists of spec §7 rather than the entity's plain list. */
export const listLookupField = <const E extends string>(
  label: string,
  entity: E,
  list: LookupList,
  labelField = 'name',
): FieldMeta & { lookup: { entity: E } } => ({
  label,
  kind: 'lookup',
  lookup: { entity, labelField, list },
});

/**
 * Field metadata of an enum, in display order, with its label table: a table, or string keys that
 * read spelled out ('ReusedInternal' → 'Reused internal'). Numeric codes need a table.
 */
export const enumField = (
  label: string,
  options: LabelTable | readonly string[],
  // Labels come from the table: a stray optionLabels here would be silently replaced.
  extra: Omit<Partial<FieldMeta>, 'options' | 'optionLabels'> = {},
): FieldMeta & { options: readonly EnumValue[]; optionLabels: Readonly<Record<string, string>> } => {
  const table: LabelTable = isLabelTable(options) ? options : labelTable(options);
  return { label, kind: 'enum', ...extra, options: table.values, optionLabels: table.labels };
};

function isLabelTable(options: LabelTable | readonly string[]): options is LabelTable {
  return !Array.isArray(options);
}
