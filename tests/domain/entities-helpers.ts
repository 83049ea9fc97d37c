// Shared checks for the entity declaration tests (tests/domain/entities-*.test.ts).
import { expect } from 'vitest';
import type { z } from 'zod';
import type { EntityDeclaration } from '../../src/domain/entity';
import { entityByKey } from '../../src/domain/entities';
import { PERSON_LABEL_FIELD } from '../../src/domain/entities/people';
import { fieldErrors } from './entities-expect';

export { fieldErrors };

/**
 * Stricter than entities-expect's expectFieldError: the input fails on `field` alone (no other
 * field breaks by accident), with a message matching `message`.
 */
export function expectErrorOn(schema: z.ZodType, input: unknown, field: string, message: RegExp): void {
  const errors = fieldErrors(schema, input);
  expect(Object.keys(errors)).toEqual([field]);
  expect(errors[field]!.join(' | ')).toMatch(message);
}

/** Every lookup field names a registered entity and a field of it that can label a row. */
export function expectLookupsResolve(declaration: EntityDeclaration): void {
  for (const [name, meta] of Object.entries(declaration.fields)) {
    if (meta.kind !== 'lookup') continue;
    expect(meta.lookup, name).toBeDefined();
    const target = entityByKey(meta.lookup!.entity);
    const labels = [...Object.keys(target.schema.shape), PERSON_LABEL_FIELD];
    expect(labels, `${name} → ${target.key}.${meta.lookup!.labelField}`).toContain(meta.lookup!.labelField);
  }
}

/** Enum metadata lists the same values the schema accepts, and every key has metadata. */
export function expectMetadataMatchesSchema(declaration: EntityDeclaration): void {
  expect(Object.keys(declaration.fields).sort()).toEqual(Object.keys(declaration.schema.shape).sort());
  expect(Object.keys(declaration.schema.shape)).toContain(declaration.titleField);
}
