import { STATUS_ERROR_CODES, type StatusErrorCode } from '@sagitta/domain';

/** Which message the status-error page shows (seed §2, §8). */
export type StatusErrorVariant = StatusErrorCode | 'mobile' | 'default';

/**
 * The message for the page's query values: a known error code first, then the mobile flag.
 * @param code - the `code` query value
 * @param mobileError - the `mobileError` query value
 */
export function statusErrorVariant(
  code: string | null,
  mobileError: string | null,
): StatusErrorVariant {
  const known = STATUS_ERROR_CODES.find((candidate) => candidate === code);
  if (known !== undefined) return known;
  return mobileError === 'true' ? 'mobile' : 'default';
}
