import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, unreachableEndpoint, type TestS3Server } from '../../../test/s3-server';
import { ManualClock } from '../clock';
import {
  describeBlobStoreContract,
  filesUnder,
  keysOf,
  MB,
  sha256,
  streamOf,
} from './blob-store.contract';
import {
  BlobStoreUnavailable,
  blobRoot,
  createBlobStore,
  S3BlobStore,
  type BlobStore,
  type S3Settings,
} from './index';
import { createS3Client } from './s3-client';

let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server.close();
});

/** Every object key in `bucket`, whatever its prefix: what the store really left there. */
async function objectKeys(bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await server.client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) keys.push(object.Key ?? '');
    token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
  } while (token !== undefined);
  return keys.sort();
}

/** Counts the requests `client` sends, and records each one's command name and headers. */
function recordRequests(client: S3Client) {
  const sent: { command: string; headers: Record<string, string> }[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers: Record<string, string> };
      sent.push({ command: context.commandName ?? '', headers: { ...request.headers } });
      return await next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'testRecorder' },
  );
  return sent;
}

interface Logged {
  details: object;
  message: string;
}

interface Opened {
  store: S3BlobStore;
  client: S3Client;
  bucket: string;
  spool: string;
  logged: Logged[];
  sent: ReturnType<typeof recordRequests>;
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()));
});

/** A store on a new bucket of the test server (or on `settings`), spooling in a new folder. */
async function openStore(
  options: { settings?: Partial<S3Settings>; listPageSize?: number; clock?: ManualClock } = {},
): Promise<Opened> {
  const bucket = await server.createBucket();
  const spool = await fs.mkdtemp(path.join(os.tmpdir(), 'sagitta-s3-spool-'));
  const logged: Logged[] = [];
  const log = { warn: (details: object, message: string) => logged.push({ details, message }) };
  const client = createS3Client({ ...server.settingsFor(bucket), ...options.settings }, log);
  const sent = recordRequests(client);
  const store = new S3BlobStore({
    client,
    bucket: options.settings?.bucket ?? bucket,
    prefix: options.settings?.prefix ?? '',
    spoolFolder: spool,
    log,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.listPageSize === undefined ? {} : { listPageSize: options.listPageSize }),
  });
  opened.push({
    close: async () => {
      client.destroy();
      await fs.rm(spool, { recursive: true, force: true });
    },
  });
  return { store, client, bucket, spool, logged, sent };
}

describe('S3BlobStore', () => {
  describeBlobStoreContract(
    async () => {
      const clock = new ManualClock(new Date());
      const { store, bucket, spool, sent } = await openStore({ clock });
      return {
        store,
        clock,
        temporaryFolder: spool,
        storedCount: async () => (await objectKeys(bucket)).length,
        requests: () => sent.length,
        close: async () => undefined,
      };
    },
    // Ask-then-upload is not atomic: two writers of the same new bytes may both upload them.
    // LastModified counts whole seconds.
    { createdOnceWhenConcurrent: false, timestampResolutionMs: 1000 },
  );
});

