import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-config';

/** Where the blob store reports; pino's logger fits. */
export interface BlobLog {
  warn(details: object, message: string): void;
}

/** A connection that never answers fails after this long instead of the system's minutes. */
const CONNECT_TIMEOUT_MS = 10_000;
/** A socket silent for this long is closed: the store stopped answering mid-request. */
const IDLE_TIMEOUT_MS = 120_000;

/**
 * The S3 client for `settings`. Checksums only where the API requires them: the SDK's default
 * (a CRC32 trailer on every upload, in aws-chunked encoding) is refused by many S3-compatible
 * stores, and the store sends its own SHA-256 on each upload instead (see `S3BlobStore.put`).
 */
export function createS3Client(settings: S3Settings, log?: BlobLog): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    // Without a logger the SDK writes some warnings to the console; its debug and info lines
    // (requests and their inputs) are dropped.
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...content: unknown[]) => log?.warn({ sdk: content.map(String).join(' ') }, 'S3'),
      error: (...content: unknown[]) => log?.warn({ sdk: content.map(String).join(' ') }, 'S3'),
    },
  });
}
