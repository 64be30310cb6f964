import { promisify } from 'node:util';
import { inflateRaw, inflateRawSync } from 'node:zlib';

/**
 * Bounds on inflating a deflated dataset (transfer syntax 1.2.840.10008.1.2.1.99), against
 * decompression bombs (issue 14): a few hundred kilobytes can inflate to hundreds of megabytes.
 * Deflate is used for reports and small images (a 2000 × 6000 16-bit radiograph is 24 MB
 * inflated), and real datasets shrink a few-fold, rarely tens-fold; a dataset inflating more than
 * `MAX_INFLATION_RATIO` times its deflated size, or past `MAX_INFLATED_BYTES`, is refused (413).
 */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
export const MAX_INFLATION_RATIO = 100;
/** Small datasets may inflate this far whatever their ratio (a short report is mostly padding). */
const RATIO_FREE_BYTES = 1024 * 1024;
/** Output per round trip to the thread pool: few round trips, small pieces held at once. */
const CHUNK_BYTES = 256 * 1024;

const inflateRawAsync = promisify(inflateRaw);

/** A deflated dataset that would inflate past its bounds: answered 413 with this message. */
export class InflationRefused extends Error {}

/** The most `deflatedLength` bytes may inflate to. */
export function inflationLimit(deflatedLength: number): number {
  return Math.min(
    MAX_INFLATED_BYTES,
    Math.max(RATIO_FREE_BYTES, deflatedLength * MAX_INFLATION_RATIO),
  );
}

/**
 * Inflates `deflated` on libuv's thread pool, never on the calling (request) thread, stopping at
 * its bound: rejects with InflationRefused past it, and with zlib's error on a corrupt stream.
 */
export async function inflateBounded(deflated: Uint8Array): Promise<Buffer> {
  const limit = inflationLimit(deflated.length);
  try {
    return await inflateRawAsync(deflated, { maxOutputLength: limit, chunkSize: CHUNK_BYTES });
  } catch (error) {
    throw refusal(error, limit) ?? error;
  }
}

/** `inflateBounded` on the calling thread: for pool threads (decoding), never the request thread. */
export function inflateBoundedSync(deflated: Uint8Array): Buffer {
  const limit = inflationLimit(deflated.length);
  try {
    return inflateRawSync(deflated, { maxOutputLength: limit, chunkSize: CHUNK_BYTES });
  } catch (error) {
    throw refusal(error, limit) ?? error;
  }
}

function refusal(error: unknown, limit: number): InflationRefused | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_BUFFER_TOO_LARGE') return undefined;
  return new InflationRefused(
    limit === MAX_INFLATED_BYTES
      ? `The deflated dataset inflates past ${MAX_INFLATED_BYTES / 1024 / 1024} MB`
      : `The deflated dataset inflates more than ${MAX_INFLATION_RATIO} times its size`,
  );
}
