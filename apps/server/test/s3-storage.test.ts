import { createHash } from 'node:crypto';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAnswer } from '@sagitta/domain';
import { instances, previews } from '../src/db/schema';
import { S3BlobStore } from '../src/platform/blobs';
import { filesUnder } from '../src/platform/blobs/blob-store.contract';
import { DicomVariants } from './dicom-fixtures/variants';
import { as, createTestApp, loginAs, type TestApp } from './harness';
import { multipartBody } from './multipart';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from './s3-server';

/**
 * The whole import path with the blobs in an S3-compatible bucket (s3rver): the server is
 * configured through `S3_*` as an operator would, a DICOM file goes in through the upload API,
 * the preview job reads it back from the bucket, and the preview comes out of the API.
 */
describe('the portal on an S3 blob store', () => {
  let s3: TestS3Server;
  let bucket: string;
  let t: TestApp;
  const dicom = new DicomVariants();

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = await s3.createBucket();
    t = await createTestApp({
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_PREFIX: 'portal',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    dicom.dispose();
  });

  async function objectKeys(): Promise<string[]> {
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  it('stores an upload’s original bytes in the bucket and serves its preview', async () => {
    expect(t.app.services.blobs).toBeInstanceOf(S3BlobStore);
    const session = await loginAs(t.app, 'surgeon');
    const file = dicom.variant('mr-small.dcm');
    const upload = await as(t.app, session, {
      method: 'POST',
      url: '/api/acquisitions/store',
      ...multipartBody([{ name: 'mr.dcm', bytes: file.bytes }]),
    });
    expect(upload.statusCode).toBe(200);
    const [answer] = importAnswer.parse(upload.json()).files;
    expect(answer).toMatchObject({ status: 'stored', statusCode: 201 });

    // The original, byte for byte, under its SHA-256.
    const key = createHash('sha256').update(file.bytes).digest('hex');
    const [instance] = await t.database.db
      .select()
      .from(instances)
      .where(eq(instances.sopInstanceUid, file.sopInstanceUid));
    expect(instance?.blobKey).toBe(key);
    const original = await s3.client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `portal/blobs/${key}` }),
    );
    const stored = Buffer.from(await original.Body!.transformToByteArray());
    expect(stored.equals(file.bytes)).toBe(true);

    // The preview job reads the original from the bucket and writes its images there too.
    await t.app.services.jobs.drain();
    const cached = await t.database.db
      .select()
      .from(previews)
      .where(eq(previews.instanceId, instance?.id ?? ''));
    expect(cached.map((row) => row.size).sort()).toEqual(['Large', 'Medium', 'Small']);
    // Sizes that render alike (a 64×64 image is never enlarged) share one content-addressed blob.
    const blobKeys = new Set([key, ...cached.map((row) => row.blobKey)]);
    expect(await objectKeys()).toEqual([...blobKeys].map((each) => `portal/blobs/${each}`).sort());

    const preview = await as(t.app, session, {
      method: 'GET',
      url: `/api/v1/portal/acquisitions/${answer?.acquisitionId}/previews?size=Small`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    const image = await sharp(preview.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', 64, 64]);

    // Nothing of it on the local disk: the data folder holds no blob, not even a spool file.
    expect(await filesUnder(path.join(t.config.dataDir, 'blobs'))).toEqual([]);
  });
});
