// Issue 13: the reports print every code by its label from the label tables (src/domain/labels,
// through src/domain/report-labels.ts) — the furniture bars showed "ReusedInternal", the
// contaminated collections table and its filter the level's raw key. Generated from the tables.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FINAL_FURNITURE_STATUSES, furnitureItemEntity } from '../../../src/domain/entities/furniture';
import { collectionEntity } from '../../../src/domain/entities/collections';
import { FLAGGED_LEVELS } from '../../../src/domain/contaminated-collections';
import { labelIn, rawTextsOf, type LabelTable } from '../../../src/domain/labels';
import { ContaminatedRows } from '../../../src/features/contamination/ContaminatedRows';
import { furnitureRows } from '../../../src/features/reports/chart-data';
import type { FieldMeta } from '../../../src/domain/entity';

const tableOf = (meta: FieldMeta): LabelTable => ({ values: meta.options ?? [], labels: meta.optionLabels ?? {} });

describe('report labels come from the label tables', () => {
  it('the furniture chart names each outcome by its label, never its key', () => {
    const table = tableOf(furnitureItemEntity.fields.furnitureStatus);
    const rows = furnitureRows({ furniture: FINAL_FURNITURE_STATUSES.map((outcome, i) => ({ outcome, items: 1, kg: i + 1, valueAud: 0 })) });
    expect(rows.map((r) => r.label)).toEqual(FINAL_FURNITURE_STATUSES.map((o) => labelIn(table, o)));
    expect(rows.map((r) => r.label)).toContain('Reused internally');
    const raw = FINAL_FURNITURE_STATUSES.flatMap((o) => rawTextsOf(table, o));
    expect(raw).toContain('ReusedInternal');
    for (const key of raw) expect(rows.map((r) => r.label)).not.toContain(key);
  });

  it('the contaminated collections table shows each level by its label', () => {
    const table = tableOf(collectionEntity.fields.contaminationLevel);
    const rows = FLAGGED_LEVELS.map((level, i) => ({
      id: i + 1, collectedAt: '2026-03-31T01:00:00Z', collectionServiceId: 1, serviceName: 'Bins', customerId: null, customerName: null, wasteStreamId: 1, wasteStreamName: 'Glass', netKg: 1, contaminationLevel: level, contaminationNote: null,
    }));
    render(<ContaminatedRows rows={rows} total={rows.length} skip={0} take={20} onPage={() => {}} />);
    const cells = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[5]!.textContent);
    expect(cells).toEqual(FLAGGED_LEVELS.map((l) => labelIn(table, l)));
  });
});
