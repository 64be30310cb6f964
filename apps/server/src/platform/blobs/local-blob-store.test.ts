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
import { blobRoot, createBlobStore, LocalBlobStore } from './index';

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
    for (const bytes of originals) expect(await store.read(sha256(bytes))).toEqual(bytes);
    const again = Buffer.concat([originals[0]!]);
    expect(await store.put(again, { handOver: true })).toEqual({
      key: sha256(originals[0]!),
      size: MB,
      created: false,
    });
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
