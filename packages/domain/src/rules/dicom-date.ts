/** A date read from a DICOM-style string: an ISO calendar date, or why it was refused. */
export type DicomDate = { ok: true; date: string } | { ok: false; warning: string };

const refuse = (warning: string): DicomDate => ({ ok: false, warning });

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether year, month and day name a day of the (proleptic Gregorian) calendar, year 1–9999. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Reads a DICOM date (seed §5: exactly 8 characters, `YYYYMMDD`). Anything else is refused with
 * a warning rather than guessed: `2023-01-05`, `230105`, `20230230` and year `0000` are all
 * refused, as are spaces around the value (DICOM pads with them, but the caller trims).
 * @param value - the raw attribute value; null or undefined when the attribute is absent
 */
export function parseDicomDate(value: string | null | undefined): DicomDate {
  if (value === null || value === undefined || value === '') return refuse('No date');
  if (!/^\d{8}$/.test(value)) return refuse(`Not a YYYYMMDD date: ${JSON.stringify(value)}`);
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (!isCalendarDate(year, month, day)) return refuse(`No such date: ${value}`);
  return { ok: true, date: `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` };
}

/** Year, month and day of an ISO `YYYY-MM-DD` calendar date, or undefined. */
function isoParts(date: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : undefined;
}

/**
 * Age in whole years on a day, for the worklist's age column: one less while this year's
 * birthday is still to come. Someone born on 29 February turns a year older on 1 March in a
 * common year (their 28 February is still before the birthday). Undefined when either date is
 * not an ISO calendar date or the birth comes after the day.
 * @param birthDate - `YYYY-MM-DD`, as `parseDicomDate` gives it
 * @param onDate - `YYYY-MM-DD`, usually today in the user's time zone
 */
export function ageAt(birthDate: string, onDate: string): number | undefined {
  const birth = isoParts(birthDate);
  const on = isoParts(onDate);
  if (birth === undefined || on === undefined) return undefined;
  const birthdayReached =
    on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  const age = on.year - birth.year - (birthdayReached ? 0 : 1);
  return age >= 0 ? age : undefined;
}
