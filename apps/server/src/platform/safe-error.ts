/**
 * What of an error may reach a log line. Database errors carry the statement and its parameters
 * (drizzle's `Failed query: … params: …`, `query`, `params`, PGlite's `queryOptions`) and
 * PostgreSQL quotes the offending value in its message (`invalid input syntax for type integer:
 * "Jane Doe"`) and its `detail` (`Key (email)=(…)`): parameters are patient-name searches,
 * emails, ids — PHI. So a database error keeps its SQLSTATE code, the names of what it concerns
 * (constraint, table, column) and its message with every quoted part redacted; the SQL, the
 * parameters, `detail`, `where`, `hint` never pass. Other errors keep type, message, code and
 * stack frames; the stack's first line repeats the message, so only its frames are kept.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  statusCode?: number;
  /** The stack's frames, without its first line (which repeats the message); '' when none. */
  stack: string;
  cause?: SafeError;
  [key: string]: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Causes followed: drivers and ORMs wrap the database's error once or twice. */
const MAX_CAUSES = 4;
const NAMES = ['severity', 'constraint', 'table', 'column', 'routine'] as const;

function stringField(error: object, key: string): string | undefined {
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** An error of the database or of the ORM's query: it may hold the statement and its values. */
function isDatabaseError(error: Error): boolean {
  const code = stringField(error, 'code');
  return (
    'query' in error ||
    'params' in error ||
    error.message.startsWith('Failed query') ||
    (code !== undefined && SQLSTATE.test(code) && 'severity' in error)
  );
}

function databaseMessage(error: Error): string {
  // The ORM's own message is the statement and its parameters: its cause says what went wrong.
  if (error.message.startsWith('Failed query') || !('severity' in error)) return 'Failed query';
  return error.message.replace(/"[^"]*"/g, '"[redacted]"').replace(/'[^']*'/g, "'[redacted]'");
}

function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error made fit for a log line (see above); anything thrown that is not an Error is named
 * by its type only.
 * @param error - what was thrown
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  }
  const database = isDatabaseError(error);
  const safe: SafeError = {
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message: database ? databaseMessage(error) : error.message,
    stack: framesOf(error.stack),
  };
  const code = stringField(error, 'code');
  if (code !== undefined) safe.code = code;
  if (database) {
    for (const name of NAMES) {
      const value = stringField(error, name);
      if (value !== undefined) safe[name] = value;
    }
  }
  const statusCode: unknown = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') safe.statusCode = statusCode;
  if (error.cause !== undefined && depth < MAX_CAUSES)
    safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
