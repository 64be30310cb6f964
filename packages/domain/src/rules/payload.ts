/** The exact message of the request-payload guard (seed §5, §8). */
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Forbidden characters detected in request payload';

/** The answer to a body, path parameter or query holding a control character (NUL …). */
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed in the request';

/** The answer to a JSON body nested deeper than `MAX_PAYLOAD_DEPTH`. */
export const NESTING_TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/**
 * How many arrays and objects a request body may nest. The deepest body of the API nests 3;
 * a bound far below any stack's reach keeps every later recursive walk (validation,
 * serialisation) safe.
 */
export const MAX_PAYLOAD_DEPTH = 32;

/**
 * Fields the markup check does not inspect. Secrets are hashed, never stored or shown as text, so
 * markup in them is harmless; refusing `<` in a password would only narrow the space of passwords.
 * Control characters are refused in them all the same: no keyboard types them. A patient note is
 * exempt for another reason: its own rule (`rules/patient-note.ts`) refuses `<`, `>` and `&` with
 * a message naming them (seed §5), which the generic refusal would hide.
 */
export const FORBIDDEN_CHARACTERS_EXEMPT_KEYS: readonly string[] = [
  'password',
  'newPassword',
  'currentPassword',
  'note',
];

/**
 * Multi-line free-text fields: the only places where tab, line feed and carriage return are
 * accepted (a client error report's message, an institution's special considerations, a patient
 * note, typed in a multi-line box). Every
 * other field, key, path parameter and query value refuses every control character.
 */
export const MULTILINE_TEXT_KEYS: readonly string[] = ['message', 'specialConsiderations', 'note'];

/**
 * Query parameters whose control characters are judged by their own rule rather than refused:
 * a sign-out's redirect target, which `safeRedirectPath` turns into `/` when it holds one, so that
 * a hostile link still signs the user out.
 */
export const SELF_SANITIZED_QUERY_KEYS: readonly string[] = ['redirectUrl'];

const FORBIDDEN = /[<>]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, less tab, line feed and carriage return
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Whether a text holds a control character (C0 or DEL).
 * @param text - the text to inspect
 * @param allowLineBreaks - whether tab, line feed and carriage return are accepted
 */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  return (allowLineBreaks ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);
}

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, read without parsing
 * (brackets inside strings do not count). Malformed text is left to the parser.
 * @param text - a JSON document
 * @param maxDepth - the deepest nesting accepted
 */
export function jsonNestingExceeds(text: string, maxDepth = MAX_PAYLOAD_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

export type PayloadProblem = 'too-deep' | 'control-characters' | 'forbidden-characters';

export interface PayloadRules {
  /** Property names whose values the markup check skips (control characters still count). */
  exemptKeys?: readonly string[];
  /** Property names whose values may hold tab, line feed and carriage return. */
  multilineKeys?: readonly string[];
  /** Whether `<` and `>` are refused; path parameters and queries only refuse control characters. */
  refuseMarkup?: boolean;
  /** Property names whose values are not inspected at all (their names still are). */
  uncheckedKeys?: readonly string[];
  maxDepth?: number;
}

interface Pending {
  value: unknown;
  /** Arrays and objects around this value. */
  depth: number;
  /** The property this value (or the array holding it) sits under. */
  key: string | null;
}

/** Arrays and objects; binary data (a Buffer, a typed array) holds no text to inspect. */
function isContainer(value: unknown): value is object {
  return (
    value !== null &&
    typeof value === 'object' &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof ArrayBuffer)
  );
}

/**
 * Calls `visit` with every string inside a value, keys included, until it returns true. Walks
 * with its own stack, never recursion, so no nesting can exhaust the call stack.
 * @returns `too-deep` when arrays and objects nest deeper than `maxDepth` (checked before the
 * strings inside them are visited), `stopped` when `visit` returned true, `done` otherwise
 */
function walkStrings(
  value: unknown,
  maxDepth: number,
  visit: (text: string, key: string | null, isKey: boolean) => boolean,
): 'too-deep' | 'stopped' | 'done' {
  const pending: Pending[] = [{ value, depth: 0, key: null }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, depth, key } = next;
    if (typeof current === 'string') {
      if (visit(current, key, false)) return 'stopped';
      continue;
    }
    if (!isContainer(current)) continue;
    if (depth + 1 > maxDepth) return 'too-deep';
    if (Array.isArray(current)) {
      for (const item of current as unknown[]) pending.push({ value: item, depth: depth + 1, key });
      continue;
    }
    for (const [innerKey, inner] of Object.entries(current)) {
      if (visit(innerKey, innerKey, true)) return 'stopped';
      pending.push({ value: inner, depth: depth + 1, key: innerKey });
    }
  }
  return 'done';
}

/**
 * The first reason to refuse a request's parsed body, parameters or query, or null. A value
 * nested deeper than `maxDepth` is `too-deep`; a control character outweighs markup. The walk is
 * iterative (see `walkStrings`): no nesting can exhaust the call stack.
 * @param value - a parsed JSON value, or the parameters or query of a request
 * @param rules - exemptions and bounds; the body guard's defaults when omitted
 */
export function findPayloadProblem(
  value: unknown,
  rules: PayloadRules = {},
): PayloadProblem | null {
  const {
    exemptKeys = FORBIDDEN_CHARACTERS_EXEMPT_KEYS,
    multilineKeys = MULTILINE_TEXT_KEYS,
    refuseMarkup = true,
    uncheckedKeys = [],
    maxDepth = MAX_PAYLOAD_DEPTH,
  } = rules;
  // An object, not a boolean: the walk's callback sets it, out of the compiler's sight.
  const seen = { markup: false };
  const outcome = walkStrings(value, maxDepth, (text, key, isKey) => {
    if (!isKey && key !== null && uncheckedKeys.includes(key)) return false;
    const multiline = !isKey && key !== null && multilineKeys.includes(key);
    if (hasControlCharacters(text, multiline)) return true;
    const exempt = !isKey && key !== null && exemptKeys.includes(key);
    seen.markup ||= refuseMarkup && !exempt && FORBIDDEN.test(text);
    return false;
  });
  if (outcome === 'too-deep') return 'too-deep';
  if (outcome === 'stopped') return 'control-characters';
  return seen.markup ? 'forbidden-characters' : null;
}

/**
 * Whether any string inside a JSON value (keys included) contains `<` or `>`, at any depth.
 * @param value - a parsed JSON body
 * @param exemptKeys - property names whose values are not inspected
 */
export function containsForbiddenCharacters(
  value: unknown,
  exemptKeys: readonly string[] = FORBIDDEN_CHARACTERS_EXEMPT_KEYS,
): boolean {
  const outcome = walkStrings(
    value,
    Number.POSITIVE_INFINITY,
    (text, key, isKey) =>
      (isKey || key === null || !exemptKeys.includes(key)) && FORBIDDEN.test(text),
  );
  return outcome === 'stopped';
}
