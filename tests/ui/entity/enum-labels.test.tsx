// Generated from the label tables (tests/helpers/enum-labels.ts): every enum field of every entity
// shows labels — never its code or key — in grid cells, grid filters, view values and form
// dropdowns. A new enumeration is covered with no edit here.
import { cleanup, render, within } from '@testing-library/react';
import type { IFilterOptionDef } from 'ag-grid-community';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldInput } from '../../../src/components/entity/fields/FieldInput';
import { formatValue } from '../../../src/components/entity/fields/field-kinds';
import { entityColumns } from '../../../src/components/entity/grid/columns';
import { entityByKey, type EntityKey } from '../../../src/domain/entities';
import type { FieldMeta } from '../../../src/domain/entity';
import { enumFieldCases, showsRawValue } from '../../helpers/enum-labels';

const CASES = enumFieldCases();
const metaOf = (entity: string, field: string) => (entityByKey(entity as EntityKey).fields as Record<string, FieldMeta>)[field] as FieldMeta;

afterEach(cleanup);

describe('enum labels on screens', () => {
  it('covers the enumerations named in issue #13', () => {
    const fields = CASES.map((c) => `${c.entity}.${c.field}`);
    expect(fields).toEqual(expect.arrayContaining(['users.roleId', 'apiConfigurations.kind', 'auditCollections.stage', 'furnitureItems.furnitureStatus']));
  });

  it('gives every coded value words of its own', () => {
    for (const c of CASES) {
      // Fill levels are percentages: '25%' is their word.
      for (const v of c.values) {
        if (typeof v.value === 'number' && c.field !== 'fillPct') expect(v.label, `${c.entity}.${c.field} ${v.value}`).toMatch(/[A-Za-z]/);
      }
    }
  });

  it.each(CASES.map((c) => [`${c.entity}.${c.field}`, c] as const))('%s: grid cell, view value and grid filter show labels', (_name, c) => {
    const meta = metaOf(c.entity, c.field);
    for (const v of c.values) {
      const shown = formatValue(meta, v.value);
      expect(shown).toBe(v.label);
      expect(showsRawValue(shown, c)).toBe(false);
    }
    const column = entityColumns(entityByKey(c.entity as EntityKey)).find((col) => col.field === c.field);
    const options = (column?.filterParams as { filterOptions?: (IFilterOptionDef | string)[] } | undefined)?.filterOptions ?? [];
    const named = options.flatMap((o) => (typeof o === 'string' ? [] : [o.displayName]));
    if (column && meta.filter !== false) expect(named).toEqual(c.values.map((v) => v.label));
  });

  it.each(CASES.map((c) => [`${c.entity}.${c.field}`, c] as const))('%s: the form dropdown offers labels', (_name, c) => {
    const meta = metaOf(c.entity, c.field);
    const { getByLabelText } = render(
      <FieldInput name={c.field} meta={meta} value={null} nullable onChange={() => {}} onBlur={() => {}} />,
    );
    const texts = within(getByLabelText(meta.label)).getAllByRole('option').map((o) => o.textContent ?? '').filter((t) => t !== '—');
    expect(texts).toEqual(c.values.map((v) => v.label));
    for (const text of texts) expect(showsRawValue(text, c)).toBe(false);
  });
});
