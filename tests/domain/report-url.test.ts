// A report's filters in its address (#13 item 9): read back as written, defaults where unusable.
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWithFilters, withChange } from '../../src/domain/report-url';

const today = new Date('2026-11-24T10:00:00Z');
const read = (query: string) => filtersFromSearch(new URLSearchParams(query), today);

describe('report filters in the address', () => {
  it('opens with the twelve months up to today when the address says nothing', () => {
    expect(read('')).toEqual({ from: '2025-12-01', to: '2026-11-24' });
  });

  it("ends the default period on the building's today, not UTC's (issue 13)", () => {
    // 1 am on 1 December in Sydney is 10 pm on 30 November in Perth, and 30 November in UTC.
    const morning = new Date('2026-11-30T14:00:00Z');
    expect(filtersFromSearch(new URLSearchParams(''), morning, 'Australia/Sydney')).toEqual({ from: '2026-01-01', to: '2026-12-01' });
    expect(filtersFromSearch(new URLSearchParams(''), morning, 'Australia/Perth')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
  });

  it('reads back what a change wrote, keeping the other parameters', () => {
    const filters = { from: '2026-01-01', to: '2026-03-31', tenantIds: [4], wasteStreamIds: [7] };
    const search = searchWithFilters(new URLSearchParams('tab=2'), filters);
    expect(search.toString()).toBe('tab=2&from=2026-01-01&to=2026-03-31&building=4&stream=7');
    expect(filtersFromSearch(search, today)).toEqual(filters);
  });

  it('drops a building or stream set back to "all"', () => {
    const search = searchWithFilters(new URLSearchParams('from=2026-01-01&to=2026-03-31&building=4&stream=7'), { from: '2026-01-01', to: '2026-03-31' });
    expect(search.toString()).toBe('from=2026-01-01&to=2026-03-31');
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(read('from=yesterday&to=2026-02-30&building=-1&stream=x')).toEqual({ from: '2025-12-01', to: '2026-11-24' });
  });
});

describe('two quick changes', () => {
  it('keeps the first when the second control still showed the filters from before it', () => {
    const before = { from: '2025-12-01', to: '2026-11-24' };
    const latest = { ...before, from: '2026-01-01' };
    expect(withChange(latest, before, { ...before, wasteStreamIds: [1] })).toEqual({ from: '2026-01-01', to: '2026-11-24', wasteStreamIds: [1] });
  });
});
