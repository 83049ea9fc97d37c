// Bad create/edit bodies generated from an entity's declaration: its field kinds and metadata, the
// bounds its zod schema states (read through its JSON Schema) and its cross-field rules (the
// object's refinements, found with the field they report on). Each bad body says which field the
// answer must name. With a valid base body (a stored row) one field at a time is spoiled.
import { z } from 'zod';
import type { EntityDeclaration, FieldMeta } from '../../../src/domain/entity';

export interface BadBody {
  label: string;
  body: Record<string, unknown>;
  /** The field the 400 must name (a key equal to it or under it); null: any field. */
  field: string | null;
}

type JsonProp = { type?: string; anyOf?: JsonProp[]; enum?: unknown[]; minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number; maxLength?: number; format?: string; items?: JsonProp };

export const NO_SUCH_ID = 2_147_483_000;
/** One past PostgreSQL's int4: keys and counts are int4 columns. */
export const BEYOND_INT4 = 2_147_483_648;

function jsonShape(declaration: EntityDeclaration): { props: Record<string, JsonProp>; required: string[] } {
  const js = z.toJSONSchema(declaration.schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonProp>; required?: string[] };
  return { props: js.properties ?? {}, required: js.required ?? [] };
}

/** The non-null branch of a nullish property. */
function core(prop: JsonProp): JsonProp {
  return prop.anyOf?.find((p) => p.type !== 'null') ?? prop;
}

function wrongTypeOf(prop: JsonProp): unknown {
  switch (prop.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not a list';
    default:
      return { wrong: true };
  }
}

/** Spoiled values of one field, each with its label. */
function spoiled(name: string, meta: FieldMeta, prop: JsonProp, required: boolean): [string, unknown | typeof MISSING][] {
  const p = core(prop);
  const out: [string, unknown][] = [[`wrong type`, wrongTypeOf(p)]];
  if (required) out.push(['missing', MISSING]);
  if (meta.readOnly) return out;
  if (p.maximum !== undefined) out.push([`above ${p.maximum}`, p.maximum + 1]);
  if (p.exclusiveMaximum !== undefined) out.push([`at exclusive max ${p.exclusiveMaximum}`, p.exclusiveMaximum]);
  if (p.minimum !== undefined) out.push([`below ${p.minimum}`, p.minimum - 1]);
  if (p.exclusiveMinimum !== undefined) out.push([`at exclusive min ${p.exclusiveMinimum}`, p.exclusiveMinimum]);
  if (p.maxLength !== undefined) out.push([`longer than ${p.maxLength}`, 'x'.repeat(p.maxLength + 1)]);
  if (meta.kind === 'enum') out.push(['not an option', typeof meta.options?.[0] === 'number' ? 987_654 : 'NotAnOption']);
  if (meta.kind === 'lookup') out.push(['unknown key', p.type === 'array' ? [NO_SUCH_ID] : NO_SUCH_ID]);
  // What no column stores, whatever the declared bounds: past int4, past any numeric(p,s), year 0.
  if (p.type === 'integer') out.push(['beyond int4', BEYOND_INT4]);
  if (p.type === 'array' && p.items?.type === 'integer') out.push(['beyond int4 in the list', [BEYOND_INT4]]);
  if (p.type === 'number') out.push(['1e308', 1e308]);
  if (meta.kind === 'date') out.push(['impossible date', '2025-02-30'], ['not a date', 'yesterday'], ['year 0', '0000-01-01']);
  if (meta.kind === 'datetime') out.push(['impossible time', '2025-02-30T25:00:00Z'], ['not a time', 'yesterday'], ['year 0', '0000-01-01T00:00:00Z']);
  if (meta.kind === 'email') out.push(['not an email', 'someone-at-example']);
  if (meta.kind === 'url') out.push(['not a web address', 'ftp:/nowhere']);
  void name;
  return out;
}

export const MISSING = Symbol('missing');

function withValue(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const body = { ...base };
  if (value === MISSING) delete body[field];
  else body[field] = value;
  return body;
}

