import path from 'node:path';
import type { Clock } from '../clock';
import type { WorkerPool } from '../workers/worker-pool';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';
import { createS3Client, type BlobLog } from './s3-client';
import type { S3Settings } from './s3-config';

export * from './blob-store';
export { UploadBuffer, UploadMemory } from './upload-memory';
export { LocalBlobStore } from './local-blob-store';
export { S3BlobStore } from './s3-blob-store';
export type { BlobLog } from './s3-client';
export type { S3Settings } from './s3-config';

/**
 * Temporary files untouched for this long belong to a writer that died: every chunk written
 * refreshes a temp file's mtime, so a live upload, however slow, is never swept.
 */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export interface BlobStoreConfig {
  /** The local folder, `<DATA_DIR>/blobs`; with S3, it only holds uploads in progress. */
  root: string;
  /** Set (from `S3_*`): the blobs live in that bucket. */
  s3?: S3Settings | undefined;
  clock?: Clock;
  log?: BlobLog;
  /** Threads for the local store's writes of uploads' bytes (`UploadBuffer.bytes`). */
  workers?: WorkerPool;
}

/** `<DATA_DIR>/blobs`, where the local store keeps its files. */
export function blobRoot(dataDir: string): string {
  return path.join(dataDir, 'blobs');
}

/**
 * The configured blob store: the S3-compatible bucket when `S3_BUCKET` is set, else the local
 * folder. Streamed uploads to S3 spool in `<root>/tmp`, where the local store writes its own
 * uploads in progress, so the same sweep clears what a crash left in either.
 */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.s3 === undefined) {
    return new LocalBlobStore(config.root, config.clock, config.workers);
  }
  return new S3BlobStore({
    client: createS3Client(config.s3, config.log),
    bucket: config.s3.bucket,
    prefix: config.s3.prefix,
    spoolFolder: path.join(config.root, 'tmp'),
    ...(config.clock === undefined ? {} : { clock: config.clock }),
    ...(config.log === undefined ? {} : { log: config.log }),
  });
}
