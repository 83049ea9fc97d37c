// A report opens on the twelve months up to the building's today: at 11 pm UTC on 24 November it
// is already 25 November in Sydney, and a collection made there this morning belongs in the period.
import { describe, expect, it } from 'vitest';
import { defaultReportPeriod } from '../../src/domain/report-data';
import { filtersFromSearch } from '../../src/domain/report-url';

describe("the default report period ends on the building's today", () => {
  const lateUtc = new Date('2026-11-24T23:00:00Z');

  it('in Sydney, 10 am on the 25th', () => {
    expect(defaultReportPeriod(lateUtc, 'Australia/Sydney')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
  });

  it('in Perth, 7 am on the 25th; in a zone behind UTC, still the 24th', () => {
    expect(defaultReportPeriod(lateUtc, 'Australia/Perth').to).toBe('2026-11-25');
    expect(defaultReportPeriod(lateUtc, 'America/New_York').to).toBe('2026-11-24');
  });

  it("crosses the year by the building's month: 1 am on 1 January in Sydney is 2027's first day", () => {
    expect(defaultReportPeriod(new Date('2026-12-31T14:30:00Z'), 'Australia/Sydney')).toEqual({ from: '2026-02-01', to: '2027-01-01' });
  });

  it('is what a report address without dates opens with', () => {
    expect(filtersFromSearch(new URLSearchParams(''), lateUtc, 'Australia/Sydney')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
  });
});
