// Dates as a datetime-local input takes them, in the browser's zone (playwright.config: Australia/Sydney).
const TIME_ZONE = 'Australia/Sydney';

/** yyyy-MM-ddTHH:mm in the browser's zone, `offsetMs` from now. */
export function localDateTime(offsetMs: number): string {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
  return format.format(new Date(Date.now() + offsetMs)).replace(' ', 'T');
}
