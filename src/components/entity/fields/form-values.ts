// Between a record and its form: what each input holds (strings for text boxes, booleans for
// checkboxes, ids for lookups) and what the declaration's schema expects (numbers, null for
// nothing, ISO timestamps; a time typed on the building's clock). One pair of functions per
// direction, driven by the field kind.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, inZone } from '../../../domain/building-time';
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';

export type FormValues = Record<string, unknown>;

/** Whether the schema lets the field be null (then an empty input means null, not ''). */
export function acceptsNull(schema: z.ZodObject, name: string): boolean {
  const field = schema.shape[name];
  return field ? field.safeParse(null).success : true;
}

/**
 * Whether the field must be filled: its schema rejects what the form sends for an empty input.
 * Checkboxes are never "required" (unticked is an answer); a secret left empty keeps its value.
 */
export function isRequired(schema: z.ZodObject, name: string, meta: FieldMeta): boolean {
  const field = schema.shape[name];
  if (!field || meta.kind === 'bool' || meta.kind === 'secret') return false;
  return !field.safeParse(fromInput(meta, '', acceptsNull(schema, name))).success;
}

function schemaDefault(schema: z.ZodObject, name: string): unknown {
  const field = schema.shape[name];
  if (!field) return undefined;
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * An ISO timestamp → the 'YYYY-MM-DDTHH:mm' a datetime-local input shows, on the clock of the
 * record's building (the browser's own zone may be another: a manager travelling, a laptop in UTC).
 */
export function toLocalDateTime(iso: string, zone: string = DEFAULT_TIME_ZONE): string {
  const local = inZone(iso, zone);
  return local ? format(local, "yyyy-MM-dd'T'HH:mm") : '';
}

/** A datetime-local input's 'YYYY-MM-DDTHH:mm' on the building's clock → the ISO instant; null if not one. */
function instantOfLocal(text: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [y, mo, d, h, mi, sec] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const instant = new TZDate(y, mo - 1, d, h, mi, sec, zone);
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime()).toISOString();
}

/** What the input of a field shows for a value; times on `zone`'s clock (the record's building). */
export function toInput(meta: FieldMeta, value: unknown, zone: string = DEFAULT_TIME_ZONE): string | boolean {
  if (meta.kind === 'bool') return value === true;
  if (meta.kind === 'secret' || value === null || value === undefined) return '';
  if (meta.kind === 'datetime' && typeof value === 'string') return toLocalDateTime(value, zone);
  if (meta.kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  return String(value);
}

const NUMBER_KINDS = new Set(['int', 'decimal', 'money', 'percent', 'lookup']);

/**
 * What the schema gets for an input's content. An empty input is null where the schema allows it,
 * '' for required text (so the schema says "Required"), and undefined for secrets (empty keeps
 * the stored one) and required numbers.
 */
export function fromInput(meta: FieldMeta, input: string | boolean, nullable: boolean, zone: string = DEFAULT_TIME_ZONE): unknown {
  if (meta.kind === 'bool') return input === true;
  const text = typeof input === 'string' ? input : '';
  if (meta.kind === 'secret') return text === '' ? undefined : text;
  if (text.trim() === '') {
    if (nullable) return null;
    return NUMBER_KINDS.has(meta.kind) || meta.kind === 'enum' ? undefined : '';
  }
  if (NUMBER_KINDS.has(meta.kind)) return Number(text);
  if (meta.kind === 'enum') {
    const option = meta.options?.find((o) => String(o) === text);
    return option ?? text;
  }
  if (meta.kind === 'datetime') return instantOfLocal(text, zone) ?? text;
  return text;
}

/** The form's fields: every declared field the user edits (server-set ones are shown elsewhere). */
export function editableFields(declaration: EntityDeclaration): [string, FieldMeta][] {
  return Object.entries(declaration.fields as Record<string, FieldMeta>).filter(([, meta]) => !meta.readOnly);
}

/** The form's starting values: the record's, else the schema's defaults, else nothing. */
export function initialValues(declaration: EntityDeclaration, record: FormValues | null): FormValues {
  const values: FormValues = {};
  for (const [name, meta] of editableFields(declaration)) {
    const nullable = acceptsNull(declaration.schema, name);
    const raw = record ? record[name] : schemaDefault(declaration.schema, name);
    if (meta.kind === 'secret') values[name] = undefined;
    else if (raw === undefined || raw === null) values[name] = meta.kind === 'bool' ? false : fromInput(meta, '', nullable);
    else values[name] = raw;
  }
  return values;
}
