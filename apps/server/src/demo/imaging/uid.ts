import { createHash } from 'node:crypto';

/** Sagitta's namespace for the demo's name-based UUIDs (a fixed, random UUID). */
const DEMO_NAMESPACE = Buffer.from('6f1f3c52b0d44e0e9a7d2c8b5e41d937', 'hex');

/**
 * A DICOM UID from a name, the same on every run: `2.25.` followed by the decimal value of a
 * name-based UUID (version 5, SHA-1, RFC 9562), as PS3.5 §B.2 allows without a registered root.
 * At most 44 characters, well within the 64 of a UI value.
 * @param name - what the UID identifies, e.g. `demo/exam/17/study`
 */
export function demoUid(name: string): string {
  const digest = createHash('sha1').update(DEMO_NAMESPACE).update(name, 'utf8').digest();
  const uuid = digest.subarray(0, 16);
  uuid[6] = ((uuid[6] ?? 0) & 0x0f) | 0x50; // version 5
  uuid[8] = ((uuid[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  return `2.25.${BigInt(`0x${uuid.toString('hex')}`).toString()}`;
}
