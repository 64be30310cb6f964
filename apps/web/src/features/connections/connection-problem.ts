import { CONNECTION_MESSAGES } from '@sagitta/domain';
import { HttpFailure } from '../../lib/http';

const KNOWN: readonly string[] = Object.values(CONNECTION_MESSAGES);

const BY_STATUS: Readonly<Record<number, string>> = {
  400: CONNECTION_MESSAGES.invalidType,
  404: CONNECTION_MESSAGES.userNotFound,
  409: CONNECTION_MESSAGES.alreadyExists,
};

/**
 * The seed §8 message of a refused connection: the server's when it is one of them (409 also
 * covers the single-institution rule), else the one of its status.
 * @param error - what the add rejected with
 * @returns the message, or null when the failure is not the caller's to show (network, 5xx)
 */
export function connectionProblemOf(error: unknown): string | null {
  if (!(error instanceof HttpFailure)) return null;
  if (KNOWN.includes(error.message)) return error.message;
  return BY_STATUS[error.status] ?? null;
}
