import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { constants } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../clock';
import { WorkerPool } from '../workers/worker-pool';
import {
  describeBlobStoreContract,
  filesUnder,
  keysOf,
  MB,
  sha256,
  streamOf,
} from './blob-store.contract';
import { trustPageAligned } from './aligned-bytes';
import { writeDurably } from './file-system';
import { blobRoot, createBlobStore, LocalBlobStore, UploadMemory } from './index';

/**
 * `bytes` as an upload's (`UploadBuffer.bytes`): in page-aligned memory when `alignedBytes`
 * has room for them, else in plain memory.
 */
function uploaded(bytes: Buffer, alignedBytes = 8 * MB): Buffer {
  const limit = 8 * MB;
  const memory = new UploadMemory({
    maxFileBytes: limit,
    totalBytes: limit,
    perOwnerBytes: limit,
    alignedBytes,
  });
  const file = memory.open('uploader');
  file.append(bytes);
  return file.bytes();
}
const aligned = (bytes: Buffer) => uploaded(bytes);
const unaligned = (bytes: Buffer) => uploaded(bytes, 0);

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** Sets the times of blob `key`'s file `TWO_DAYS_MS` back, as if stored two days ago. */
async function ageBlob(root: string, key: string): Promise<void> {
  const then = new Date(Date.now() - TWO_DAYS_MS);
  await fs.utimes(path.join(root, key.slice(0, 2), key.slice(2, 4), key), then, then);
}

/** Expects `storedAt` of blob `key` between `before` and now. */
async function expectStoredSince(store: LocalBlobStore, key: string, before: number) {
  const storedAt = (await store.storedAt(key)).getTime();
  expect(storedAt).toBeGreaterThanOrEqual(before);
  expect(storedAt).toBeLessThanOrEqual(Date.now());
}

/** The local folder's blob files: every file but uploads in progress. */
const blobFilesUnder = async (root: string) =>
  (await filesUnder(root)).filter((file) => !file.startsWith(`tmp${path.sep}`));

describe('LocalBlobStore', () => {
  describeBlobStoreContract(
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sagitta-blobs-'));
      const root = blobRoot(dataDir);
      const clock = new ManualClock(new Date());
      return {
        store: new LocalBlobStore(root, clock),
        clock,
        temporaryFolder: path.join(root, 'tmp'),
        storedCount: async () => (await blobFilesUnder(root)).length,
        close: () => fs.rm(dataDir, { recursive: true, force: true }),
      };
    },
    // `link` fails when the name exists: one writer wins. File times count nanoseconds, set by
    // the kernel's coarse clock (a few milliseconds) when written, by `Date` (milliseconds) when touched.
    { createdOnceWhenConcurrent: true, timestampResolutionMs: 10 },
  );
});

