/**
 * API paths both the server's routes and the web's `api.ts` use. (Older modules still spell
 * their paths where they use them; new ones start here.)
 */
export const API_PATHS = {
  /** `GET`: the audit trail, for system administrators (issue 14). */
  auditEvents: '/api/v1/audit-events',
} as const;
