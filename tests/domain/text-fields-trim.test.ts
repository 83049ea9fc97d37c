// Issue 13 ("trailing spaces"): every text field of every declaration drops outer spaces before any
// rule reads it, so "  Bob " is stored, checked and compared as "Bob", by the form (zodResolver)
// and the server (the same schema) alike; and a required one left as spaces reads "Required", not
// a pattern's message. Generated from the registry: a text field declared tomorrow is checked too.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENTITIES } from '../../src/domain/entities';
import type { FieldMeta } from '../../src/domain/entity';

/** Kinds a person types as text. Secrets (passwords, API keys) are kept exactly as typed. */
const TEXT_KINDS = new Set<FieldMeta['kind']>(['text', 'textarea', 'email', 'phone', 'url', 'colour']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; format?: string; checks?: { _zod: { def: { check: string; tx?: (v: string) => string } } }[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The string schema under optional/nullable/default wrappers and a pipe's input side. */
function coreOf(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else return def;
  }
}

/** What the string's first check makes of padded text; undefined when it is not a rewrite. */
function firstRewrite(def: Def, input: string): string | undefined {
  const first = def.checks?.[0]?._zod.def;
  return first?.check === 'overwrite' && first.tx ? first.tx(input) : undefined;
}

const textFields = ENTITIES.flatMap((entity) =>
  Object.entries(entity.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => TEXT_KINDS.has(meta.kind))
    .map(([name, meta]) => ({ id: `${entity.key}.${name}`, schema: (entity.schema.shape as Record<string, z.ZodType>)[name]!, meta })),
);

describe('every declared text field trims', () => {
  it('covers the registry (not vacuous)', () => {
    expect(textFields.length).toBeGreaterThan(80);
  });

  it.each(textFields.map((f) => [f.id, f] as const))('%s: outer spaces go before any other rule', (_id, field) => {
    const core = coreOf(field.schema);
    expect(core.type).toBe('string');
    // A string format (z.email(), z.url()) checks before any rewrite: pipe a trimmed string into it.
    expect(core.format, 'a format checks the untrimmed text').toBeUndefined();
    expect(firstRewrite(core, '  a b  ')).toMatch(/^\S.*\S$|^\S$/);
  });

  const required = textFields.filter((f) => !f.schema.safeParse(null).success && !f.schema.safeParse('').success);
  it.each(required.map((f) => [f.id, f] as const))('%s: required, and spaces alone read as empty', (_id, field) => {
    const result = field.schema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([expect.stringMatching(/^(Required|Enter |Choose )/)]);
  });
});

describe('as typed', () => {
  const schemaOf = (key: string) => ENTITIES.find((e) => e.key === key)!.schema;

  it('a user name, a tenant code and a building tenancy name are stored without their spaces', () => {
    expect(schemaOf('users').shape.userName!.parse('  bob.smith ')).toBe('bob.smith');
    expect(schemaOf('customers').shape.code!.parse(' AB-12 ')).toBe('AB-12');
    expect(schemaOf('buildings').shape.tenantName!.parse(' harbour-tower ')).toBe('harbour-tower');
  });
});
