import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import {
  BlobNotFound,
  BlobTooLarge,
  blobRoot,
  createBlobStore,
  InvalidBlobKey,
  isBlobKey,
  LocalBlobStore,
} from './index';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MB = 1024 * 1024;

/** A stream of `bytes` in chunks of `chunkSize`, as an upload arrives. */
const streamOf = (bytes: Buffer, chunkSize = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
    })(),
  );

/** Every file under `folder`, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

let dataDir: string;
let root: string;
let clock: ManualClock;
let store: LocalBlobStore;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sagitta-blobs-'));
  root = blobRoot(dataDir);
  clock = new ManualClock(new Date());
  store = new LocalBlobStore(root, clock);
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** `Array.fromAsync` arrives with Node 22. */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}

const temporaryFiles = () => filesUnder(path.join(root, 'tmp')).catch(() => []);

describe('put and read', () => {
  it.each([
    ['an empty Buffer', () => Buffer.alloc(0), (bytes: Buffer) => bytes],
    ['a 5 MB Buffer', () => randomBytes(5 * MB), (bytes: Buffer) => bytes],
    ['an empty stream', () => Buffer.alloc(0), (bytes: Buffer) => streamOf(bytes)],
    ['a 5 MB stream', () => randomBytes(5 * MB), (bytes: Buffer) => streamOf(bytes)],
  ])('stores %s under its SHA-256, sharded', async (_, bytesOf, sourceOf) => {
    const bytes = bytesOf();
    const result = await store.put(sourceOf(bytes));

    const key = sha256(bytes);
    expect(result).toEqual({ key, size: bytes.length, created: true });
    expect(await filesUnder(root)).toEqual([path.join(key.slice(0, 2), key.slice(2, 4), key)]);
    expect((await store.read(key)).equals(bytes)).toBe(true);
    expect((await collect(await store.open(key))).equals(bytes)).toBe(true);
    expect(await store.exists(key)).toBe(true);
    expect(await store.size(key)).toBe(bytes.length);
    expect(await temporaryFiles()).toEqual([]);
  });

  it('accepts string and Uint8Array chunks', async () => {
    const result = await store.put(Readable.from(['DICM', new Uint8Array([1, 2, 3])]));
    const bytes = Buffer.concat([Buffer.from('DICM'), Buffer.from([1, 2, 3])]);
    expect(result.key).toBe(sha256(bytes));
    expect((await store.read(result.key)).equals(bytes)).toBe(true);
  });

  it('stores the same content once', async () => {
    const bytes = randomBytes(1000);
    const first = await store.put(bytes);
    const second = await store.put(streamOf(bytes, 100));

    expect(first.created).toBe(true);
    expect(second).toEqual({ key: first.key, size: 1000, created: false });
    expect(await filesUnder(root)).toHaveLength(1);
  });

  it('stores concurrent puts of the same content once, and says created once', async () => {
    const bytes = randomBytes(256 * 1024);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        store.put(index % 2 === 0 ? bytes : streamOf(bytes, 4096)),
      ),
    );

    expect(new Set(results.map((result) => result.key))).toEqual(new Set([sha256(bytes)]));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await filesUnder(root)).toHaveLength(1);
    expect(await temporaryFiles()).toEqual([]);
    expect((await store.read(sha256(bytes))).equals(bytes)).toBe(true);
  });

  it('stores different contents side by side', async () => {
    const [a, b] = await Promise.all([store.put(Buffer.from('a')), store.put(Buffer.from('b'))]);
    expect(a.key).not.toBe(b.key);
    expect(await filesUnder(root)).toHaveLength(2);
  });
});

