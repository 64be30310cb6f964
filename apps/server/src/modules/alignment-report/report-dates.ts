/** `YYYY-MM-DD` calendar dates and ISO instants in the product's format (seed §9: mm/dd/yy). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (birth, exam) as mm/dd/yy, read from its parts: through `Date` it would be
 * UTC midnight, the day before west of UTC.
 * @param iso - `YYYY-MM-DD`, or null
 * @returns e.g. '07/01/24', or '—' when unknown or not such a date
 */
export function formatCalendarDate(iso: string | null): string {
  const match = iso === null ? null : ISO_DATE.exec(iso);
  if (match === null) return '—';
  const [, year = '', month = '', day = ''] = match;
  return `${month}/${day}/${year.slice(2)}`;
}

/**
 * An instant (measured, approved) as mm/dd/yy HH:MM in UTC, the zone named: a signed record
 * is read by people in other zones and must not depend on the server's.
 * @param iso - an ISO-8601 instant
 */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '—';
  const [date = '', time = ''] = instant.toISOString().split('T');
  return `${formatCalendarDate(date)} ${time.slice(0, 5)} UTC`;
}
