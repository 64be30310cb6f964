import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobKey, PutResult } from './blob-store';
import { errorCode, linkUnlessPresent, syncFolder, writeDurably } from './file-system';

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
 * would say created). When the content was already stored, its file's times are set to now
 * (`refreshOrLinkAgain`): its `storedAt`, which the orphan sweep reads.
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
    const blob = path.join(folder, key);
    let created = await linkUnlessPresent(temporary, blob);
    if (!created) created = await refreshOrLinkAgain(temporary, blob);
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

/**
 * The blob file `blob` was already there: sets its atime and mtime (its `storedAt`) to now, so
 * that the orphan sweep gives our caller, about to record it, a whole grace period. False; true
 * when the blob had to be stored anew.
 *
 * The blob may have been deleted between our link and this (the sweep removed it as an orphan):
 * then our temporary file, still here (`writeBlob` removes it only once done; every path of
 * `linkUnlessPresent` that answers false leaves it), holds the same bytes and is linked again,
 * once: the blob is stored anew, with the times of our write a moment ago. A second miss (stored by yet another writer
 * and deleted again meanwhile) fails the put rather than loop.
 *
 * Not fsynced: the time only has to hold until the caller has committed the rows that name the
 * blob (from then on the sweep keeps it whatever its age), and a crash before that commit leaves
 * the blob an orphan indeed, which the sweep may remove.
 */
async function refreshOrLinkAgain(temporary: string, blob: string): Promise<boolean> {
  try {
    await touch(blob);
    return false;
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  if (await linkUnlessPresent(temporary, blob)) return true;
  await touch(blob);
  return false;
}

async function touch(file: string): Promise<void> {
  const now = new Date();
  await fs.utimes(file, now, now);
}
