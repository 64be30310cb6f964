import { HttpFailure } from '../../lib/http';

/**
 * What an edit page says about a failed save: the server's message for the statuses whose
 * messages are meant for the user (a rule that was broken), else the page's own message.
 * @param error - the mutation's error, null when the last save did not fail
 * @param fallback - the page's message (seed §8)
 * @param serverStatuses - statuses whose server message is shown as it is
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  serverStatuses: readonly number[] = [],
): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof HttpFailure && serverStatuses.includes(error.status)) return error.message;
  return fallback;
}