describe('S3BlobStore in its bucket', () => {
  it.each([
    ['a Buffer', (bytes: Buffer) => bytes],
    ['a stream', (bytes: Buffer) => streamOf(bytes)],
  ])('keeps %s as the object <prefix>blobs/<sha256>, whole', async (_, sourceOf) => {
    const { store, bucket } = await openStore({ settings: { prefix: 'portal/prod/' } });
    const bytes = randomBytes(MB);
    const { key } = await store.put(sourceOf(bytes));

    expect(key).toBe(sha256(bytes));
    expect(await objectKeys(bucket)).toEqual([`portal/prod/blobs/${key}`]);
    const object = await server.client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `portal/prod/blobs/${key}` }),
    );
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
  });

  it('sends each upload with its SHA-256 as the signed payload hash and the checksum', async () => {
    const { store, sent } = await openStore();
    const bytes = randomBytes(64 * 1024);
    const { key } = await store.put(streamOf(bytes));

    const puts = sent.filter((request) => request.command === 'PutObjectCommand');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.headers).toMatchObject({
      'x-amz-content-sha256': key,
      'x-amz-checksum-sha256': Buffer.from(key, 'hex').toString('base64'),
      'content-length': String(bytes.length),
    });
    // Nothing in aws-chunked encoding, which many S3-compatible stores refuse.
    expect(puts[0]!.headers['content-encoding']).toBeUndefined();
  });

  it('asks before uploading bytes it already holds, and copies the object onto itself instead', async () => {
    const { store, bucket, sent } = await openStore({ settings: { prefix: 'portal/' } });
    const bytes = randomBytes(1024);
    const { key } = await store.put(bytes);
    sent.length = 0;
    expect((await store.put(streamOf(bytes))).created).toBe(false);

    expect(sent.map((request) => request.command)).toEqual([
      'HeadObjectCommand',
      'CopyObjectCommand',
    ]);
    expect(sent[1]!.headers).toMatchObject({
      'x-amz-copy-source': `${bucket}/portal/blobs/${key}`,
      'x-amz-metadata-directive': 'REPLACE',
      'content-type': 'application/octet-stream',
    });
    const head = await server.client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: `portal/blobs/${key}` }),
    );
    expect(head).toMatchObject({ ContentType: 'application/octet-stream', ContentLength: 1024 });
    expect(await objectKeys(bucket)).toEqual([`portal/blobs/${key}`]);
  });

  it('uploads bytes again when their object is deleted between the question and the copy', async () => {
    const { store, client, bucket } = await openStore();
    const bytes = randomBytes(1024);
    const { key } = await store.put(bytes);
    // The orphan sweep deletes the object just before the copy that would have refreshed it.
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'CopyObjectCommand') {
          await server.client.send(
            new DeleteObjectCommand({ Bucket: bucket, Key: `blobs/${key}` }),
          );
        }
        return await next(args);
      },
      { step: 'initialize', name: 'testSweep' },
    );

    expect(await store.put(bytes)).toEqual({ key, size: bytes.length, created: true });
    expect((await store.read(key)).equals(bytes)).toBe(true);
  });

  it('lists keys across ListObjectsV2 pages, and only its own blobs', async () => {
    const { store, bucket, sent } = await openStore({
      settings: { prefix: 'portal/' },
      listPageSize: 2,
    });
    const stored = await Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map((text) => store.put(Buffer.from(text))),
    );
    // Objects that are not this store's blobs: another prefix, a stray name, a folder below.
    const strays = [
      `elsewhere/blobs/${stored[0]!.key}`,
      'portal/blobs/notes.txt',
      `portal/blobs/00/${stored[0]!.key}`,
      `portal/${stored[0]!.key}`,
    ];
    for (const key of strays) {
      await server.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    }
    sent.length = 0;

    const keys = await keysOf(store);
    expect(keys.sort()).toEqual(stored.map((result) => result.key).sort());
    // Seven objects under `portal/blobs/`, two a page.
    expect(sent.map((request) => request.command)).toEqual(
      Array.from({ length: 4 }, () => 'ListObjectsV2Command'),
    );
  });

  it('retries a spooled upload the network cut, from the start of the spool file', async () => {
    const { store, client, bucket, spool } = await openStore();
    let cuts = 0;
    // Fails the first upload inside the SDK's retry loop, as a reset connection does.
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'PutObjectCommand' && cuts === 0) {
          cuts += 1;
          throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        }
        return await next(args);
      },
      { step: 'deserialize', name: 'testCut' },
    );
    const bytes = randomBytes(2 * MB);
    const result = await store.put(streamOf(bytes));

    expect(cuts).toBe(1);
    expect(result).toMatchObject({ key: sha256(bytes), created: true });
    expect(await objectKeys(bucket)).toEqual([`blobs/${sha256(bytes)}`]);
    expect((await store.read(result.key)).equals(bytes)).toBe(true);
    expect(await filesUnder(spool)).toEqual([]);
  });
});

