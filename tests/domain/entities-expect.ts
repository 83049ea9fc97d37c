// Assertions shared by the entity schema tests: a row parses, or fails with a message on a field.
import { expect } from 'vitest';
import { z } from 'zod';

export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

export function expectValid(schema: z.ZodType, input: unknown): void {
  const result = schema.safeParse(input);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

/** The input fails, and `field` carries `message` (a substring of one of its messages). */
export function expectFieldError(schema: z.ZodType, input: unknown, field: string, message: string): void {
  const messages = fieldErrors(schema, input)[field] ?? [];
  expect(messages.some((m) => m.includes(message)), `${field}: ${JSON.stringify(messages)}`).toBe(true);
}
