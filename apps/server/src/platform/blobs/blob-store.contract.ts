import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ManualClock } from '../clock';
import {
  BlobNotFound,
  BlobTooLarge,
  InvalidBlobKey,
  isBlobKey,
  type BlobStore,
} from './blob-store';

/** One store under test, fresh for each test. */
export interface BlobStoreFixture {
  store: BlobStore;
  clock: ManualClock;
  /** The local folder where the store writes uploads in progress. */
  temporaryFolder: string;
  /** How many blobs are stored, counted behind the store's back (its files, its objects). */
  storedCount(): Promise<number>;
  /** How many requests the store sent to its server so far; for remote stores. */
  requests?(): number;
  close(): Promise<void>;
}

export interface ContractOptions {
  /** Concurrent puts of the same new bytes answer `created` exactly once (else at least once). */
  createdOnceWhenConcurrent: boolean;
  /** The step of the store's `storedAt` (S3's LastModified counts whole seconds). */
  timestampResolutionMs: number;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
export const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

/** A stream of `bytes` in chunks of `chunkSize`, as an upload arrives. */
export const streamOf = (bytes: Buffer, chunkSize = 64 * 1024): Readable =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
    })(),
  );

/** Every file under `folder`, relative to it; none when it does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/** `Array.fromAsync` arrives with Node 22. */
export async function keysOf(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}

/**
 * The behaviour every `BlobStore` owes its callers, registered as tests for the stores that
 * `openFixture` makes. Each implementation's own test file adds what only it can show (its
 * layout on disk or in the bucket, its failures).
 */
