import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults, which are OWASP's recommendation
 * (19 MiB memory, 2 passes, 1 lane). The PHC string records them, so they can be raised later
 * without invalidating stored hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * A hash of nothing anyone can type, made once with the same parameters as `hashPassword`, so
 * that verifying against it costs what verifying a real password costs. A constant rather than
 * computed at start-up: the first unknown email must not pay for a hash as well.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$JZ/9rNsvZnvm5HbXzGi1gQ$Im6ZJIwM/yA01bFpybfuz7UYwqT+2vSXI7KPRUY4IQg';

/**
 * Spends the same time as a real verification, so that an unknown email (or an account without a
 * password) cannot be told from a wrong password by how long the answer takes.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
