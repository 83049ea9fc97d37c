// The grid shows each row's times on its own building's clock (issue #13 item 4): on an
// all-building list, a Perth row and a Sydney row of the same instant read differently.
import type { ValueFormatterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { entityColumns } from '../../../src/components/entity/grid/columns';
import { collectionEntity } from '../../../src/domain/entities/collections';

const zones: Record<number, string> = { 1: 'Australia/Sydney', 3: 'Australia/Perth' };

describe('grid time columns', () => {
  it('format each row in its building’s zone', () => {
    const column = entityColumns(collectionEntity, (row) => zones[row?.tenantId as number] ?? 'Australia/Sydney').find((c) => c.colId === 'collectedAt')!;
    const format = column.valueFormatter as (p: Partial<ValueFormatterParams>) => string;
    expect(format({ value: '2026-03-30T12:23:00Z', data: { tenantId: 1 } })).toBe('30/03/2026 11:23 pm');
    expect(format({ value: '2026-03-30T12:23:00Z', data: { tenantId: 3 } })).toBe('30/03/2026 8:23 pm');
  });
});
