/**
 * Audit inserts that failed since this process started: each one's row was then stored in a
 * fallback form, or (inside a transaction) its request was recorded by the audit trail instead.
 * Per process, like any metric; `GET /api/health` reports it so that monitoring can alert on
 * any rise (docs/decisions.md#the-audit-writer-never-loses-a-row).
 */
let failures = 0;

export function countAuditWriteFailure(): void {
  failures++;
}

export function auditWriteFailures(): number {
  return failures;
}