describe('LocalBlobStore on disk', () => {
  let dataDir: string;
  let root: string;
  let store: LocalBlobStore;

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sagitta-blobs-'));
    root = blobRoot(dataDir);
    store = new LocalBlobStore(root, new ManualClock(new Date()));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['a Buffer', (bytes: Buffer) => bytes],
    ['a stream', (bytes: Buffer) => streamOf(bytes)],
  ])('keeps %s in <root>/<aa>/<bb>/<sha256>', async (_, sourceOf) => {
    const bytes = randomBytes(MB);
    const { key } = await store.put(sourceOf(bytes));
    expect(key).toBe(sha256(bytes));
    expect(await filesUnder(root)).toEqual([path.join(key.slice(0, 2), key.slice(2, 4), key)]);
  });

  it('writes page-aligned bytes of any length direct to disk (O_DIRECT): the same file, cut to its length', async () => {
    // A length that is no whole number of blocks: the direct write pads, then cuts the file.
    const bytes = randomBytes(MB + 1234);
    const view = aligned(bytes);
    const opened = vi.spyOn(fs, 'open');
    try {
      const result = await store.put(view);
      expect(result).toEqual({ key: sha256(bytes), size: bytes.length, created: true });
      // Opened once, for a direct write: a silent fall-back through the page cache opens again.
      const fileFlags = opened.mock.calls
        .filter(([file]) => String(file).startsWith(path.join(root, 'tmp') + path.sep))
        .map(([, flags]) => flags);
      expect(fileFlags).toEqual([expect.any(Number)]);
      expect(Number(fileFlags[0]) & constants.O_DIRECT).toBe(constants.O_DIRECT);
      const file = path.join(root, result.key.slice(0, 2), result.key.slice(2, 4), result.key);
      expect((await fs.stat(file)).size).toBe(bytes.length);
      expect((await fs.readFile(file)).equals(bytes)).toBe(true);
      expect(view.equals(bytes)).toBe(true); // the caller's memory is left as it was
      expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
    } finally {
      opened.mockRestore();
    }
  });

  it('writes through the page cache when the memory does not allow a direct write', async () => {
    // Shared memory that is not page-aligned, passed off as aligned: O_DIRECT refuses it.
    const bytes = randomBytes(MB + 7);
    const shared = Buffer.from(new SharedArrayBuffer(bytes.length + 8192), 0, bytes.length);
    bytes.copy(shared);
    trustPageAligned(shared);
    const temporary = path.join(dataDir, 'refused');
    expect(await writeDurably(temporary, shared, Infinity)).toEqual({
      key: sha256(bytes),
      size: bytes.length,
    });
    expect((await fs.readFile(temporary)).equals(bytes)).toBe(true);
  });

  it.each([
    ['a Buffer', (bytes: Buffer) => bytes],
    ['a stream', (bytes: Buffer) => streamOf(bytes)],
  ])('brings storedAt back to now when %s of stored bytes is put again', async (_, sourceOf) => {
    const bytes = randomBytes(64 * 1024);
    const { key } = await store.put(bytes);
    await ageBlob(root, key);
    expect(Date.now() - (await store.storedAt(key)).getTime()).toBeGreaterThan(TWO_DAYS_MS - 1000);

    const before = Date.now();
    expect((await store.put(sourceOf(bytes))).created).toBe(false);
    await expectStoredSince(store, key, before);
    expect((await store.read(key)).equals(bytes)).toBe(true);
  });

  it('stores the bytes again when their blob is deleted before it is touched', async () => {
    const bytes = randomBytes(64 * 1024);
    const { key } = await store.put(bytes);
    await ageBlob(root, key);
    // The orphan sweep removes the file between the link that found it and the touch.
    const utimes = fs.utimes;
    const touched = vi.spyOn(fs, 'utimes').mockImplementationOnce(async (file, atime, mtime) => {
      await fs.unlink(file);
      await utimes(file, atime, mtime);
    });
    try {
      const before = Date.now();
      expect(await store.put(bytes)).toEqual({ key, size: bytes.length, created: true });
      expect(touched).toHaveBeenCalledTimes(1);
      expect((await store.read(key)).equals(bytes)).toBe(true);
      // The file is our write of a moment ago, whose time the kernel's coarse clock stamped.
      expect((await store.storedAt(key)).getTime()).toBeGreaterThan(before - 1000);
      expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
    } finally {
      touched.mockRestore();
    }
  });

  it('leaves nothing in the data folder when it refuses a Buffer over maxBytes', async () => {
    await expect(store.put(randomBytes(11), { maxBytes: 10 })).rejects.toThrow();
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('lists stored keys, and nothing else', async () => {
    const stored = await Promise.all(
      ['one', 'two', 'three'].map((text) => store.put(Buffer.from(text))),
    );
    // A stray file, a misplaced key and a temporary file are not blobs.
    const [first] = stored;
    await fs.writeFile(path.join(root, first!.key.slice(0, 2), 'notes.txt'), 'x');
    await fs.writeFile(path.join(root, first!.key.slice(0, 2), first!.key.slice(2, 4), 'x'), '');
    await fs.mkdir(path.join(root, '00', '00'), { recursive: true });
    await fs.writeFile(path.join(root, '00', '00', first!.key), 'misplaced');
    await fs.mkdir(path.join(root, 'tmp'), { recursive: true });
    await fs.writeFile(path.join(root, 'tmp', 'crashed'), 'partial');

    const keys = await keysOf(store);
    expect(keys.sort()).toEqual(stored.map((result) => result.key).sort());
  });
});

