import { randomBytes } from 'node:crypto';

/**
 * The Redis the realtime tests use: `TEST_REDIS_URL`, else the local one. Set to the empty string
 * (as CI does when no Redis answers) it means "none": those tests are skipped, and say so.
 */
export const testRedisUrl: string | null =
  process.env.TEST_REDIS_URL === undefined
    ? 'redis://127.0.0.1:6379'
    : process.env.TEST_REDIS_URL === ''
      ? null
      : process.env.TEST_REDIS_URL;

/** A channel prefix of its own, so that test runs sharing the Redis never hear each other. */
export function testChannelPrefix(): string {
  return `sagitta-test-${randomBytes(6).toString('hex')}`;
}