describe('refusals and failures leave nothing behind', () => {
  it('refuses a Buffer over maxBytes with BlobTooLarge', async () => {
    await expect(store.put(randomBytes(11), { maxBytes: 10 })).rejects.toBeInstanceOf(BlobTooLarge);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('refuses a stream over maxBytes with BlobTooLarge, midway', async () => {
    const bytes = randomBytes(MB);
    const error = await store
      .put(streamOf(bytes, 1000), { maxBytes: MB - 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlobTooLarge);
    expect(error).toMatchObject({ statusCode: 413, maxBytes: MB - 1 });
    expect(await filesUnder(root)).toEqual([]);
    expect(await store.exists(sha256(bytes))).toBe(false);
  });

  it('accepts a source of exactly maxBytes', async () => {
    const bytes = randomBytes(1000);
    const result = await store.put(streamOf(bytes, 300), { maxBytes: 1000 });
    expect(result).toMatchObject({ size: 1000, created: true });
  });

  it('fails with the source error and keeps no partial blob nor temporary file', async () => {
    const bytes = randomBytes(300 * 1024);
    const failing = Readable.from(
      (async function* () {
        yield bytes.subarray(0, 100 * 1024);
        yield bytes.subarray(100 * 1024, 200 * 1024);
        throw new Error('connection reset');
      })(),
    );
    await expect(store.put(failing)).rejects.toThrow('connection reset');

    expect(await filesUnder(root)).toEqual([]);
    const keys = [sha256(bytes), sha256(bytes.subarray(0, 200 * 1024))];
    for (const key of keys) expect(await store.exists(key)).toBe(false);
  });

  it('fails when a stream is destroyed with an error midway', async () => {
    const source = new Readable({ read() {} });
    source.push(randomBytes(1024));
    setTimeout(() => source.destroy(new Error('aborted')), 10);
    await expect(store.put(source)).rejects.toThrow('aborted');
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('keys', () => {
  const valid = 'ab'.repeat(32);

  it.each([
    ['a path', '../x'],
    ['a path that ends in a key', `../${valid}`],
    ['upper-case hex', valid.toUpperCase()],
    ['63 digits', valid.slice(1)],
    ['65 digits', `${valid}a`],
    ['non-hex', 'g'.repeat(64)],
    ['a key with a newline', `${valid}\n`],
    ['empty', ''],
  ])('refuses %s', async (_, key) => {
    expect(isBlobKey(key)).toBe(false);
    for (const operation of [
      () => store.open(key),
      () => store.read(key),
      () => store.exists(key),
      () => store.size(key),
      () => store.delete(key),
    ]) {
      await expect(operation()).rejects.toBeInstanceOf(InvalidBlobKey);
    }
  });

  it('answers a missing blob with BlobNotFound (404)', async () => {
    const missing = sha256(Buffer.from('never stored'));
    for (const operation of [
      () => store.open(missing),
      () => store.read(missing),
      () => store.size(missing),
    ]) {
      const error = await operation().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlobNotFound);
      expect(error).toMatchObject({ statusCode: 404, message: 'File not found' });
    }
    expect(await store.exists(missing)).toBe(false);
  });

  it('lists stored keys, and nothing else', async () => {
    expect(await storedKeys()).toEqual([]);
    const stored = await Promise.all(
      ['one', 'two', 'three'].map((text) => store.put(Buffer.from(text))),
    );
    // A stray file, a misplaced key and a temporary file are not blobs.
    const [first] = stored;
    await fs.writeFile(path.join(root, first!.key.slice(0, 2), 'notes.txt'), 'x');
    await fs.writeFile(path.join(root, first!.key.slice(0, 2), first!.key.slice(2, 4), 'x'), '');
    await fs.mkdir(path.join(root, '00', '00'), { recursive: true });
    await fs.writeFile(path.join(root, '00', '00', first!.key), 'misplaced');
    await fs.writeFile(path.join(root, 'tmp', 'crashed'), 'partial');

    const keys = await storedKeys();
    expect(keys.sort()).toEqual(stored.map((result) => result.key).sort());
  });

  it('deletes an orphan', async () => {
    const { key } = await store.put(Buffer.from('orphan'));
    expect(await store.delete(key)).toBe(true);
    expect(await store.exists(key)).toBe(false);
    expect(await store.delete(key)).toBe(false);
    expect((await store.put(Buffer.from('orphan'))).created).toBe(true);
  });
});

describe('crashes', () => {
  const HOUR = 60 * 60 * 1000;

  /** What a writer that died mid-upload leaves: part of the bytes, under a temporary name. */
  async function crashedWrite(bytes: Buffer, name: string, ageMs: number): Promise<string> {
    const file = path.join(root, 'tmp', name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes.subarray(0, bytes.length / 2));
    const at = new Date(clock.now().getTime() - ageMs);
    await fs.utimes(file, at, at);
    return file;
  }

  it('never shows a crashed write as a blob, and the sweep removes it', async () => {
    const bytes = randomBytes(64 * 1024);
    const key = sha256(bytes);
    const file = await crashedWrite(bytes, 'crashed-writer', 2 * HOUR);

    expect(await store.exists(key)).toBe(false);
    await expect(store.read(key)).rejects.toBeInstanceOf(BlobNotFound);
    expect(await storedKeys()).toEqual([]);

    expect(await store.sweepTemporary(HOUR)).toBe(1);
    await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });

    // The upload, tried again, is stored whole.
    expect(await store.put(bytes)).toEqual({ key, size: bytes.length, created: true });
    expect((await store.read(key)).equals(bytes)).toBe(true);
  });

  it('sweeps old temporary files only', async () => {
    const bytes = randomBytes(1024);
    await crashedWrite(bytes, 'old', 2 * HOUR);
    await crashedWrite(bytes, 'recent', HOUR / 2);
    const { key } = await store.put(bytes);

    expect(await store.sweepTemporary(HOUR)).toBe(1);
    expect(await temporaryFiles()).toEqual(['recent']);
    expect(await store.exists(key)).toBe(true);

    clock.advance(3600);
    expect(await store.sweepTemporary(HOUR)).toBe(1);
    expect(await temporaryFiles()).toEqual([]);
    expect(await store.exists(key)).toBe(true);
  });

  it('sweeps an empty or missing temporary folder', async () => {
    expect(await store.sweepTemporary(0)).toBe(0);
  });
});

describe('createBlobStore', () => {
  it('returns a local store under <DATA_DIR>/blobs', async () => {
    const created = createBlobStore({ root: blobRoot(dataDir) });
    const { key } = await created.put(Buffer.from('hello'));
    expect(await filesUnder(dataDir)).toEqual([
      path.join('blobs', key.slice(0, 2), key.slice(2, 4), key),
    ]);
  });
});
