/** The product's date format (seed §9): mm/dd/yy, in the user's time zone. */
const RELEASE_DATE = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: '2-digit',
});

/** @param iso - an ISO-8601 instant, e.g. a release's `releasedAt` */
export function formatReleaseDate(iso: string): string {
  return RELEASE_DATE.format(new Date(iso));
}
