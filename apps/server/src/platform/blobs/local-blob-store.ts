import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { systemClock, type Clock } from '../clock';
import { movableBytes, type WorkerPool } from '../workers/worker-pool';
import { isPageAligned } from './aligned-bytes';
import {
  assertBlobKey,
  BlobTooLarge,
  isBlobKey,
  type BlobKey,
  type BlobStore,
  type PutOptions,
  type PutResult,
} from './blob-store';
import { ifFound, isMissing, namesIn, removeStale, shardsIn } from './file-system';
import type { LocalPutTask } from './local-put-task';
import { folderOf, TEMPORARY_FOLDER, writeBlob } from './local-write';
import { isUploadBytes } from './upload-bytes';

const LOCAL_PUT = new URL('./local-put-task.ts', import.meta.url);

/**
 * The blob store on the local file system, under `root`:
 * `<root>/<aa>/<bb>/<sha256>` for blobs and `<root>/tmp/<random>` for writes in progress, all
 * written by `writeBlob` (`local-write.ts`). An upload's bytes (`UploadBuffer.bytes`) are written
 * on a pool thread when the store has one, past the page cache when page-aligned.
 */
export class LocalBlobStore implements BlobStore {
  private readonly temporaryFolder: string;

  /**
   * @param workers - threads that write uploads' bytes (`UploadBuffer.bytes`); without them
   * every write runs on the calling thread
   */
  constructor(
    readonly root: string,
    private readonly clock: Clock = systemClock,
    private readonly workers?: WorkerPool,
  ) {
    this.temporaryFolder = path.join(root, TEMPORARY_FOLDER);
  }

  async put(source: Buffer | Readable, options: PutOptions = {}): Promise<PutResult> {
    const maxBytes = options.maxBytes ?? Infinity;
    if (Buffer.isBuffer(source) && source.length > maxBytes) throw new BlobTooLarge(maxBytes);
    if (Buffer.isBuffer(source) && isUploadBytes(source) && this.workers !== undefined) {
      return await this.putOnWorker(source, this.workers);
    }
    return await writeBlob(this.root, source, maxBytes);
  }

  async open(key: BlobKey): Promise<Readable> {
    const handle = await ifFound(fs.open(this.pathOf(key), 'r'));
    return handle.createReadStream();
  }

  async read(key: BlobKey): Promise<Buffer> {
    return await ifFound(fs.readFile(this.pathOf(key)));
  }

  async exists(key: BlobKey): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async size(key: BlobKey): Promise<number> {
    return (await ifFound(fs.stat(this.pathOf(key)))).size;
  }

  /** The file's mtime: when it was written, or touched by a `put` of the same bytes. */
  async storedAt(key: BlobKey): Promise<Date> {
    return (await ifFound(fs.stat(this.pathOf(key)))).mtime;
  }

  async delete(key: BlobKey): Promise<boolean> {
    try {
      await fs.unlink(this.pathOf(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *keys(): AsyncGenerator<BlobKey> {
    for (const first of await shardsIn(this.root)) {
      for (const second of await shardsIn(path.join(this.root, first))) {
        const folder = path.join(this.root, first, second);
        for (const name of await namesIn(folder)) {
          if (isBlobKey(name) && name.startsWith(first + second)) yield name;
        }
      }
    }
  }

  async sweepTemporary(olderThanMs: number): Promise<number> {
    return await removeStale(this.temporaryFolder, this.clock.now().getTime() - olderThanMs);
  }

  private async putOnWorker(bytes: Buffer, workers: WorkerPool): Promise<PutResult> {
    // Shared memory (`AlignedBytes`) reaches the thread as it is; other bytes are moved there.
    if (bytes.buffer instanceof SharedArrayBuffer) {
      const task: LocalPutTask = { root: this.root, bytes, pageAligned: isPageAligned(bytes) };
      return await workers.run<PutResult>(LOCAL_PUT, 'putLocally', task);
    }
    const view = movableBytes(bytes);
    const task: LocalPutTask = { root: this.root, bytes: view };
    return await workers.run<PutResult>(LOCAL_PUT, 'putLocally', task, [view.buffer]);
  }

  private pathOf(key: BlobKey): string {
    assertBlobKey(key);
    return path.join(folderOf(this.root, key), key);
  }
}
