/**
 * What PostgreSQL cannot store, made storable for the audit trail. A text column refuses NUL
 * (`invalid byte sequence for encoding "UTF8": 0x00`); a jsonb column refuses `\u0000` and an
 * unpaired surrogate. Such characters, and every other control character, are written as the
 * visible escape `\uXXXX`, so that an auditor reads what was sent and nothing in a row can
 * break a terminal or a log line.
 */

// Control characters, and surrogates that are not half of a pair (no `u` flag: code units).
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Nesting kept in `details`; deeper values are summarised (audit details are flat by design). */
const MAX_DETAILS_DEPTH = 4;

/**
 * A text with every character PostgreSQL cannot store (and every control character) escaped.
 * @param text - any text
 */
export function storableText(text: string): string {
  return text.replace(
    UNSTORABLE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Whether a value can go into a `uuid` column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A JSON value whose strings (keys included) are all storable in jsonb. Numbers that JSON cannot
 * carry (NaN, infinities) become null, as JSON.stringify would make them; anything that is not
 * JSON (a function, a bigint) becomes its type's name.
 * @param value - a details value: codes, ids, numbers, flags, lists of them
 * @param depth - how deep this value sits
 */
export function storableJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storableText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null || value === undefined) return value ?? null;
  if (typeof value !== 'object') return `[${typeof value}]`;
  if (depth >= MAX_DETAILS_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      storableText(key),
      storableJson(inner, depth + 1),
    ]),
  );
}

/** Characters of the codes, ids, addresses and route names that a fallback row keeps. */
const PLAIN = /^[\w.:/@ -]{0,200}$/;
export const UNSTORABLE_PLACEHOLDER = '[unstorable]';

/**
 * A text kept as is when it is plainly a code, an id or a route, otherwise a placeholder: what a
 * fallback row holds once an insert of the escaped values has still failed.
 */
export function plainOrPlaceholder(text: string): string {
  return PLAIN.test(text) ? text : UNSTORABLE_PLACEHOLDER;
}
