import crypto, { randomBytes } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/platform/blobs';

/** The only credentials s3rver accepts; it checks every request's signature against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** A client of our own, to look into buckets beside the store under test. */
  client: S3Client;
  /** A new, empty bucket: one per test keeps tests apart. */
  createBucket(): Promise<string>;
  /** The settings of a blob store on `bucket`, as `S3_*` would give them. */
  settingsFor(bucket: string, prefix?: string): S3Settings;
  close(): Promise<void>;
}

/**
 * s3rver, a real S3-compatible HTTP server, on 127.0.0.1 at a free port, keeping its objects in
 * a temporary folder removed on close.
 */
export async function startS3Server(): Promise<TestS3Server> {
  allowS3rverContinuationTokens();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sagitta-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  stampCopiesOntoThemselves(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settingsFor = (bucket: string, prefix = ''): S3Settings => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    prefix,
    credentials: S3RVER_CREDENTIALS,
  });
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  return {
    endpoint,
    client,
    settingsFor,
    createBucket: async () => {
      const bucket = `sagitta-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** An http:// endpoint on 127.0.0.1 where nothing listens: connections are refused. */
export async function unreachableEndpoint(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * S3 answers a copy of an object onto itself (allowed with its metadata replaced) by writing the
 * object anew: its LastModified becomes now, which `S3BlobStore.put` relies on to refresh a blob
 * it already holds. s3rver only rewrites the metadata file, and keeps answering the object file's
 * mtime as LastModified: here, that file is touched first, as S3 would.
 */
function stampCopiesOntoThemselves(server: S3rver): void {
  const store = server.store;
  const copyObject = store.copyObject.bind(store);
  store.copyObject = async (sourceBucket, sourceKey, bucket, key, replacementMetadata) => {
    if (sourceBucket === bucket && sourceKey === key) {
      const now = new Date();
      await utimes(store.getResourcePath(bucket, key, 'object'), now, now);
    }
    return await copyObject(sourceBucket, sourceKey, bucket, key, replacementMetadata);
  };
}

let patched = false;

/**
 * s3rver seals its ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 (Node 17
 * and later) only offers in its legacy provider: every listing longer than a page fails with a
 * 500. In this test process alone, 'des' is served by two-key triple DES (same 8-byte blocks and
 * IV, in the default provider), which is all s3rver needs: it only reads back its own tokens.
 */
function allowS3rverContinuationTokens(): void {
  if (patched) return;
  patched = true;
  const cipher = crypto.createCipheriv.bind(crypto) as (...args: unknown[]) => crypto.Cipher;
  const decipher = crypto.createDecipheriv.bind(crypto) as (...args: unknown[]) => crypto.Decipher;
  const widen = (key: unknown) => Buffer.concat([key as Buffer, key as Buffer]);
  crypto.createCipheriv = ((algorithm: unknown, key: unknown, ...rest: unknown[]) =>
    algorithm === 'des'
      ? cipher('des-ede-cbc', widen(key), ...rest)
      : cipher(algorithm, key, ...rest)) as typeof crypto.createCipheriv;
  crypto.createDecipheriv = ((algorithm: unknown, key: unknown, ...rest: unknown[]) =>
    algorithm === 'des'
      ? decipher('des-ede-cbc', widen(key), ...rest)
      : decipher(algorithm, key, ...rest)) as typeof crypto.createDecipheriv;
}
