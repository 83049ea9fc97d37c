// Human validation messages from one error map (src/domain/validation-messages.ts), on the real
// declarations — the same schemas the server parses bodies with — and input normalised where
// people type loosely (ABN and phone spaces, spaces around an email address).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityByKey } from '../../src/domain/entities';
import { abn, auPhone, emailAddress } from '../../src/domain/entities/shared';
import { fromInput } from '../../src/components/entity/fields/form-values';
import type { FieldMeta } from '../../src/domain/entity';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

function fieldMessage(entity: string, field: string, value: unknown): string | undefined {
  const declaration = entityByKey(entity as Parameters<typeof entityByKey>[0]);
  const schema = (declaration.schema as z.ZodObject).shape[field] as z.ZodType;
  return messagesOf(schema, value)[0];
}

describe('the error map', () => {
  it('says what to do instead of what the parser expected', () => {
    // What the form sends for an empty date: ''.
    const date = (entityByKey('binCounts').fields as Record<string, FieldMeta>).countDate as FieldMeta;
    expect(fieldMessage('binCounts', 'countDate', fromInput(date, '', false))).toBe('Enter a date');
    expect(fieldMessage('binCounts', 'countDate', '2026-02-31x')).toBe('Enter a valid date');
    expect(messagesOf(z.number().min(0), -1)).toEqual(['Must be 0 or more']);
    expect(messagesOf(z.number().max(10), 11)).toEqual(['Must be 10 or less']);
    expect(messagesOf(z.number().int(), 1.5)).toEqual(['Enter a whole number']);
    expect(messagesOf(z.number(), undefined)).toEqual(['Required']);
    expect(messagesOf(z.string(), undefined)).toEqual(['Required']);
    expect(messagesOf(z.string().min(1), '')).toEqual(['Required']);
    expect(messagesOf(z.string().max(5), 'abcdef')).toEqual(['At most 5 characters']);
    expect(messagesOf(z.email(), 'fm@')).toEqual(['Enter an email address']);
    expect(messagesOf(z.iso.datetime(), '')).toEqual(['Enter a date and time']);
  });

  it('never lets a developer message through on any declared field given nothing or nonsense', () => {
    const developerWords = /Invalid (input|ISO|option)|expected|received|Too (small|big)/;
    for (const key of ['binCounts', 'collections', 'users', 'customers', 'transactions'] as const) {
      const shape = (entityByKey(key).schema as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const [field, schema] of Object.entries(shape)) {
        for (const value of ['', 'x', -1, 1.5, {}]) {
          for (const message of messagesOf(schema, value)) expect(message, `${key}.${field} ← ${JSON.stringify(value)}`).not.toMatch(developerWords);
        }
      }
    }
  });
});

describe('loosely typed input', () => {
  it('takes an ABN with spaces and keeps its digits', () => {
    expect(abn.parse('51 824 753 556')).toBe('51824753556');
    expect(messagesOf(abn, '51 824 753')).toEqual(['Eleven digits']);
  });

  it('keeps a phone number readable but checks its digits', () => {
    expect(auPhone.parse(' 02 9876  5432 ')).toBe('02 9876 5432');
    expect(auPhone.parse('(02) 9876-5432')).toBe('(02) 9876-5432');
    expect(messagesOf(auPhone, '02 9876 543')).toEqual(['An Australian phone number']);
  });

  it('trims an email address and the text fields before they are checked and stored', () => {
    expect(emailAddress.parse('  fm@example.com ')).toBe('fm@example.com');
    const customers = entityByKey('customers').schema as z.ZodObject;
    const name = customers.shape.name as z.ZodType;
    expect(name.parse('  Acme  ')).toBe('Acme');
  });
});
