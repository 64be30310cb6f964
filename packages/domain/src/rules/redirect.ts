/**
 * Accepts only same-origin relative paths as a redirect target, so that a logout link cannot be
 * turned into an open redirect. Anything else becomes `/`.
 * @param target - the requested redirect, as received
 */
export function safeRedirectPath(target: string | undefined): string {
  if (target === undefined || target === '') return '/';
  // A single leading slash, not `//host` or `/\host` (browsers treat `\` as `/`), no scheme.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) are stripped by browsers and can hide `//`.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return '/';
  // Beyond ASCII the value cannot go in a Location header (Node throws, the logout answers 500);
  // a real path arrives percent-encoded.
  if (/[^\u0020-\u007e]/.test(target)) return '/';
  return target;
}
