// The formats every screen and file shares (issue #13 item 4): a time on its building's clock,
// dd/mm/yyyy h:mm am/pm, across a daylight-saving building (Sydney) and one without (Perth).
import { describe, expect, it } from 'vitest';
import { dayBoundsIn, formatCalendarDate, formatDateTimeIn, formatStampIn, wallClockOf } from '../../src/domain/building-time';

describe('building time', () => {
  it('shows an instant on the building’s clock', () => {
    expect(formatDateTimeIn('2026-03-30T12:23:00Z', 'Australia/Sydney')).toBe('30/03/2026 11:23 pm');
    expect(formatDateTimeIn('2026-03-30T12:23:00Z', 'Australia/Perth')).toBe('30/03/2026 8:23 pm');
    expect(formatDateTimeIn('2026-07-01T00:05:00Z', 'Australia/Sydney')).toBe('01/07/2026 10:05 am');
    expect(formatDateTimeIn('not a time', 'Australia/Sydney')).toBe('');
  });

  it('shows a calendar date as dd/mm/yyyy in no zone', () => {
    expect(formatCalendarDate('2026-03-31')).toBe('31/03/2026');
  });

  it('stamps a moment with the zone’s abbreviation', () => {
    expect(formatStampIn(new Date('2026-11-24T10:14:00Z'), 'Australia/Sydney')).toBe('24/11/2026 9:14 pm AEDT');
    expect(formatStampIn(new Date('2026-06-24T10:14:00Z'), 'Australia/Sydney')).toBe('24/06/2026 8:14 pm AEST');
    expect(formatStampIn(new Date('2026-11-24T10:14:00Z'), 'Australia/Perth')).toBe('24/11/2026 6:14 pm AWST');
  });

  it('gives the wall clock for a spreadsheet cell and the instants a building’s day spans', () => {
    expect(wallClockOf('2026-03-30T12:23:00Z', 'Australia/Sydney')?.toISOString()).toBe('2026-03-30T23:23:00.000Z');
    // 5 April 2026: daylight saving ends in Sydney, a 25-hour day.
    const { start, end } = dayBoundsIn('2026-04-05', 'Australia/Sydney');
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-04-04T13:00:00.000Z', '2026-04-05T14:00:00.000Z']);
  });
});
