import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_PHYSICIAN_HEADER, examDetail, importAnswer } from '@sagitta/domain';
import { instances, previews } from '../../../db/schema';
import { DicomVariants } from '../../../../test/dicom-fixtures/variants';
import { as, type DemoUser, useTestApp } from '../../../../test/harness';
import { multipartBody } from '../../../../test/multipart';

const t = useTestApp();
const dicom = new DicomVariants();
afterAll(() => {
  dicom.dispose();
});

let examId = '';
let undecodableExamId = '';
let surgeonId = '';

async function get(user: DemoUser, url: string, headers: Record<string, string> = {}) {
  return as(t.app, await t.sessionOf(user), { method: 'GET', url, headers });
}

/** Uploads files as the surgeon and runs the preview jobs; the exam id of the first file. */
async function importAsSurgeon(...files: Buffer[]): Promise<string> {
  const response = await as(t.app, await t.sessionOf('surgeon'), {
    method: 'POST',
    url: '/api/acquisitions/store',
    ...multipartBody(files.map((bytes, index) => ({ name: `f${index}.dcm`, bytes }))),
  });
  expect(response.statusCode).toBe(200);
  await t.app.services.jobs.drain();
  return importAnswer.parse(response.json()).files[0]?.acquisitionId ?? '';
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  // A two-view exam: a 16-bit CT slice as the lateral, the MR as the frontal.
  const study = dicom.variant('mr-small.dcm', ['(0018,5101)=AP']);
  const lateral = dicom.variant('ct-small.dcm', [
    `(0020,000D)=${study.studyInstanceUid}`,
    '(0010,0020)=4MR1',
    '(0018,5101)=LATERAL',
  ]);
  examId = await importAsSurgeon(lateral.bytes, study.bytes);
  // Pixel data this portal cannot decode: the exam stays, its preview is unavailable.
  const broken = dicom.variant('mr-small.dcm', ['(0028,0010)=128']);
  undecodableExamId = await importAsSurgeon(broken.bytes);
});

describe('GET /api/v1/portal/acquisitions/{id}', () => {
  it('answers the exam with its images, frontal first', async () => {
    const response = await get('surgeon', `/api/v1/portal/acquisitions/${examId}`);
    expect(response.statusCode).toBe(200);
    const exam = examDetail.parse(response.json());
    expect(exam.id).toBe(examId);
    expect(exam.images.map((image) => [image.view, image.previewAvailable])).toEqual([
      ['FRONTAL', true],
      ['LATERAL', true],
    ]);
    expect(exam.series.study.patient.patientID).toBe('4MR1');
    // MR_small's header window; the CT has none in the header of this fixture, or its own.
    expect(exam.images[0]).toMatchObject({
      photometric: 'MONOCHROME2',
      defaultWindow: { center: 600, width: 1600 },
      valueRange: { min: expect.any(Number), max: expect.any(Number) },
    });
  });

  it('marks undecodable pixels unavailable, and still lists the exam', async () => {
    const response = await get('surgeon', `/api/v1/portal/acquisitions/${undecodableExamId}`);
    expect(examDetail.parse(response.json()).images).toEqual([
      expect.objectContaining({ previewAvailable: false }),
    ]);
    const list = await get('surgeon', '/patient-list/api/v1/acquisitions?limit=50');
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(undecodableExamId);
  });
});

describe('GET /api/v1/portal/acquisitions/{id}/previews', () => {
  it('renders the first image at each size from the cache the job filled', async () => {
    const [frontal] = await t.database.db
      .select({ id: instances.id, status: instances.previewStatus })
      .from(instances)
      .where(eq(instances.view, 'FRONTAL'));
    expect(frontal?.status).toBe('ready');
    const cached = await t.database.db
      .select()
      .from(previews)
      .where(eq(previews.instanceId, frontal?.id ?? ''));
    expect(cached.map((row) => row.size).sort()).toEqual(['Large', 'Medium', 'Small']);

    for (const size of ['Small', 'Medium', 'Large']) {
      const response = await get(
        'surgeon',
        `/api/v1/portal/acquisitions/${examId}/previews?size=${size}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(response.rawPayload).metadata();
      // MR_small is 64×64: previews never enlarge it.
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
    }
  });

  it('answers 304 to a request that already has the image', async () => {
    const url = `/api/v1/portal/acquisitions/${examId}/previews?size=Medium`;
    const first = await get('surgeon', url);
    const etag = String(first.headers.etag);
    const again = await get('surgeon', url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it("answers 404 'No images' for an exam whose pixels cannot be decoded", async () => {
    const response = await get(
      'surgeon',
      `/api/v1/portal/acquisitions/${undecodableExamId}/previews?size=Small`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No images');
  });

  it('refuses a size that is not Small, Medium or Large (400)', async () => {
    const response = await get(
      'surgeon',
      `/api/v1/portal/acquisitions/${examId}/previews?size=Huge`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/portal/acquisitions/{id}/images/{instanceId}', () => {
  it('re-renders with the window asked for, which changes the pixels', async () => {
    const exam = examDetail.parse(
      (await get('surgeon', `/api/v1/portal/acquisitions/${examId}`)).json(),
    );
    const lateral = exam.images.find((image) => image.view === 'LATERAL');
    const base = `/api/v1/portal/acquisitions/${examId}/images/${lateral?.instanceId}`;
    const plain = await get('surgeon', `${base}?size=Small`);
    const bone = await get('surgeon', `${base}?size=Small&windowCenter=300&windowWidth=1500`);
    const narrow = await get('surgeon', `${base}?size=Small&windowCenter=40&windowWidth=80`);
    for (const response of [plain, bone, narrow]) expect(response.statusCode).toBe(200);
    const pixelsOf = async (png: Buffer) => sharp(png).raw().toBuffer();
    expect(await pixelsOf(bone.rawPayload)).not.toEqual(await pixelsOf(narrow.rawPayload));
    const half = await get('surgeon', `${base}?size=Small&windowCenter=40`);
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain('windowCenter and windowWidth go together');
  });

  it('answers 404 for an image of another exam', async () => {
    const other = examDetail.parse(
      (await get('surgeon', `/api/v1/portal/acquisitions/${undecodableExamId}`)).json(),
    );
    const response = await get(
      'surgeon',
      `/api/v1/portal/acquisitions/${examId}/images/${other.images[0]?.instanceId}?size=Small`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('scope of exam reads', () => {
  const urls = () => [
    `/api/v1/portal/acquisitions/${examId}`,
    `/api/v1/portal/acquisitions/${examId}/previews?size=Small`,
  ];

  it('lets staff and representatives read their acting physician’s exam', async () => {
    for (const user of ['staff', 'rep'] as const) {
      for (const url of urls()) {
        const response = await get(user, url, { [ACTING_PHYSICIAN_HEADER]: surgeonId });
        expect(response.statusCode).toBe(200);
      }
    }
  });

  it('answers another physician 404, as if the exam did not exist', async () => {
    for (const url of urls()) {
      const response = await get('surgeon2', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Exam not found');
    }
  });

  it('refuses roles that read no exams (403) and anonymous callers (401)', async () => {
    // 3D technicians read the exams of their cases only: `cases/technician-scope.test.ts`.
    for (const user of ['admin', 'rods'] as const) {
      for (const url of urls()) expect((await get(user, url)).statusCode).toBe(403);
    }
    for (const url of urls()) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
