/**
 * The ingest bench's clients, in a process of their own, as real clients would be: reading and
 * sending 2 GB costs CPU that must not land on the server's event loop (Sagitta) when it does
 * not for Orthanc (another process). Reads its task as JSON on standard input, loads the files,
 * uploads them and prints the `UploadRun` as JSON on its last line (`client-process.ts`).
 */
import { readTask } from '../support/task-process';
import { readFiles, type DrawnFile } from './ingest-files';
import { orthancSend, sagittaSend, uploadAll } from './uploads';

export interface UploadTask {
  target: 'sagitta' | 'orthanc';
  base: string;
  /** The bearer token, for Sagitta. */
  token?: string;
  files: DrawnFile[];
  clients: number;
}

async function main(): Promise<void> {
  const task = await readTask<UploadTask>();
  // Only loopback: the bench never sends its load anywhere else.
  if (new URL(task.base).hostname !== '127.0.0.1') throw new Error(`Not loopback: ${task.base}`);
  const files = await readFiles(task.files);
  const send =
    task.target === 'sagitta' ? sagittaSend(task.base, task.token ?? '') : orthancSend(task.base);
  const run = await uploadAll(files, task.clients, send);
  console.log(JSON.stringify(run));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
