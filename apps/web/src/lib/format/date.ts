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