/** Valid alternative values of a field, for finding bodies that break only a cross-field rule. */
function alternatives(meta: FieldMeta, prop: JsonProp, current: unknown): unknown[] {
  const p = core(prop);
  const values: unknown[] = [];
  if (prop.anyOf?.some((b) => b.type === 'null')) values.push(null);
  if (p.type === 'boolean') values.push(!current);
  if (meta.kind === 'enum') values.push(...(meta.options ?? []));
  if (meta.kind === 'date') values.push('2000-01-01', '2099-12-31');
  if (p.type === 'number' || p.type === 'integer') values.push(p.minimum ?? 0, p.maximum ?? 1000, 0, 1);
  if (p.type === 'array') values.push([]);
  if (meta.kind === 'lookup' && p.type !== 'array') values.push(1);
  if (p.type === 'string' && meta.kind === 'text') values.push('A');
  return values.filter((v) => v !== current);
}

/** The fields the object's refinements report on. */
function crossFieldPaths(declaration: EntityDeclaration): string[] {
  const checks = (declaration.schema as unknown as { _zod: { def: { checks?: { _zod: { def: { path?: PropertyKey[] } } }[] } } })._zod.def.checks ?? [];
  return [...new Set(checks.map((c) => c._zod.def.path?.[0]).filter((p): p is string => typeof p === 'string'))];
}

/** A body that passes every field's own rules and breaks only the refinement reporting on `path`. */
function crossFieldViolation(declaration: EntityDeclaration, base: Record<string, unknown>, path: string): Record<string, unknown> | null {
  const { props } = jsonShape(declaration);
  const metas = declaration.fields as Record<string, FieldMeta>;
  const choices = Object.keys(props).flatMap((field) => alternatives(metas[field] ?? { label: field, kind: 'text' }, props[field] as JsonProp, base[field]).map((v) => [field, v] as const));
  const breaksOnly = (body: Record<string, unknown>) => {
    const result = declaration.schema.safeParse(body);
    return !result.success && result.error.issues.every((i) => i.code === 'custom' && i.path.length === 1) && result.error.issues.some((i) => i.path[0] === path);
  };
  for (const [field, value] of choices) {
    const body = withValue(base, field, value);
    if (breaksOnly(body)) return body;
  }
  for (let i = 0; i < choices.length; i++) {
    for (let j = i + 1; j < choices.length; j++) {
      const [f1, v1] = choices[i] as readonly [string, unknown];
      const [f2, v2] = choices[j] as readonly [string, unknown];
      if (f1 === f2) continue;
      const body = withValue(withValue(base, f1, v1), f2, v2);
      if (breaksOnly(body)) return body;
    }
  }
  return null;
}

/**
 * `body` with the other fields a cross-field rule blames cleared (set to null where allowed), so the
 * spoiled `field` is the only fault: an unknown cleaner on a row that has a multi-site cleaner would
 * otherwise be refused for having both, naming the other field.
 */
function isolated(declaration: EntityDeclaration, body: Record<string, unknown>, field: string): Record<string, unknown> {
  const result = declaration.schema.safeParse(body);
  if (result.success) return body;
  const { props } = jsonShape(declaration);
  const cleared = { ...body };
  for (const issue of result.error.issues) {
    const other = issue.path[0];
    if (issue.code !== 'custom' || typeof other !== 'string' || other === field) continue;
    if (props[other]?.anyOf?.some((b) => b.type === 'null')) cleared[other] = null;
  }
  return cleared;
}

/** Every bad body of the entity; `base` is a valid body (or null: spoil an empty one). */
export function badBodies(declaration: EntityDeclaration, base: Record<string, unknown> | null): { bodies: BadBody[]; crossFieldRules: string[]; unreachable: string[] } {
  const { props, required } = jsonShape(declaration);
  const metas = declaration.fields as Record<string, FieldMeta>;
  const bodies: BadBody[] = [];
  for (const [field, prop] of Object.entries(props)) {
    const meta = metas[field];
    if (!meta || meta.kind === 'secret') continue;
    for (const [label, value] of spoiled(field, meta, prop, required.includes(field))) {
      const body = withValue(base ?? {}, field, value);
      bodies.push({ label: `${field} ${label}`, body: base ? isolated(declaration, body, field) : body, field: base ? field : null });
    }
  }
  const crossFieldRules = crossFieldPaths(declaration);
  const unreachable: string[] = [];
  for (const path of base ? crossFieldRules : []) {
    const body = crossFieldViolation(declaration, base as Record<string, unknown>, path);
    if (body) bodies.push({ label: `cross-field rule on ${path}`, body, field: path });
    else unreachable.push(path);
  }
  return { bodies, crossFieldRules, unreachable };
}