describe('S3BlobStore when the store fails', () => {
  const SECRET = 'never-print-this-secret-0123456789';

  /** Every way a caller reaches the store, each expected to fail with BlobStoreUnavailable. */
  const operations = (store: BlobStore, key: string) => [
    () => store.put(randomBytes(1024)),
    () => store.put(streamOf(randomBytes(300 * 1024))),
    () => store.exists(key),
    () => store.size(key),
    () => store.storedAt(key),
    () => store.read(key),
    () => store.open(key),
    () => store.delete(key),
    () => keysOf(store),
  ];

  async function expectUnavailable(opened: Opened, code: RegExp): Promise<void> {
    for (const operation of operations(opened.store, sha256(Buffer.from('x')))) {
      const error = await operation().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlobStoreUnavailable);
      expect(error).toMatchObject({ statusCode: 503, message: 'File storage is unavailable' });
    }
    expect(await filesUnder(opened.spool)).toEqual([]);
    expect(opened.logged.length).toBeGreaterThanOrEqual(9);
    const failures = opened.logged.filter((entry) => entry.message === 'S3 request failed');
    expect(failures.length).toBe(9);
    for (const entry of failures) expect(JSON.stringify(entry.details)).toMatch(code);
    expect(JSON.stringify(opened.logged)).not.toContain(SECRET);
  }

  it('answers 503 when the server is unreachable, and leaves no spool file', async () => {
    const endpoint = await unreachableEndpoint();
    const opened = await openStore({
      settings: {
        endpoint,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
      },
    });
    await expectUnavailable(opened, /ECONNREFUSED/);
  });

  it('answers 503 when the credentials are refused, without printing the secret', async () => {
    const opened = await openStore({
      settings: { credentials: { accessKeyId: 'SOMEONE', secretAccessKey: SECRET } },
    });
    await expectUnavailable(opened, /InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied|403/);
  });

  it('answers 503 when the bucket does not exist', async () => {
    const { store, logged, spool } = await openStore({
      settings: { bucket: 'sagitta-no-such-bucket' },
    });
    for (const put of [
      () => store.put(randomBytes(10)),
      () => store.put(streamOf(randomBytes(10))),
    ]) {
      await expect(put()).rejects.toBeInstanceOf(BlobStoreUnavailable);
    }
    await expect(keysOf(store)).rejects.toBeInstanceOf(BlobStoreUnavailable);
    expect(JSON.stringify(logged)).toContain('NoSuchBucket');
    expect(await filesUnder(spool)).toEqual([]);
  });
});

describe('createBlobStore with S3 settings', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sagitta-blobs-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('returns a store on the bucket that spools under <DATA_DIR>/blobs/tmp', async () => {
    const bucket = await server.createBucket();
    const root = blobRoot(dataDir);
    const clock = new ManualClock(new Date());
    const store = createBlobStore({ root, s3: server.settingsFor(bucket, 'sagitta/'), clock });
    expect(store).toBeInstanceOf(S3BlobStore);

    const { key } = await store.put(streamOf(randomBytes(10_000)));
    expect(await objectKeys(bucket)).toEqual([`sagitta/blobs/${key}`]);
    expect(await filesUnder(dataDir)).toEqual([]);

    // A crashed upload's spool file is swept like the local store's temporary files.
    await fs.writeFile(path.join(root, 'tmp', 'crashed'), 'partial');
    const old = new Date(clock.now().getTime() - 2 * 60 * 60 * 1000);
    await fs.utimes(path.join(root, 'tmp', 'crashed'), old, old);
    expect(await store.sweepTemporary(60 * 60 * 1000)).toBe(1);
    expect(await filesUnder(dataDir)).toEqual([]);
  });
});
