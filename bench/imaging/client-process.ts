/** Runs the upload clients in a child process (`upload-client.ts`) and reads back their figures. */
import { runTaskProcess } from '../support/task-process';
import type { UploadTask } from './upload-client';
import type { UploadRun } from './uploads';

export async function runClients(task: UploadTask): Promise<UploadRun> {
  return await runTaskProcess<UploadRun>(new URL('./upload-client.ts', import.meta.url), task);
}
