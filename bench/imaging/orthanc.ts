/**
 * Orthanc, the open-source DICOM server, as the ingest bench's yardstick: Debian's package
 * (`apt-get install -y orthanc`), started with a configuration of our own: storage and index in
 * a temporary folder, the REST API on a free port, no DICOM listener, no plugins, no
 * authentication, remote access refused. Orthanc 1.10 has no option to bind one address; with
 * remote access refused it answers only loopback clients, and the bench sends only to 127.0.0.1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningOrthanc {
  base: string;
  version: string;
  /** Its process, for the CPU it uses. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Whether an `Orthanc` executable is on the PATH. */
export function orthancInstalled(): boolean {
  return spawnSync('sh', ['-c', 'command -v Orthanc'], { stdio: 'ignore' }).status === 0;
}

/** A port free on loopback now (Orthanc takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function waitForAnswer(url: string, timeoutMs: number): Promise<{ Version?: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as { Version?: string };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Orthanc did not answer ${url} in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startOrthanc(): Promise<RunningOrthanc> {
  const folder = await mkdtemp(path.join(tmpdir(), 'sagitta-bench-orthanc-'));
  const port = await freePort();
  const configuration = path.join(folder, 'orthanc.json');
  await writeFile(
    configuration,
    JSON.stringify({
      Name: 'SagittaBench',
      StorageDirectory: path.join(folder, 'storage'),
      IndexDirectory: path.join(folder, 'index'),
      StorageCompression: false,
      HttpServerEnabled: true,
      HttpPort: port,
      RemoteAccessAllowed: false,
      AuthenticationEnabled: false,
      SslEnabled: false,
      DicomServerEnabled: false,
      Plugins: [],
      OrthancExplorerEnabled: false,
      WebDavEnabled: false,
    }),
  );
  const child = spawn('Orthanc', [configuration], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  });
  // Resolves on exit; a spawn error (no executable) also ends the wait rather than throwing later.
  const exited = once(child, 'exit').catch(() => undefined);
  const base = `http://127.0.0.1:${port}`;
  let system: { Version?: string };
  try {
    system = await waitForAnswer(`${base}/system`, 20_000);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  return {
    base,
    version: system.Version ?? 'unknown',
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
