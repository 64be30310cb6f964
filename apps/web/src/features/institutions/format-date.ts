// Seed §9: dates read mm/dd/yy.
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

/** A date of the API (ISO 8601) as mm/dd/yy. */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** A moment of the API (ISO 8601) as mm/dd/yy, hh:mm in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
