import { createHash, webcrypto } from 'node:crypto';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isMainThread } from 'node:worker_threads';
import { pipeline } from 'node:stream/promises';
import { alignedLength, isPageAligned } from './aligned-bytes';
import { BlobNotFound, BlobTooLarge, type BlobKey } from './blob-store';

/** File-system steps of the local store and the S3 spool, each with the errors it expects. */

const SHARD_PATTERN = /^[0-9a-f]{2}$/;

/** `FileHandle.write` may write less than asked; loop until the whole chunk is on its way. */
export async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

/**
 * The SHA-256 of `bytes` as a blob key, computed on libuv's thread pool (WebCrypto's digest is
 * asynchronous), not on the request thread, which also receives the next files. WebCrypto copies its input and refuses shared memory
 * (`AlignedBytes`): those bytes are hashed here.
 */
export async function sha256Of(bytes: Buffer): Promise<BlobKey> {
  if (bytes.buffer instanceof SharedArrayBuffer) return sha256Here(bytes);
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

/** The SHA-256 of `bytes` on this thread, without a copy: for pool threads and shared memory. */
export function sha256Here(bytes: Uint8Array): BlobKey {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Creates the file `temporary` with the bytes of `source`, fsynced and closed: their key and
 * length. Throws `BlobTooLarge` past `maxBytes`; the caller removes the file on any throw.
 * Page-aligned bytes (`AlignedBytes`) are written with `O_DIRECT` where the file system allows.
 */
export async function writeDurably(
  temporary: string,
  source: Buffer | Readable,
  maxBytes: number,
): Promise<{ key: BlobKey; size: number }> {
  if (Buffer.isBuffer(source) && source.length > maxBytes) throw new BlobTooLarge(maxBytes);
  if (Buffer.isBuffer(source) && isPageAligned(source)) {
    const written = await writeDirect(temporary, source);
    if (written !== 'refused') return written;
  }
  const file = await fs.open(temporary, 'wx', 0o640);
  try {
    const written = await writeHashed(file, source, maxBytes);
    await file.sync();
    return written;
  } finally {
    await file.close();
  }
}

/**
 * Writes page-aligned `bytes` past the page cache (`O_DIRECT`): the disk reads them from our
 * memory, where a buffered write first copies every byte into the kernel's cache, the largest
 * single cost of an upload (docs/decisions.md, "uploads past the page cache"); and a file just
 * imported is read again only by its preview job. Whole blocks are
 * written (the memory past the end is zeroed, `AlignedBytes.view`), then the file is cut to its
 * length. 'refused' when the file system or the memory does not allow it (EINVAL): the caller
 * writes through the cache instead, nothing is left behind.
 */
async function writeDirect(
  temporary: string,
  bytes: Buffer,
): Promise<{ key: BlobKey; size: number } | 'refused'> {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_DIRECT;
  let file: FileHandle;
  try {
    file = await fs.open(temporary, flags, 0o640);
  } catch (error) {
    if (errorCode(error) === 'EINVAL') return 'refused';
    throw error;
  }
  try {
    const blocks = new Uint8Array(bytes.buffer, bytes.byteOffset, alignedLength(bytes.length));
    const writing = writeAll(file, blocks);
    // Hashed here while libuv's thread writes: the two overlap.
    const key = sha256Here(bytes);
    await writing;
    await file.truncate(bytes.length);
    await file.sync();
    return { key, size: bytes.length };
  } catch (error) {
    if (errorCode(error) !== 'EINVAL') throw error;
  } finally {
    await file.close();
  }
  await fs.rm(temporary, { force: true });
  return 'refused';
}

/**
 * Writes `source` into the open `file` while hashing it: its key and length. Throws
 * `BlobTooLarge` as soon as the bytes pass `maxBytes`; the caller removes the file on any throw.
 */
export async function writeHashed(
  file: FileHandle,
  source: Buffer | Readable,
  maxBytes: number,
): Promise<{ key: BlobKey; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const append = async (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) throw new BlobTooLarge(maxBytes);
    hash.update(chunk);
    await writeAll(file, chunk);
  };
  if (Buffer.isBuffer(source)) {
    if (source.length > maxBytes) throw new BlobTooLarge(maxBytes);
    const writing = writeAll(file, source);
    // A pool thread hashes on its own (no copy); the request thread leaves it to libuv's pool.
    const key = isMainThread ? await sha256Of(source) : sha256Here(source);
    await writing;
    return { key, size: source.length };
  } else {
    await pipeline(source, async (chunks: AsyncIterable<unknown>) => {
      for await (const chunk of chunks) await append(toBuffer(chunk));
    });
  }
  return { key: hash.digest('hex'), size };
}

/**
 * Removes the entries of `folder` last modified before `cutoffMs`: what crashed writers left.
 * Every chunk written refreshes a file's mtime, so a live write, however slow, stays.
 */
export async function removeStale(folder: string, cutoffMs: number): Promise<number> {
  let removed = 0;
  for (const name of await namesIn(folder)) {
    const file = path.join(folder, name);
    try {
      if ((await fs.lstat(file)).mtimeMs >= cutoffMs) continue;
      await fs.rm(file, { force: true, recursive: true });
      removed += 1;
    } catch (error) {
      // Gone meanwhile: its writer finished.
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}

export function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  if (typeof chunk === 'string') return Buffer.from(chunk);
  throw new TypeError('A blob source must yield bytes');
}

/** Gives `temporary` the name `target` unless it exists; true when it did not. */
export async function linkUnlessPresent(temporary: string, target: string): Promise<boolean> {
  try {
    await fs.link(temporary, target);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    // File systems without hard links: rename is still atomic, only `created` may be true twice.
    if (errorCode(error) === 'EPERM' || errorCode(error) === 'ENOTSUP') {
      if (await fileExists(target)) return false;
      await fs.rename(temporary, target);
      return true;
    }
    throw error;
  }
}

/** Makes the entries of `folder` durable. Some platforms cannot sync a folder: skipped there. */
export async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await fs.open(folder, 'r');
  } catch (error) {
    if (errorCode(error) === 'EISDIR' || errorCode(error) === 'EPERM') return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!['EINVAL', 'EPERM', 'EBADF', 'EISDIR'].includes(errorCode(error) ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.stat(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await fs.readdir(folder)).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

export async function shardsIn(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && SHARD_PATTERN.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

export async function ifFound<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (isMissing(error)) throw new BlobNotFound();
    throw error;
  }
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export function isMissing(error: unknown): boolean {
  return errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR';
}
