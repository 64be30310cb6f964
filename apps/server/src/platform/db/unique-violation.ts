/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query was refused by a unique index, so that a race lost to a concurrent
 * request answers 409 like the check that came first, not 500. Drizzle wraps the driver's error
 * (pg or PGlite, which both carry `code` and `constraint`) in `cause`.
 * @param constraint - the index's name, to tell one unique index from another
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: refusedBy } = current as Error & {
      code?: unknown;
      constraint?: unknown;
    };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || refusedBy === constraint;
  }
  return false;
}
