import { describe, expect, it } from 'vitest';
import { enumLabel, filterKindOf, formatValue, INPUT_CONTROLS } from '../../../src/components/entity/fields/field-kinds';
import { fromInput, initialValues, toInput, toLocalDateTime } from '../../../src/components/entity/fields/form-values';
import type { FieldKind, FieldMeta } from '../../../src/domain/entity';
import { entityByKey } from '../../../src/domain/entities';

const meta = (kind: FieldKind, extra: Partial<FieldMeta> = {}): FieldMeta => ({ label: kind, kind, ...extra });

describe('field kind → input', () => {
  it('gives every kind its control', () => {
    expect(INPUT_CONTROLS.url).toEqual({ control: 'input', type: 'url' });
    expect(INPUT_CONTROLS.money).toMatchObject({ control: 'number', step: '0.01' });
    expect(INPUT_CONTROLS.percent).toMatchObject({ control: 'number', min: 0, max: 100 });
    expect(INPUT_CONTROLS.secret).toEqual({ control: 'input', type: 'password' });
    expect(INPUT_CONTROLS.lookup.control).toBe('lookup');
    expect(filterKindOf(meta('secret'))).toBe(false);
    expect(filterKindOf(meta('lookup'))).toBe('text');
    expect(filterKindOf(meta('int', { filter: false }))).toBe(false);
  });
});

describe('form values', () => {
  it('turns empty inputs into null where the schema allows it, else into what makes the schema say why', () => {
    expect(fromInput(meta('int'), '', true)).toBeNull();
    expect(fromInput(meta('int'), '', false)).toBeUndefined();
    expect(fromInput(meta('text'), '', false)).toBe('');
    expect(fromInput(meta('text'), '', true)).toBeNull();
    expect(fromInput(meta('decimal'), '0.05', true)).toBe(0.05);
    expect(fromInput(meta('lookup'), '12', false)).toBe(12);
    expect(fromInput(meta('enum', { options: [5, 6, 7] }), '6', true)).toBe(6);
    expect(fromInput(meta('enum', { options: ['NSW'] }), 'NSW', false)).toBe('NSW');
    expect(fromInput(meta('bool'), true, false)).toBe(true);
  });

  it('keeps a secret when its input is left empty and never shows it', () => {
    expect(fromInput(meta('secret'), '', true)).toBeUndefined();
    expect(fromInput(meta('secret'), '1234', true)).toBe('1234');
    expect(toInput(meta('secret'), 'stored')).toBe('');
  });

  it('shows an ISO instant in a datetime-local box and reads it back as the same instant', () => {
    const iso = '2026-03-04T05:06:00.000Z';
    expect(fromInput(meta('datetime'), toLocalDateTime(iso), false)).toBe(iso);
    expect(toInput(meta('date'), '2026-03-04')).toBe('2026-03-04');
  });

  it("shows and reads a time on the building's clock, whatever the browser's zone (issue 13)", () => {
    const iso = '2026-03-30T12:23:00.000Z';
    // 11:23 pm in Sydney (AEDT), 10:23 pm in Brisbane (AEST): the wall clock of the record's building.
    expect(toInput(meta('datetime'), iso, 'Australia/Sydney')).toBe('2026-03-30T23:23');
    expect(toInput(meta('datetime'), iso, 'Australia/Brisbane')).toBe('2026-03-30T22:23');
    expect(fromInput(meta('datetime'), '2026-03-30T22:23', false, 'Australia/Brisbane')).toBe(iso);
    expect(fromInput(meta('datetime'), '2026-03-30T23:23', false, 'Australia/Sydney')).toBe(iso);
  });

  it('starts a new record from the schema defaults and an existing one from its values', () => {
    const declaration = entityByKey('buildings');
    const fresh = initialValues(declaration, null);
    expect(fresh).toMatchObject({ name: '', calibreBins: false, timeZone: 'Australia/Sydney', appFull: true, floors: null });
    const existing = initialValues(declaration, { id: 3, name: 'Harbour Tower', floors: 30, nameLabel: 'x' });
    expect(existing).toMatchObject({ name: 'Harbour Tower', floors: 30 });
    expect(existing).not.toHaveProperty('id');
  });

  it('reads values for people: money, percent, bool, enum words', () => {
    expect(formatValue(meta('money'), 12.5)).toBe('$12.50');
    expect(formatValue(meta('percent'), 40)).toBe('40%');
    expect(formatValue(meta('bool'), false)).toBe('No');
    expect(enumLabel('MixedUse')).toBe('Mixed use');
    expect(enumLabel('NSW')).toBe('NSW');
    expect(formatValue(meta('text'), null)).toBe('');
    // Times on the row's building's clock, dates as dd/mm/yyyy (issue #13 item 4).
    expect(formatValue(meta('datetime'), '2026-03-30T12:23:00Z', 'Australia/Sydney')).toBe('30/03/2026 11:23 pm');
    expect(formatValue(meta('datetime'), '2026-03-30T12:23:00Z', 'Australia/Perth')).toBe('30/03/2026 8:23 pm');
    expect(formatValue(meta('date'), '2026-03-31')).toBe('31/03/2026');
  });
});
