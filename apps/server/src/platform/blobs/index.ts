import path from 'node:path';
import type { Clock } from '../clock';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

export * from './blob-store';
export { LocalBlobStore } from './local-blob-store';

/**
 * Temporary files untouched for this long belong to a writer that died: every chunk written
 * refreshes a temp file's mtime, so a live upload, however slow, is never swept.
 */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export interface BlobStoreConfig {
  /** The local folder, `<DATA_DIR>/blobs`. The S3 settings join this config when S3 lands. */
  root: string;
  clock?: Clock;
}

/** `<DATA_DIR>/blobs`, where the local store keeps its files. */
export function blobRoot(dataDir: string): string {
  return path.join(dataDir, 'blobs');
}

/** The configured blob store. Only the local folder exists yet; S3 comes later, here. */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  return new LocalBlobStore(config.root, config.clock);
}
