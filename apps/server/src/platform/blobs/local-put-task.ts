import type { PutResult } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

export interface LocalPutTask {
  root: string;
  bytes: Uint8Array;
}

/**
 * `LocalBlobStore.put` of a handed-over buffer, on a pool thread (`local-blob-store.ts`): the
 * same steps, whose every wait (write, fsync, link, folder sync) resumes on this thread's own
 * event loop rather than queueing behind the requests of the request thread.
 */
export async function putLocally(task: LocalPutTask): Promise<PutResult> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  return await new LocalBlobStore(task.root).put(bytes);
}
