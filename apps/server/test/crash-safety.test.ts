import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { examDetail, importAnswer, worklistPage } from '@sagitta/domain';
import { DicomVariants } from './dicom-fixtures/variants';
import { multipartBody } from './multipart';
import { signInTo, startServerProcess, type ServerProcess } from './server-process';
import { adminQuery, withDatabase } from './template';

const SURGEON = 'surgeon@sagitta.test';
const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/**
 * Issue 6 durability: the server is killed (SIGKILL, no shutdown) in the middle of a batch import.
 * After a restart, every file it acknowledged is there and listed, and no exam points at a file
 * that is missing: each listed exam's preview renders from its stored bytes.
 */
describe('crash safety of imports', () => {
  const dicom = new DicomVariants();
  let dataDir = '';
  let databaseUrl = '';
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    dicom.dispose();
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
    if (postgresUrl !== undefined && databaseUrl !== '') {
      await adminQuery(
        postgresUrl,
        `DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`,
      );
    }
  });

  it('keeps every acknowledged file, listed, with its bytes, after a SIGKILL mid-batch', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sagitta-crash-'));
    if (postgresUrl !== undefined) {
      const name = `sagitta_crash_${randomBytes(6).toString('hex')}`;
      await adminQuery(postgresUrl, `CREATE DATABASE "${name}"`);
      databaseUrl = withDatabase(postgresUrl, name);
    }
    server = await startServerProcess(dataDir, { DATABASE_URL: databaseUrl });
    const headers = await signInTo(server.url, SURGEON);

    const files = Array.from({ length: 48 }, (_, index) =>
      dicom.variant(index % 2 === 0 ? 'ct-small.dcm' : 'mr-small.dcm'),
    );
    const acknowledged = new Map<string, string>(); // SOP Instance UID → exam id
    let killed = false;
    const send = async (batch: typeof files): Promise<void> => {
      const body = multipartBody(batch.map((file, i) => ({ name: `${i}.dcm`, bytes: file.bytes })));
      try {
        const response = await fetch(`${server?.url ?? ''}/api/acquisitions/store`, {
          method: 'POST',
          headers: { ...headers, ...body.headers },
          body: body.payload,
        });
        for (const file of importAnswer.parse(await response.json()).files) {
          if (file.status !== 'error' && file.sopInstanceUid !== undefined) {
            acknowledged.set(file.sopInstanceUid, file.acquisitionId ?? '');
          }
        }
      } catch (error) {
        if (!killed) throw error; // the connection died with the server: nothing acknowledged
      }
    };
    // Two clients send batches of four; the server is killed once some have been answered.
    const client = async (offset: number) => {
      for (let start = offset; start < files.length; start += 8) {
        if (killed) return;
        await send(files.slice(start, start + 4));
      }
    };
    // Listened for before the kill: the process may be gone before the clients return.
    const firstRun = server.process;
    const exited = new Promise((resolve) => firstRun.once('exit', resolve));
    const kill = (async () => {
      while (acknowledged.size < 16) await new Promise((resolve) => setTimeout(resolve, 5));
      killed = true;
      server.process.kill('SIGKILL');
    })();
    await Promise.all([client(0), client(4), kill]);
    await exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(16);
    expect(acknowledged.size).toBeLessThan(files.length); // it died mid-batch

    server = await startServerProcess(dataDir, { DATABASE_URL: databaseUrl });
    const after = await signInTo(server.url, SURGEON);
    const list = await fetch(`${server.url}/patient-list/api/v1/acquisitions?limit=200`, {
      headers: after,
    });
    const listed = worklistPage.parse(await list.json());
    const listedIds = new Set(listed.items.map((item) => item.id));
    for (const examId of acknowledged.values()) expect(listedIds.has(examId)).toBe(true);
    // Every listed exam, acknowledged or committed just before the kill, has its file.
    for (const item of listed.items) {
      const detail = await fetch(`${server.url}/api/v1/portal/acquisitions/${item.id}`, {
        headers: after,
      });
      const images = examDetail.parse(await detail.json()).images;
      expect(images).toHaveLength(1);
      const preview = await fetch(
        `${server.url}/api/v1/portal/acquisitions/${item.id}/images/${images[0]?.instanceId}?size=Small`,
        { headers: after },
      );
      expect(preview.status).toBe(200);
    }
    server.process.kill('SIGTERM');
  }, 300_000);
});
