/** The product's date format (seed §9): mm/dd/yy, in the browser's time zone. */
const DATE = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: '2-digit',
});
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** @param iso - an ISO-8601 instant of the API; shown as mm/dd/yy, e.g. '07/01/24' */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));

/** @param iso - an ISO-8601 instant of the API; shown with the time, e.g. '07/01/24, 09:30 AM' */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** An ISO `YYYY-MM-DD` calendar date of the API, split into its parts. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date of the API (a DICOM exam or birth date) in the product's format, mm/dd/yy. It
 * is read from its parts, never as an instant: through `Date` it would be UTC midnight, the day
 * before west of UTC.
 * @param iso - `YYYY-MM-DD`
 * @returns e.g. '07/01/24', or null when `iso` is not such a date
 */
export function formatCalendarDate(iso: string): string | null {
  const match = ISO_DATE.exec(iso);
  if (match === null) return null;
  const [, year = '', month = '', day = ''] = match;
  return `${month}/${day}/${year.slice(2)}`;
}

/**
 * Today in the browser's time zone, as the domain's date rules (`ageAt`) take it.
 * @param now - the current instant
 * @returns `YYYY-MM-DD`
 */
export function localIsoDate(now: Date | number): string {
  const date = new Date(now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
