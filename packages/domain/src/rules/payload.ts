/** The exact message of the request-payload guard (seed §5, §8). */
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Forbidden characters detected in request payload';

/**
 * Fields the guard does not inspect. Secrets are hashed, never stored or shown as text, so markup
 * in them is harmless; refusing `<` in a password would only narrow the space of passwords.
 */
export const FORBIDDEN_CHARACTERS_EXEMPT_KEYS: readonly string[] = [
  'password',
  'newPassword',
  'currentPassword',
];

const FORBIDDEN = /[<>]/;

/**
 * Whether any string inside a JSON value (keys included) contains `<` or `>`.
 * @param value - a parsed JSON body
 * @param exemptKeys - property names whose values are not inspected
 */
export function containsForbiddenCharacters(
  value: unknown,
  exemptKeys: readonly string[] = FORBIDDEN_CHARACTERS_EXEMPT_KEYS,
): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (Array.isArray(value))
    return value.some((item) => containsForbiddenCharacters(item, exemptKeys));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, inner]) =>
        FORBIDDEN.test(key) ||
        (!exemptKeys.includes(key) && containsForbiddenCharacters(inner, exemptKeys)),
    );
  }
  return false;
}