export function describeBlobStoreContract(
  openFixture: () => Promise<BlobStoreFixture>,
  options: ContractOptions,
): void {
  let fixture: BlobStoreFixture;
  let store: BlobStore;
  beforeEach(async () => {
    fixture = await openFixture();
    store = fixture.store;
  });
  afterEach(async () => {
    await fixture.close();
  });

  const temporaryFiles = () => filesUnder(fixture.temporaryFolder);

  describe('put and read', () => {
    it.each([
      ['an empty Buffer', () => Buffer.alloc(0), (bytes: Buffer) => bytes],
      ['a 5 MB Buffer', () => randomBytes(5 * MB), (bytes: Buffer) => bytes],
      ['an empty stream', () => Buffer.alloc(0), (bytes: Buffer) => streamOf(bytes)],
      ['a 5 MB stream', () => randomBytes(5 * MB), (bytes: Buffer) => streamOf(bytes)],
    ])('stores %s under its SHA-256', async (_, bytesOf, sourceOf) => {
      const bytes = bytesOf();
      const result = await store.put(sourceOf(bytes));

      const key = sha256(bytes);
      expect(result).toEqual({ key, size: bytes.length, created: true });
      expect(await fixture.storedCount()).toBe(1);
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
      expect(await fixture.storedCount()).toBe(1);
      expect(await temporaryFiles()).toEqual([]);
    });

    it('stores concurrent puts of the same content once', async () => {
      const bytes = randomBytes(256 * 1024);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          store.put(index % 2 === 0 ? bytes : streamOf(bytes, 4096)),
        ),
      );

      expect(new Set(results.map((result) => result.key))).toEqual(new Set([sha256(bytes)]));
      const created = results.filter((result) => result.created).length;
      if (options.createdOnceWhenConcurrent) expect(created).toBe(1);
      else expect(created).toBeGreaterThanOrEqual(1);
      expect(await fixture.storedCount()).toBe(1);
      expect(await temporaryFiles()).toEqual([]);
      expect((await store.read(sha256(bytes))).equals(bytes)).toBe(true);
    });

    it('stores different contents side by side', async () => {
      const [a, b] = await Promise.all([store.put(Buffer.from('a')), store.put(Buffer.from('b'))]);
      expect(a.key).not.toBe(b.key);
      expect(await fixture.storedCount()).toBe(2);
    });
  });

  describe('refusals and failures leave nothing behind', () => {
    it('refuses a Buffer over maxBytes with BlobTooLarge', async () => {
      await expect(store.put(randomBytes(11), { maxBytes: 10 })).rejects.toBeInstanceOf(
        BlobTooLarge,
      );
      expect(await fixture.storedCount()).toBe(0);
      expect(await temporaryFiles()).toEqual([]);
    });

    it('refuses a stream over maxBytes with BlobTooLarge, midway', async () => {
      const bytes = randomBytes(MB);
      const error = await store
        .put(streamOf(bytes, 1000), { maxBytes: MB - 1 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlobTooLarge);
      expect(error).toMatchObject({ statusCode: 413, maxBytes: MB - 1 });
      expect(await fixture.storedCount()).toBe(0);
      expect(await temporaryFiles()).toEqual([]);
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

      expect(await fixture.storedCount()).toBe(0);
      expect(await temporaryFiles()).toEqual([]);
      const keys = [sha256(bytes), sha256(bytes.subarray(0, 200 * 1024))];
      for (const key of keys) expect(await store.exists(key)).toBe(false);
    });

    it('fails when a stream is destroyed with an error midway', async () => {
      // Destroyed once the store reads past the first chunk: a timer could fire before the
      // store listens (a loaded machine), and the error would then be nobody's.
      let reads = 0;
      const source = new Readable({
        read() {
          reads += 1;
          if (reads === 1) this.push(randomBytes(1024));
          else process.nextTick(() => this.destroy(new Error('aborted')));
        },
      });
      await expect(store.put(source)).rejects.toThrow('aborted');
      expect(await fixture.storedCount()).toBe(0);
      expect(await temporaryFiles()).toEqual([]);
    });
  });

  describe('keys', () => {
    const valid = 'ab'.repeat(32);

    it.each([
      ['a path', '../x'],
      ['a path that ends in a key', `../${valid}`],
      ['a key under a folder', `blobs/${valid}`],
      ['upper-case hex', valid.toUpperCase()],
      ['63 digits', valid.slice(1)],
      ['65 digits', `${valid}a`],
      ['non-hex', 'g'.repeat(64)],
      ['a key with a newline', `${valid}\n`],
      ['empty', ''],
    ])('refuses %s before any request', async (_, key) => {
      expect(isBlobKey(key)).toBe(false);
      const requestsBefore = fixture.requests?.();
      for (const operation of [
        () => store.open(key),
        () => store.read(key),
        () => store.exists(key),
        () => store.size(key),
        () => store.storedAt(key),
        () => store.delete(key),
      ]) {
        await expect(operation()).rejects.toBeInstanceOf(InvalidBlobKey);
      }
      expect(fixture.requests?.()).toBe(requestsBefore);
    });

    it('answers a missing blob with BlobNotFound (404)', async () => {
      const missing = sha256(Buffer.from('never stored'));
      for (const operation of [
        () => store.open(missing),
        () => store.read(missing),
        () => store.size(missing),
        () => store.storedAt(missing),
      ]) {
        const error = await operation().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BlobNotFound);
        expect(error).toMatchObject({ statusCode: 404, message: 'File not found' });
      }
      expect(await store.exists(missing)).toBe(false);
    });

    it('lists stored keys', async () => {
      expect(await keysOf(store)).toEqual([]);
      const stored = await Promise.all(
        ['one', 'two', 'three'].map((text) => store.put(Buffer.from(text))),
      );
      const keys = await keysOf(store);
      expect(keys.sort()).toEqual(stored.map((result) => result.key).sort());
    });

    it('deletes an orphan', async () => {
      const { key } = await store.put(Buffer.from('orphan'));
      expect(await store.delete(key)).toBe(true);
      expect(await store.exists(key)).toBe(false);
      expect(await store.delete(key)).toBe(false);
      expect(await fixture.storedCount()).toBe(0);
      expect((await store.put(Buffer.from('orphan'))).created).toBe(true);
    });
  });

  describe('storedAt', () => {
    it('is about now for a blob just stored, and BlobNotFound for a missing one', async () => {
      const { key } = await store.put(randomBytes(1000));
      const storedAt = await store.storedAt(key);
      expect(storedAt).toBeInstanceOf(Date);
      expect(Math.abs(storedAt.getTime() - Date.now())).toBeLessThan(5000);
      await expect(store.storedAt(sha256(Buffer.from('never stored')))).rejects.toBeInstanceOf(
        BlobNotFound,
      );
    });

    it('moves forward when the same content is put again, the bytes unchanged', async () => {
      const bytes = randomBytes(64 * 1024);
      const { key } = await store.put(bytes);
      const first = await store.storedAt(key);
      // A real wait, past the store's step: storedAt follows the file system's or the server's
      // clock, not the fixture's.
      await sleep(options.timestampResolutionMs + 50);

      expect(await store.put(streamOf(bytes))).toEqual({
        key,
        size: bytes.length,
        created: false,
      });
      expect((await store.storedAt(key)).getTime()).toBeGreaterThan(first.getTime());
      expect((await store.read(key)).equals(bytes)).toBe(true);
      expect(await store.size(key)).toBe(bytes.length);
      expect(await fixture.storedCount()).toBe(1);
      expect(await temporaryFiles()).toEqual([]);
    });
  });

  describe('crashes', () => {
    /** What a writer that died mid-upload leaves: part of the bytes, under a temporary name. */
    async function crashedWrite(bytes: Buffer, name: string, ageMs: number): Promise<string> {
      const file = path.join(fixture.temporaryFolder, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes.subarray(0, bytes.length / 2));
      const at = new Date(fixture.clock.now().getTime() - ageMs);
      await fs.utimes(file, at, at);
      return file;
    }

    it('never shows a crashed write as a blob, and the sweep removes it', async () => {
      const bytes = randomBytes(64 * 1024);
      const key = sha256(bytes);
      const file = await crashedWrite(bytes, 'crashed-writer', 2 * HOUR);

      expect(await store.exists(key)).toBe(false);
      await expect(store.read(key)).rejects.toBeInstanceOf(BlobNotFound);
      expect(await keysOf(store)).toEqual([]);

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

      fixture.clock.advance(3600);
      expect(await store.sweepTemporary(HOUR)).toBe(1);
      expect(await temporaryFiles()).toEqual([]);
      expect(await store.exists(key)).toBe(true);
    });

    it('sweeps an empty or missing temporary folder', async () => {
      expect(await store.sweepTemporary(0)).toBe(0);
    });
  });
}
