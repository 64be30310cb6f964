import type { FastifyRequest } from 'fastify';

/** Password changes (and current-password checks) allowed per account per 15 minutes. */
export const PASSWORD_CHANGES_PER_WINDOW = 10;

/**
 * The rate limit of a route that checks the current password (password and email changes):
 * without one, a borrowed session could guess the password at argon2's pace. Per account,
 * since the caller is known by then; each route counts on its own.
 */
export const currentPasswordRateLimit = {
  max: PASSWORD_CHANGES_PER_WINDOW,
  timeWindow: '15 minutes',
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
};
