/**
 * Uploads files with a fixed number of concurrent clients, each sending one file per request as
 * soon as its previous answer came back (Node's fetch keeps the connections alive), and times
 * the whole run and each request.
 */
import { multipartBody } from '../../apps/server/test/multipart';
import { ownCpuMs } from './cpu-time';
import type { IngestFile } from './ingest-files';

export type Send = (file: IngestFile) => Promise<void>;

export interface UploadRun {
  wallMs: number;
  bytes: number;
  files: number;
  requestMs: number[];
  failures: string[];
  /** CPU the client process used meanwhile, every thread: sending costs CPU on the same cores. */
  clientCpuMs: number;
  /** CPU the server used meanwhile (filled in by the bench, which knows the server). */
  serverCpuMs?: number;
  /** Of the server's CPU, its time in the kernel (writes, fsync, page faults). */
  serverSystemCpuMs?: number;
  /** CPU a database server of its own used meanwhile (PostgreSQL's backends), if any. */
  databaseCpuMs?: number;
}

export async function uploadAll(
  files: readonly IngestFile[],
  clients: number,
  send: Send,
): Promise<UploadRun> {
  const requestMs: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const client = async (): Promise<void> => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index]!;
      const start = performance.now();
      try {
        await send(file);
      } catch (error) {
        failures.push(`${file.name}: ${(error as Error).message}`);
      }
      requestMs.push(performance.now() - start);
    }
  };
  const start = performance.now();
  const cpuStart = ownCpuMs();
  await Promise.all(Array.from({ length: clients }, client));
  return {
    wallMs: performance.now() - start,
    clientCpuMs: ownCpuMs() - cpuStart,
    bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
    files: files.length,
    requestMs,
    failures,
  };
}

/** `POST /api/acquisitions/store`, multipart with one `file` part, as a bearer-token client. */
export function sagittaSend(base: string, token: string): Send {
  return async (file) => {
    const { payload, headers } = multipartBody([{ name: file.name, bytes: file.bytes }]);
    const response = await fetch(`${base}/api/acquisitions/store`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      // A view typed as the DOM's BodyInit wants it, not another copy: building the body copied
      // the file once already, as the Orthanc client's body does (the clients cost the same).
      body: new Uint8Array(payload.buffer as ArrayBuffer, payload.byteOffset, payload.byteLength),
    });
    const answer = (await response.json()) as { files?: { status?: string }[] };
    const status = answer.files?.[0]?.status;
    if (response.status !== 200 || status !== 'stored') {
      throw new Error(`answered ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
  };
}

/** Orthanc's `POST /instances`, the file as the body. */
export function orthancSend(base: string): Send {
  return async (file) => {
    const response = await fetch(`${base}/instances`, {
      method: 'POST',
      headers: { 'content-type': 'application/dicom' },
      body: new Uint8Array(file.bytes),
    });
    const answer = (await response.json()) as { Status?: string };
    if (response.status !== 200 || answer.Status !== 'Success') {
      throw new Error(`answered ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
  };
}
