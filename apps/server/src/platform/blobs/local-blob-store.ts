import { randomUUID } from 'node:crypto';
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
import {
  ifFound,
  isMissing,
  linkUnlessPresent,
  namesIn,
  removeStale,
  shardsIn,
  syncFolder,
  writeDurably,
} from './file-system';
import type { LocalPutTask } from './local-put-task';

const TEMPORARY_FOLDER = 'tmp';
const LOCAL_PUT = new URL('./local-put-task.ts', import.meta.url);

/**
 * The blob store on the local file system, under `root`:
 * `<root>/<aa>/<bb>/<sha256>` for blobs (two levels of 256 folders keep folders small) and
 * `<root>/tmp/<random>` for writes in progress.
 *
 * A write streams into a temporary file while hashing it, fsyncs it, then links it to its final
 * name and fsyncs the folder, so the final name only ever holds complete, durable bytes. `link`
 * fails when the name exists, which makes "create unless present" atomic between concurrent
 * writers of the same content (a `rename` would silently replace, and both would say created).
 * Page-aligned bytes (an upload's `AlignedBytes`) are written past the page cache (`writeDurably`).
 */
export class LocalBlobStore implements BlobStore {
  private readonly temporaryFolder: string;

  /**
   * @param workers - threads that write handed-over buffers (`PutOptions.handOver`); without
   * them every write runs on the calling thread
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
    if (Buffer.isBuffer(source) && options.handOver === true && this.workers !== undefined) {
      return await this.putOnWorker(source, this.workers);
    }

    await fs.mkdir(this.temporaryFolder, { recursive: true });
    const temporary = path.join(this.temporaryFolder, randomUUID());
    try {
      const { key, size } = await writeDurably(temporary, source, maxBytes);
      const folder = this.folderOf(key);
      const createdFolder = await fs.mkdir(folder, { recursive: true });
      const created = await linkUnlessPresent(temporary, path.join(folder, key));
      // Also when the blob was present: a concurrent writer may not have synced the folder yet,
      // and our caller must not answer before the blob is durable.
      await syncFolder(folder);
      if (createdFolder !== undefined) {
        await syncFolder(path.dirname(folder));
        await syncFolder(this.root);
      }
      return { key, size, created };
    } finally {
      await fs.rm(temporary, { force: true });
    }
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

  private folderOf(key: BlobKey): string {
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4));
  }

  private pathOf(key: BlobKey): string {
    assertBlobKey(key);
    return path.join(this.folderOf(key), key);
  }
}
