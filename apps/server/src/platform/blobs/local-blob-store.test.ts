import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { AlignedBytes, blobRoot, createBlobStore, LocalBlobStore } from './index';

/** `bytes` in page-aligned memory, as an upload gathers a file (`AlignedBytes`). */
function aligned(bytes: Buffer): Buffer {
  const memory = new AlignedBytes(bytes.length);
  memory.append(bytes);
  return memory.view();
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
    // `link` fails when the name exists: one writer wins.
    { createdOnceWhenConcurrent: true },
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

  it('writes page-aligned bytes of any length direct to disk: the same file, cut to its length', async () => {
    // A length that is no whole number of blocks: the direct write pads, then cuts the file.
    const bytes = randomBytes(MB + 1234);
    const view = aligned(bytes);
    const result = await store.put(view);
    expect(result).toEqual({ key: sha256(bytes), size: bytes.length, created: true });
    const file = path.join(root, result.key.slice(0, 2), result.key.slice(2, 4), result.key);
    expect((await fs.stat(file)).size).toBe(bytes.length);
    expect((await fs.readFile(file)).equals(bytes)).toBe(true);
    expect(view.equals(bytes)).toBe(true); // the caller's memory is left as it was
    expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
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

describe('LocalBlobStore with upload threads (handed-over buffers)', () => {
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
    const handedOver = originals.map((bytes) => Buffer.concat([bytes]));
    const results = await Promise.all(
      handedOver.map((bytes) => store.put(bytes, { handOver: true })),
    );
    expect(results).toEqual(
      originals.map((bytes) => ({ key: sha256(bytes), size: MB, created: true })),
    );
    expect(handedOver.every((bytes) => bytes.length === 0)).toBe(true); // moved, not copied
    // Buffer.equals: toEqual compares a megabyte element by element, for seconds.
    for (const bytes of originals)
      expect((await store.read(sha256(bytes))).equals(bytes)).toBe(true);
    const again = Buffer.concat([originals[0]!]);
    expect(await store.put(again, { handOver: true })).toEqual({
      key: sha256(originals[0]!),
      size: MB,
      created: false,
    });
    expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
  });

  it('shares page-aligned memory with the pool thread rather than moving it, and writes it direct', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const originals = Array.from({ length: 3 }, (_, index) => randomBytes(MB + index));
    const views = originals.map(aligned);
    const results = await Promise.all(views.map((view) => store.put(view, { handOver: true })));
    expect(results).toEqual(
      originals.map((bytes) => ({ key: sha256(bytes), size: bytes.length, created: true })),
    );
    for (const [index, bytes] of originals.entries()) {
      expect(views[index]!.equals(bytes)).toBe(true); // still here: shared, not moved
      expect((await store.read(sha256(bytes))).equals(bytes)).toBe(true);
    }
    expect(await filesUnder(path.join(root, 'tmp'))).toEqual([]);
  });

  it('copies a small Buffer that shares its memory, leaving the caller’s intact', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const small = Buffer.from('a small report');
    expect(small.byteLength).toBeLessThan(small.buffer.byteLength); // a slice of Node's pool
    const { key } = await store.put(small, { handOver: true });
    expect(small.toString()).toBe('a small report');
    expect(await store.read(key)).toEqual(Buffer.from('a small report'));
  });

  it('refuses a handed-over buffer over maxBytes before it leaves, storing nothing', async () => {
    const store = new LocalBlobStore(root, new ManualClock(new Date()), workers);
    const bytes = Buffer.concat([randomBytes(11)]);
    await expect(store.put(bytes, { maxBytes: 10, handOver: true })).rejects.toThrow();
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
