import type { BulkResult } from '@sagitta/domain';

export type BulkFailure = BulkResult['failed'][number];

/**
 * What a bulk answer means for the administrator: every user changed, or some were not (seed §8:
 * partial counts are reported, with each user's reason).
 */
export type BulkOutcome =
  | { kind: 'done'; count: number }
  | { kind: 'partial'; requested: number; failures: readonly BulkFailure[] };

/** @param result - the `bulkResult` of `PATCH /api/v1/Users/Status` or `DELETE /api/v1/users` */
export function bulkOutcome(result: BulkResult): BulkOutcome {
  if (result.failed.length === 0) return { kind: 'done', count: result.succeeded.length };
  return {
    kind: 'partial',
    // The server counts what it was asked; never report fewer than the failures themselves.
    requested: Math.max(result.requested, result.failed.length + result.succeeded.length),
    failures: result.failed,
  };
}