describe('LocalBlobStore with upload threads (uploads’ bytes)', () => {
  let dataDir: string;
  let root: string;
  const workers = new WorkerPool({ priority: 'normal', threads: 2 });
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sagitta-blobs-'));
    root = blobRoot(dataDir);
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  afterAll(() => workers.close());

  it('writes them on a pool thread, the same files as on this one, and takes them from the caller', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const originals = Array.from({ length: 5 }, () => randomBytes(MB));
    const handedOver = originals.map(unaligned);
    const results = await Promise.all(handedOver.map((bytes) => store.put(bytes)));
    expect(results).toEqual(
      originals.map((bytes) => ({ key: sha256(bytes), size: MB, created: true })),
    );
    expect(handedOver.every((bytes) => bytes.length === 0)).toBe(true); // moved, not copied
    // Buffer.equals: toEqual compares a megabyte element by element, for seconds.
    for (const bytes of originals)
      expect((await store.read(sha256(bytes))).equals(bytes)).toBe(true);
    expect(await store.put(unaligned(originals[0]!))).toEqual({
      key: sha256(originals[0]!),
      size: MB,
      created: false,
    });
    expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
  });

  it('brings storedAt back to now when an upload’s stored bytes are put again on a pool thread', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const originals = [randomBytes(MB), randomBytes(MB + 1)];
    const keys = originals.map(sha256);
    for (const bytes of originals) await store.put(bytes);
    for (const key of keys) await ageBlob(root, key);

    const before = Date.now();
    // Moved to the thread, and shared with it (page-aligned): both run `writeBlob` there.
    const results = await Promise.all([
      store.put(unaligned(originals[0]!)),
      store.put(aligned(originals[1]!)),
    ]);
    expect(results).toEqual(
      originals.map((bytes, index) => ({ key: keys[index], size: bytes.length, created: false })),
    );
    for (const key of keys) await expectStoredSince(store, key, before);
    expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
  });

  it('writes other bytes on the calling thread and leaves them to the caller', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const bytes = randomBytes(MB);
    const mine = Buffer.concat([bytes]);
    expect(await store.put(mine)).toEqual({ key: sha256(bytes), size: MB, created: true });
    expect(mine.equals(bytes)).toBe(true); // not moved to a thread
  });

  it('shares page-aligned memory with the pool thread rather than moving it, and writes it direct', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const originals = Array.from({ length: 3 }, (_, index) => randomBytes(MB + index));
    const views = originals.map(aligned);
    const results = await Promise.all(views.map((view) => store.put(view)));
    expect(results).toEqual(
      originals.map((bytes) => ({ key: sha256(bytes), size: bytes.length, created: true })),
    );
    for (const [index, bytes] of originals.entries()) {
      expect(views[index]!.equals(bytes)).toBe(true); // still here: shared, not moved
      expect((await store.read(sha256(bytes))).equals(bytes)).toBe(true);
    }
    expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
  });

  it('copies a small upload that shares its memory, leaving the memory around it intact', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const small = unaligned(Buffer.from('a small report'));
    expect(small.byteLength).toBeLessThan(small.buffer.byteLength); // a slice of Node's pool
    const { key } = await store.put(small);
    expect(small.toString()).toBe('a small report');
    expect(await store.read(key)).toEqual(Buffer.from('a small report'));
  });

  it('refuses an upload over maxBytes before it leaves, storing nothing', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const bytes = unaligned(randomBytes(11));
    await expect(store.put(bytes, { maxBytes: 10 })).rejects.toThrow();
    expect(bytes.length).toBe(11);
    expect(await filesUnder(dataDir)).toEqual([]);
  });
});

describe('createBlobStore', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sagitta-blobs-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('returns a local store under <DATA_DIR>/blobs when S3 is not configured', async () => {
    const created = createBlobStore({ root: blobRoot(dataDir), s3: undefined });
    expect(created).toBeInstanceOf(LocalBlobStore);
    const { key } = await created.put(Buffer.from('hello'));
    expect(await filesUnder(dataDir)).toEqual([
      path.join('blobs', key.slice(0, 2), key.slice(2, 4), key),
    ]);
  });
});
