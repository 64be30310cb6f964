import { trustPageAligned } from './aligned-bytes';
import type { PutResult } from './blob-store';
import { writeBlob } from './local-write';

export interface LocalPutTask {
  root: string;
  /** Moved to the thread, or shared with it (`AlignedBytes`). */
  bytes: Uint8Array;
  /** The bytes start on a page (`isPageAligned` on the sending thread): written direct. */
  pageAligned?: boolean;
}

/**
 * `LocalBlobStore.put` of an upload's bytes, on a pool thread (`local-blob-store.ts`): the same
 * write path (`writeBlob`), whose every wait (write, fsync, link, folder sync) resumes on this
 * thread's own event loop rather than queueing behind the requests of the request thread.
 */
export async function putLocally(task: LocalPutTask): Promise<PutResult> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.pageAligned === true) trustPageAligned(bytes);
  return await writeBlob(task.root, bytes, Infinity);
}
