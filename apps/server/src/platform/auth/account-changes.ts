import { z } from 'zod';

/**
 * An account changed, or its sessions ended: every server instance forgets what it cached of the
 * account, and its live connections check their session again at once. `origin` is the instance
 * that made the change, which has already done both.
 */
export interface AccountChange {
  userId: string;
  origin: string;
}

/** How a change read back from Redis is checked before any instance acts on it. */
export const accountChange: z.ZodType<AccountChange> = z.strictObject({
  userId: z.guid(),
  origin: z.guid(),
});
