// The lines a history entry reads as (History tab and Audit Log): declared fields by their label
// and kind, a linked set (a portfolio's buildings) by the label the server gave it, nothing else.
import { describe, expect, it } from 'vitest';
import { changeLines } from '../../../src/components/entity/records/HistoryList';
import { entityByKey } from '../../../src/domain/entities';

describe('changeLines', () => {
  it('labels declared fields, linked sets and status; drops names the declaration no longer has', () => {
    const lines = changeLines(entityByKey('portfolios'), {
      name: { from: 'Fund', to: 'Fund II' },
      tenantIds: { from: 'Harbour Tower', to: 'Collins Place, Harbour Tower', label: 'Buildings' },
      status: { from: 0, to: 1 },
      retiredField: { from: 1, to: 2 },
    });
    expect(lines.map((l) => `${l.label}: ${l.from} → ${l.to}`)).toEqual([
      'Name: Fund → Fund II',
      'Buildings: Harbour Tower → Collins Place, Harbour Tower',
      'Status: Active → Inactive',
    ]);
  });

  it('shows a time on the clock of the zone given, dd/mm/yyyy', () => {
    const [line] = changeLines(entityByKey('collections'), { collectedAt: { from: null, to: '2026-03-01T00:30:00Z' } }, 'Australia/Perth');
    expect(line).toEqual({ name: 'collectedAt', label: 'Collected at', from: '—', to: '01/03/2026 8:30 am' });
  });
});
