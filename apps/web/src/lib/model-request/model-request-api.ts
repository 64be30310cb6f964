import {
  API_PATHS,
  CASE_REQUEST_MESSAGES,
  EXAM_MESSAGES,
  type CaseSummary,
  type ModelRequest,
} from '@sagitta/domain';
import { http, HttpFailure, type ToleratedError } from '../http';

/** Refusals the request dialog says itself: the age rules, a second request, an exam out of reach. */
const REQUEST_TOLERATED: readonly ToleratedError[] = [404, 409];

/** `POST /api/v1/cases`: a 3D model of an exam (issue 18). */
export function requestModel(body: ModelRequest): Promise<CaseSummary> {
  return http.post<CaseSummary>(API_PATHS.cases, body, { tolerated: REQUEST_TOLERATED });
}

/**
 * Whether the server asks the caller to confirm a pediatric request (under 18, or no birth date).
 * @param error - the request's error
 */
export function needsPediatricConfirmation(error: Error | null): boolean {
  return (
    error instanceof HttpFailure &&
    error.status === 409 &&
    error.message === CASE_REQUEST_MESSAGES.pediatricUnconfirmed
  );
}

/** The refusals the web words itself (fr-FR too), by the server's message. */
const REFUSAL_KEYS = {
  [CASE_REQUEST_MESSAGES.underSeven]: 'underSeven',
  [CASE_REQUEST_MESSAGES.alreadyRequested]: 'alreadyRequested',
  [CASE_REQUEST_MESSAGES.awaitingReview]: 'awaitingReview',
  [EXAM_MESSAGES.noImages]: 'noImages',
  [EXAM_MESSAGES.alignmentLocked]: 'alignmentLocked',
} as const;
export type ModelRefusal = (typeof REFUSAL_KEYS)[keyof typeof REFUSAL_KEYS];

/**
 * Why the server refused a request: a known refusal's key, else the server's own message;
 * undefined when the common failure handler already said something.
 * @param error - the request's error
 */
export function requestRefusal(
  error: Error | null,
): { key: ModelRefusal } | { message: string } | undefined {
  if (!(error instanceof HttpFailure) || !REQUEST_TOLERATED.includes(error.status))
    return undefined;
  const key = (REFUSAL_KEYS as Readonly<Record<string, ModelRefusal>>)[error.message];
  return key === undefined ? { message: error.message } : { key };
}
