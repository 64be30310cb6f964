import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobKey, PutResult } from './blob-store';
import { linkUnlessPresent, syncFolder, writeDurably } from './file-system';

/** Where the local store writes files in progress, under its root. */
export const TEMPORARY_FOLDER = 'tmp';

/** `<root>/<aa>/<bb>`: the folder of the blob `key` (two levels of 256 keep folders small). */
export function folderOf(root: string, key: BlobKey): string {
  return path.join(root, key.slice(0, 2), key.slice(2, 4));
}

/**
 * The local store's one write path, on whichever thread runs it (`LocalBlobStore.put`, or a pool
 * thread's `putLocally`). The bytes stream into a temporary file while hashed, are fsynced, then
 * linked to their final name, and the folder fsynced: the final name only ever holds complete,
 * durable bytes. `link` fails when the name exists, which makes "create unless present" atomic
 * between concurrent writers of the same content (a `rename` would silently replace, and both
 * would say created).
 */
export async function writeBlob(
  root: string,
  source: Buffer | Readable,
  maxBytes: number,
): Promise<PutResult> {
  const temporaryFolder = path.join(root, TEMPORARY_FOLDER);
  await fs.mkdir(temporaryFolder, { recursive: true });
  const temporary = path.join(temporaryFolder, randomUUID());
  try {
    const { key, size } = await writeDurably(temporary, source, maxBytes);
    const folder = folderOf(root, key);
    const createdFolder = await fs.mkdir(folder, { recursive: true });
    const created = await linkUnlessPresent(temporary, path.join(folder, key));
    // Also when the blob was present: a concurrent writer may not have synced the folder yet,
    // and our caller must not answer before the blob is durable.
    await syncFolder(folder);
    if (createdFolder !== undefined) {
      await syncFolder(path.dirname(folder));
      await syncFolder(root);
    }
    return { key, size, created };
  } finally {
    await fs.rm(temporary, { force: true });
  }
}
