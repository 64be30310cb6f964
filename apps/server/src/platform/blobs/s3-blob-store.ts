import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { systemClock, type Clock } from '../clock';
import {
  assertBlobKey,
  BlobNotFound,
  BlobStoreUnavailable,
  BlobTooLarge,
  isBlobKey,
  type BlobKey,
  type BlobStore,
  type PutOptions,
  type PutResult,
} from './blob-store';
import { removeStale, sha256Of, writeHashed } from './file-system';
import type { BlobLog } from './s3-client';

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  /** Put before every object key: empty, or ending with `/`. */
  prefix?: string;
  /** A local folder where a streamed upload waits while it is hashed (its key is its hash). */
  spoolFolder: string;
  clock?: Clock;
  log?: BlobLog;
  /** Keys per ListObjectsV2 page (S3 answers at most 1000); tests make it small. */
  listPageSize?: number;
}

/** Uploads from a spooled file are retried here: the SDK never retries a streamed body. */
const SPOOLED_PUT_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;

/**
 * The blob store in an S3-compatible bucket: one object per blob, `<prefix>blobs/<sha256>`. Keys
 * are hashes, so they spread evenly over S3's key-range partitions without the folders the local
 * store needs; the flat layout lists in one pass and reads plainly in any bucket browser.
 *
 * A stream is first spooled to a local file while it is hashed and measured (the key is only
 * known at the end, and a 512 MB upload must not sit in memory), then sent in one PutObject
 * unless an object with that key exists. S3 stores an object whole or not at all, and answers a
 * PutObject only once the object is durable, so `put` keeps the contract of `BlobStore`. Bytes
 * already stored are not sent again: the object is copied onto itself instead (`refresh`), which
 * makes its LastModified (`storedAt`) now. Each upload carries its SHA-256 (as the signed payload
 * hash and as `x-amz-checksum-sha256`): the store refuses bytes that do not match their key
 * instead of storing them.
 *
 * Two concurrent puts of the same new bytes may both answer `created`: both upload the same
 * bytes to the same key, and the object is whole either way.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly keyPrefix: string;
  private readonly spoolFolder: string;
  private readonly clock: Clock;
  private readonly log: BlobLog | undefined;
  private readonly listPageSize: number;

  constructor(options: S3BlobStoreOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.keyPrefix = `${options.prefix ?? ''}blobs/`;
    this.spoolFolder = options.spoolFolder;
    this.clock = options.clock ?? systemClock;
    this.log = options.log;
    this.listPageSize = options.listPageSize ?? 1000;
  }

  async put(source: Buffer | Readable, options: PutOptions = {}): Promise<PutResult> {
    const maxBytes = options.maxBytes ?? Infinity;
    if (Buffer.isBuffer(source)) {
      if (source.length > maxBytes) throw new BlobTooLarge(maxBytes);
      const key = await sha256Of(source);
      return await this.upload(key, source.length, () => source, 1);
    }
    await fs.mkdir(this.spoolFolder, { recursive: true });
    const spool = path.join(this.spoolFolder, randomUUID());
    try {
      const file = await fs.open(spool, 'wx', 0o600);
      let blob: { key: BlobKey; size: number };
      try {
        blob = await writeHashed(file, source, maxBytes);
      } finally {
        await file.close();
      }
      // No fsync: the spool is only read back now; durability is the bucket's.
      return await this.upload(
        blob.key,
        blob.size,
        () => createReadStream(spool),
        SPOOLED_PUT_ATTEMPTS,
      );
    } finally {
      await fs.rm(spool, { force: true });
    }
  }

  async open(key: BlobKey): Promise<Readable> {
    assertBlobKey(key);
    const object = await this.send('get', key, () =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })),
    );
    // In Node the SDK answers with the response itself, a Readable.
    if (!(object.Body instanceof Readable)) {
      throw this.failure('get', key, new TypeError('The S3 answer has no readable body'));
    }
    return object.Body;
  }

  async read(key: BlobKey): Promise<Buffer> {
    const body = await this.open(key);
    try {
      return await collect(body);
    } catch (error) {
      throw this.failure('read', key, error);
    }
  }

  async exists(key: BlobKey): Promise<boolean> {
    try {
      await this.size(key);
      return true;
    } catch (error) {
      if (error instanceof BlobNotFound) return false;
      throw error;
    }
  }

  async size(key: BlobKey): Promise<number> {
    return (await this.head(key)).ContentLength ?? 0;
  }

  /** The object's LastModified: when it was uploaded, or copied onto itself by `refresh`. */
  async storedAt(key: BlobKey): Promise<Date> {
    const { LastModified } = await this.head(key);
    if (LastModified === undefined) {
      throw this.failure('head', key, new TypeError('The S3 answer has no LastModified'));
    }
    return LastModified;
  }

  async delete(key: BlobKey): Promise<boolean> {
    // S3 answers a delete the same whether or not the object was there: ask first.
    if (!(await this.exists(key))) return false;
    await this.send('delete', key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })),
    );
    return true;
  }

  async *keys(): AsyncGenerator<BlobKey> {
    let continuationToken: string | undefined;
    do {
      const page = await this.send('list', undefined, () =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: this.keyPrefix,
            MaxKeys: this.listPageSize,
            ContinuationToken: continuationToken,
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.keyPrefix.length);
        if (isBlobKey(name)) yield name;
      }
      continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  /** Spool files of writers that died; no multipart upload is ever started, so none is left. */
  async sweepTemporary(olderThanMs: number): Promise<number> {
    return await removeStale(this.spoolFolder, this.clock.now().getTime() - olderThanMs);
  }

  private objectKey(key: BlobKey): string {
    return `${this.keyPrefix}${key}`;
  }

  private async head(key: BlobKey) {
    assertBlobKey(key);
    return await this.send('head', key, () =>
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })),
    );
  }

  /**
   * Makes the stored object's LastModified now, its bytes unchanged: S3 has no "touch", but a
   * copy of an object onto itself writes it anew, and is allowed when its metadata is replaced
   * (`REPLACE`, with the same content type; the checksum is copied). One CopyObject takes objects
   * up to 5 GB, far above any blob; in a versioned bucket each refresh keeps a noncurrent version.
   * A copy is sent without a body, so the SDK retries it itself. `BlobNotFound` when the object
   * is gone.
   */
  private async refresh(key: BlobKey): Promise<void> {
    const objectKey = this.objectKey(key);
    // `<bucket>/<key>`, URL-encoded part by part: the SDK sends it as it is.
    const copySource = [this.bucket, ...objectKey.split('/')].map(encodeURIComponent).join('/');
    await this.send('copy', key, () =>
      this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          CopySource: copySource,
          MetadataDirective: 'REPLACE',
          ContentType: 'application/octet-stream',
        }),
      ),
    );
  }

  /**
   * Uploads the bytes `body()` gives unless the key is stored, in which case the object is
   * refreshed instead; a stream is made per attempt.
   */
  private async upload(
    key: BlobKey,
    size: number,
    body: () => Buffer | Readable,
    attempts: number,
  ): Promise<PutResult> {
    if (await this.exists(key)) {
      try {
        await this.refresh(key);
        return { key, size, created: false };
      } catch (error) {
        // Deleted since we asked (the orphan sweep removed it): uploaded again below.
        if (!(error instanceof BlobNotFound)) throw error;
      }
    }
    for (let attempt = 1; ; attempt += 1) {
      const bytes = body();
      const command = new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: size,
        ContentType: 'application/octet-stream',
        ChecksumSHA256: Buffer.from(key, 'hex').toString('base64'),
      });
      signPayloadHash(command, key);
      try {
        await this.client.send(command);
        return { key, size, created: true };
      } catch (error) {
        if (attempt >= attempts || !isTransient(error)) throw this.failure('put', key, error);
        await sleep(RETRY_DELAY_MS * 2 ** (attempt - 1));
      } finally {
        if (bytes instanceof Readable) bytes.destroy();
      }
    }
  }

  /** Runs one request: a missing object becomes `BlobNotFound`, any other failure is logged. */
  private async send<Output>(
    operation: string,
    key: BlobKey | undefined,
    request: () => Promise<Output>,
  ): Promise<Output> {
    try {
      return await request();
    } catch (error) {
      if (isMissingObject(error)) throw new BlobNotFound();
      throw this.failure(operation, key, error);
    }
  }

  /** Logs what failed (never bytes nor credentials: the SDK's errors carry neither). */
  private failure(operation: string, key: BlobKey | undefined, error: unknown): Error {
    this.log?.warn(
      { operation, bucket: this.bucket, ...(key === undefined ? {} : { key }), ...causeOf(error) },
      'S3 request failed',
    );
    return new BlobStoreUnavailable({ cause: error });
  }
}

/**
 * Signs the upload with its SHA-256 (which is its key) instead of leaving a streamed body
 * unsigned or having the SDK hash a buffer a second time: the store checks the bytes against it.
 */
function signPayloadHash(command: PutObjectCommand, key: BlobKey): void {
  command.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers?: Record<string, string> } | undefined;
      if (request?.headers !== undefined) request.headers['x-amz-content-sha256'] = key;
      return await next(args);
    },
    { step: 'build', name: 'sagittaPayloadHash' },
  );
}

/** HeadObject answers a bare 404 `NotFound`, GetObject a `NoSuchKey`; `NoSuchBucket` is no answer. */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound') &&
    error.$metadata.httpStatusCode === 404
  );
}

/** Worth another attempt: the network failed, or the store was busy or failing for a moment. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return true;
  const status = error.$metadata.httpStatusCode ?? 0;
  return status >= 500 || status === 408 || status === 429;
}

function causeOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { reason: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  return { reason: error.message, name: error.name, code, status };
}
