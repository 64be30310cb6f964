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

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so that an unknown email cannot be told from a
 * wrong password by how long the answer takes.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('sagitta-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
