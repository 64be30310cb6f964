/** The parts of a person's name as stored on the account. */
export interface PersonName {
  firstName: string;
  lastName: string;
  suffix?: string | null;
}

/** The user menu header shows at most this many characters of the name (seed §2). */
export const MENU_NAME_MAX_LENGTH = 20;

const LOCALE = 'en-US';

/** Trims and collapses runs of whitespace into one space. */
function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The name as the page header shows it: first name, upper-cased last name and, when present,
 * the suffix after a comma, e.g. 'Maria CHEN, MD'.
 * @param name - first name, last name and optional suffix; blank parts are left out
 */
export function fullName(name: PersonName): string {
  const base = [clean(name.firstName), clean(name.lastName).toLocaleUpperCase(LOCALE)]
    .filter((part) => part !== '')
    .join(' ');
  const suffix = clean(name.suffix);
  if (suffix === '') return base;
  return base === '' ? suffix : `${base}, ${suffix}`;
}

/**
 * The first letter of every word of the first and last names, upper-cased, e.g. 'JLP' for
 * Jean-Luc Picard. Words are split on spaces and hyphens; a letter outside the Basic
 * Multilingual Plane is kept whole.
 * @param name - first and last name
 */
export function initials(name: Pick<PersonName, 'firstName' | 'lastName'>): string {
  return [name.firstName, name.lastName]
    .flatMap((part) => part.split(/[\s-]+/))
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase(LOCALE);
}

/**
 * A name cut for a narrow place such as the user menu header: longer than `max` characters
 * (counted in code points, so an emoji is never split in half), it is cut to `max`, trailing
 * spaces removed, and followed by an ellipsis.
 * @param name - the name to show
 * @param max - the most characters shown before the ellipsis
 * @returns the text to show and whether it was cut (the caller then adds a tooltip)
 */
export function truncateName(
  name: string,
  max: number = MENU_NAME_MAX_LENGTH,
): { text: string; truncated: boolean } {
  const characters = Array.from(name);
  if (characters.length <= max) return { text: name, truncated: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, truncated: true };
}
