import type { HttpFailure } from './http-failure';

/**
 * An error a caller expects and handles itself: an HTTP status, or a message (matched
 * case-insensitively against the failure's message). Seed §8: 'User already exists' for user
 * creation; 404, 423 and 'Locked' for modeling loads.
 */
export type ToleratedError = number | string;

/** The global error states of seed §4. */
export type ErrorCode = 400 | 500 | 999 | 499 | 998;

/** What the common failure handler does with a failed call. */
export type FailureOutcome =
  | { kind: 'rethrow' }
  | { kind: 'error-state'; code: ErrorCode }
  | { kind: 'status-error-401' }
  | { kind: 'logout' };

export const NOT_AUTHENTICATED_MESSAGE = 'user has not authenticated';
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Forbidden characters detected in request payload';
export const INTERNAL_ERROR_TEXT = '500 Internal Server Error';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isTolerated(failure: HttpFailure, tolerated: readonly ToleratedError[]): boolean {
  return tolerated.some((entry) =>
    typeof entry === 'number'
      ? entry === failure.status
      : failure.message.toLowerCase().includes(entry.toLowerCase()),
  );
}

/**
 * The common failure handler of seed §8, as a decision: every call's failure goes through it.
 * @param failure - the failed call
 * @param tolerated - errors the caller handles itself; they are rethrown to it
 */
export function classifyFailure(
  failure: HttpFailure,
  tolerated: readonly ToleratedError[] = [],
): FailureOutcome {
  // The network failing is never the caller's business: the portal is offline.
  if (failure.isNetworkFailure) return { kind: 'error-state', code: 499 };
  if (isTolerated(failure, tolerated)) return { kind: 'rethrow' };
  if (sameText(failure.message, NOT_AUTHENTICATED_MESSAGE)) return { kind: 'logout' };
  if (failure.status === 401) return { kind: 'status-error-401' };
  if (failure.status === 400 && !sameText(failure.message, FORBIDDEN_CHARACTERS_MESSAGE)) {
    return { kind: 'error-state', code: 400 };
  }
  if (failure.status === 500 || sameText(failure.message, INTERNAL_ERROR_TEXT)) {
    return { kind: 'error-state', code: 500 };
  }
  // Forbidden characters, and every message the caller did not list.
  return { kind: 'error-state', code: 999 };
}
