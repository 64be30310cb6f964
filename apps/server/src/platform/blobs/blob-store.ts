import type { Readable } from 'node:stream';
import { AppError, Invalid, NotFound, Unavailable } from '../errors/errors';

/** A blob's key: the SHA-256 of its bytes, as 64 lower-case hex digits. */
export type BlobKey = string;

const KEY_PATTERN = /^[0-9a-f]{64}$/;

export interface PutOptions {
  /** Refuse (with `BlobTooLarge`) a source longer than this many bytes. */
  maxBytes?: number;
}

export interface PutResult {
  key: BlobKey;
  size: number;
  /**
   * False when a blob with the same content was already stored: it is stored once, and this put
   * refreshed its `storedAt` to now.
   */
  created: boolean;
}

/**
 * Where the portal keeps files (original DICOM bytes first), content-addressed by SHA-256.
 * Callers depend on this interface only: the local folder (`LocalBlobStore`) is the default, and
 * an S3-compatible bucket (`S3BlobStore`) is used when `S3_BUCKET` is configured.
 *
 * Durability contract of every implementation: when `put` resolves, the blob is durable (it
 * survives a crash or power loss), so a caller may answer its client then and not before; a
 * crash mid-write never leaves a partial blob under its key.
 */
export interface BlobStore {
  /**
   * Stores the bytes of `source` and resolves once they are durable. When the same content is
   * already stored (`created: false`), its `storedAt` is refreshed to now before this resolves:
   * the orphan sweep then leaves it alone for its grace period, while the caller records it.
   */
  put(source: Buffer | Readable, options?: PutOptions): Promise<PutResult>;
  /**
   * A stream of the blob's bytes; rejects with `BlobNotFound` when there is none. The stream
   * holds a file open until it ends: consume it or destroy it.
   */
  open(key: BlobKey): Promise<Readable>;
  /** The blob's bytes; rejects with `BlobNotFound` when there is none. */
  read(key: BlobKey): Promise<Buffer>;
  exists(key: BlobKey): Promise<boolean>;
  /** The blob's length in bytes; rejects with `BlobNotFound` when there is none. */
  size(key: BlobKey): Promise<number>;
  /**
   * When the blob was stored, or stored again: a `put` of content already stored refreshes it
   * (see `put`). Rejects with `BlobNotFound` when there is none. The orphan sweep reads it to
   * leave alone a blob that a writer may be about to record.
   */
  storedAt(key: BlobKey): Promise<Date>;
  /** Removes an orphan (a blob no row refers to); false when there was none. */
  delete(key: BlobKey): Promise<boolean>;
  /** Every stored key, for the crash-safety checker and orphan cleaning. */
  keys(): AsyncIterable<BlobKey>;
  /** Removes what crashed writers left behind, untouched for longer than `olderThanMs`. */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

/** The source was longer than `maxBytes`; nothing was stored. */
export class BlobTooLarge extends AppError {
  constructor(readonly maxBytes: number) {
    super(413, `The file is larger than the limit of ${maxBytes} bytes`);
  }
}

/** No blob under that key. Answers 404 if it reaches the error handler. */
export class BlobNotFound extends NotFound {
  constructor() {
    super('File not found');
  }
}

/**
 * The store could not be reached or refused the request (network, credentials, bucket): nothing
 * was stored. The store logs the cause; the client sees 503 and may try again.
 */
export class BlobStoreUnavailable extends Unavailable {
  constructor(options?: { cause: unknown }) {
    super('File storage is unavailable');
    if (options !== undefined) this.cause = options.cause;
  }
}

/** A key that is not 64 lower-case hex digits: refused before it comes near a path. */
export class InvalidBlobKey extends Invalid {
  constructor() {
    super('Invalid file key');
  }
}

export function isBlobKey(value: unknown): value is BlobKey {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

export function assertBlobKey(value: unknown): asserts value is BlobKey {
  if (!isBlobKey(value)) throw new InvalidBlobKey();
}
