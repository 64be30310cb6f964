import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTING_PHYSICIAN_HEADER,
  AUDITED_READ_ACTIONS,
  examDetail,
  importAnswer,
} from '@sagitta/domain';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { DicomVariants } from '../../../test/dicom-fixtures/variants';
import { insertExam } from '../../../test/exams';
import { as, type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';

/**
 * HIPAA audit controls (issue 14): every read of patient data writes one audit row per request,
 * naming what was read (a page lists its ids), and so does every scope miss.
 */
const t = useTestApp();
const dicom = new DicomVariants();
afterAll(() => {
  dicom.dispose();
});

let surgeonId = '';
let examId = ''; // the surgeon's exam with images
const pageIds: string[] = []; // the surgeon's exams written straight into the database
let otherExamId = ''; // another practice's exam

async function get(user: DemoUser, url: string, headers: Record<string, string> = {}) {
  return as(t.app, await t.sessionOf(user), { method: 'GET', url, headers });
}

/** Runs a read and answers the rows of `action` it left, with its response. */
async function readAudited(action: string, read: () => ReturnType<typeof get>, rows = 1) {
  const since = await lastAuditId(t.database.db);
  const response = await read();
  return { response, rows: await awaitAuditRows(t.database.db, since, action, rows) };
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  const upload = await as(t.app, await t.sessionOf('surgeon'), {
    method: 'POST',
    url: '/api/acquisitions/store',
    ...multipartBody([{ name: 'a.dcm', bytes: dicom.variant('mr-small.dcm', []).bytes }]),
  });
  expect(upload.statusCode).toBe(200);
  await t.app.services.jobs.drain();
  examId = importAnswer.parse(upload.json()).files[0]?.acquisitionId ?? '';
  for (let n = 0; n < 3; n++) {
    pageIds.push(await insertExam(t.database.db, { physicianId: surgeonId }));
  }
  otherExamId = await insertExam(t.database.db, { physicianId: await t.userIdOf('surgeon2') });
});

describe('reads of patient data are audited, one row per request', () => {
  it('a worklist page: one row listing the ids of the exams it answered', async () => {
    const { response, rows } = await readAudited('worklist.read', () =>
      get('surgeon', '/patient-list/api/v1/acquisitions?limit=50'),
    );
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    expect(listed).toEqual(expect.arrayContaining([examId, ...pageIds]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: surgeonId,
      targetType: 'exam',
      targetId: null,
      outcome: 'success',
      clientIp: '127.0.0.1',
      details: { statusCode: 200, ids: listed },
    });
  });

  it('a worklist search lists what it found, never the terms searched', async () => {
    const { rows } = await readAudited('worklist.read', () =>
      get('surgeon', '/patient-list/api/v1/acquisitions?patientName=Zebulon&patientID=Zebulon'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toEqual({ statusCode: 200, ids: [] });
    expect(JSON.stringify(rows)).not.toContain('Zebulon');
  });

  it('an exam read by staff acting for the surgeon names the exam and the reader', async () => {
    const staffId = await t.userIdOf('staff');
    const { response, rows } = await readAudited('exam.read', () =>
      get('staff', `/api/v1/portal/acquisitions/${examId}`, {
        [ACTING_PHYSICIAN_HEADER]: surgeonId,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: staffId,
      targetType: 'exam',
      targetId: examId,
      outcome: 'success',
      details: { statusCode: 200 },
    });
  });

  it('a preview and a viewer image: one row each, naming the exam and the image', async () => {
    const preview = await readAudited('exam.preview.read', () =>
      get('surgeon', `/api/v1/portal/acquisitions/${examId}/previews?size=Small`),
    );
    expect(preview.response.statusCode).toBe(200);
    expect(preview.rows).toHaveLength(1);
    expect(preview.rows[0]).toMatchObject({ targetType: 'exam', targetId: examId });

    const exam = examDetail.parse(
      (await get('surgeon', `/api/v1/portal/acquisitions/${examId}`)).json(),
    );
    const instanceId = exam.images[0]?.instanceId ?? '';
    const url = `/api/v1/portal/acquisitions/${examId}/images/${instanceId}?size=Small&windowCenter=100&windowWidth=400`;
    const image = await readAudited('exam.image.read', () => get('surgeon', url));
    expect(image.response.statusCode).toBe(200);
    expect(image.rows).toHaveLength(1);
    expect(image.rows[0]).toMatchObject({
      actorUserId: surgeonId,
      targetType: 'exam',
      targetId: examId,
      outcome: 'success',
      details: { statusCode: 200, instanceId },
    });
    // Shown again from the browser's cache (304): still a read, still one row.
    const again = await readAudited('exam.image.read', () =>
      get('surgeon', url, { 'if-none-match': String(image.response.headers.etag) }),
    );
    expect(again.response.statusCode).toBe(304);
    expect(again.rows).toHaveLength(1);
    expect(again.rows[0]).toMatchObject({ outcome: 'success', details: { statusCode: 304 } });
  });

  it('launching an exam in an application names the exam', async () => {
    const { rows } = await readAudited('exam.launch', () =>
      get('surgeon', `/launcher/api/v1/launch/viewer?acquisitionId=${examId}`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetType: 'exam',
      targetId: examId,
      details: { name: 'viewer' },
    });
  });

  it('the unassigned exams and the outbox list what they showed', async () => {
    const unassigned = await readAudited('exam.unassigned.read', () =>
      get('admin', '/api/v1/acquisitions/unassigned'),
    );
    expect(unassigned.rows).toHaveLength(1);
    expect(unassigned.rows[0]?.details).toMatchObject({ statusCode: 200, ids: expect.any(Array) });

    const outbox = await readAudited('outbox.read', () => get('useradmin', '/api/v1/outbox'));
    expect(outbox.response.statusCode).toBe(200);
    const ids = outbox.response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    expect(outbox.rows).toHaveLength(1);
    expect(outbox.rows[0]).toMatchObject({
      actorUserId: await t.userIdOf('useradmin'),
      targetType: 'email',
      details: { statusCode: 200, ids },
    });
  });

  it('opening the live feed names the physician followed', async () => {
    const since = await lastAuditId(t.database.db);
    const session = await t.sessionOf('surgeon');
    const socket = await t.app.injectWS('/patient-list/ws', {
      headers: session.headers,
    });
    try {
      const rows = await awaitAuditRows(t.database.db, since, 'worklist.feed.open');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorUserId: surgeonId,
        targetType: 'user',
        targetId: surgeonId,
        outcome: 'success',
      });
    } finally {
      socket.terminate();
    }
  });
});

describe('scope misses are audited as refusals', () => {
  it("another practice's exam: 404 with no data, and a denied row naming the id", async () => {
    const { response, rows } = await readAudited('exam.read', () =>
      get('surgeon', `/api/v1/portal/acquisitions/${otherExamId}`),
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(otherExamId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: surgeonId,
      targetType: 'exam',
      targetId: otherExamId,
      outcome: 'denied',
      details: { statusCode: 404, reason: 'other-scope' },
    });
  });

  it("another practice's images are refused and audited the same way", async () => {
    const { response, rows } = await readAudited('exam.preview.read', () =>
      get('surgeon2', `/api/v1/portal/acquisitions/${examId}/previews?size=Small`),
    );
    expect(response.statusCode).toBe(404);
    expect(rows[0]).toMatchObject({
      actorUserId: await t.userIdOf('surgeon2'),
      targetId: examId,
      outcome: 'denied',
      details: { statusCode: 404, reason: 'other-scope' },
    });
  });

  it('an id that exists nowhere is a denied miss too, marked unknown', async () => {
    const { response, rows } = await readAudited('exam.read', () =>
      get('surgeon', `/api/v1/portal/acquisitions/${UNKNOWN_ID}`),
    );
    expect(response.statusCode).toBe(404);
    expect(rows[0]).toMatchObject({
      targetId: UNKNOWN_ID,
      outcome: 'denied',
      details: { statusCode: 404, reason: 'unknown' },
    });
  });

  it('a read that fails for another reason is a failure (no image to show)', async () => {
    const { response, rows } = await readAudited('exam.preview.read', () =>
      get('surgeon', `/api/v1/portal/acquisitions/${pageIds[0]}/previews?size=Small`),
    );
    expect(response.statusCode).toBe(404);
    expect(rows[0]).toMatchObject({
      targetId: pageIds[0],
      outcome: 'failure',
      details: { statusCode: 404 },
    });
  });
});

describe('the route table', () => {
  /** Every read route whose permission reads patient data, and what it records. */
  const EXPECTED: Record<string, string> = {
    'GET /patient-list/api/v1/acquisitions': 'worklist.read',
    'GET /patient-list/ws': 'worklist.feed.open',
    'GET /api/v1/portal/acquisitions/:id': 'exam.read',
    'GET /api/v1/portal/acquisitions/:id/previews': 'exam.preview.read',
    'GET /api/v1/portal/acquisitions/:id/images/:instanceId': 'exam.image.read',
    'GET /api/v1/patient-records': 'patient.list.read',
    'GET /api/v1/patient-records/:id': 'patient.read',
    'GET /api/v1/patient-records/:id/access-history': 'patient.access-history.read',
    'GET /api/v1/patients/:id/exams/latest': 'patient.exams.read',
    'GET /api/v1/patients/exams/latest': 'patient.latest-exams.read',
    'GET /api/v2/patients/exams/latest': 'patient.latest-exams.read',
    'GET /api/v1/patients/exams/surgical-candidates': 'patient.candidate-exams.read',
    'GET /api/v1/portal/patients/lookahead': 'patient.lookahead.read',
    'GET /api/v1/portal/modelings/:id': 'modeling.read',
    'GET /api/v1/eos-alignments': 'alignment-assessment.read',
    'GET /api/v1/eos-alignments/:id': 'alignment-assessment.read',
    'GET /api/v1/patients/:id/eos-alignments': 'alignment-assessment.list',
    'GET /api/v1/portal/alignment-reports': 'alignment-report.list.read',
    'GET /api/v1/portal/alignment-reports/:id/pdf': 'alignment-report.read',
    'GET /api/v1/portal/trends': 'trends.read',
    'GET /api/v1/portal/patient-notes': 'patient-note.list',
    'GET /patientrecordhub': 'patient-record-hub.open',
    'GET /alignmenthub': 'alignment-hub.open',
    'GET /api/v1/acquisitions/unassigned': 'exam.unassigned.read',
    'GET /launcher/api/v1/launch/:name': 'exam.launch',
    'GET /launcher/api/v1/applications': 'none',
    'GET /api/v1/application-launcher': 'none',
    'GET /api/v1/outbox': 'outbox.read',
    'GET /api/v1/audit-events': 'audit.read',
    'GET /api/v1/cases': 'case.list',
    'GET /api/v1/cases/:id': 'case.read',
    'GET /api/v1/cases/:id/history': 'case.history.read',
    // Counts, timings and technicians' names: no patient is named.
    'GET /api/v1/cases/analytics': 'none',
    'GET /api/v1/cases/technicians': 'none',
    // Case ids and the change's name only: the lists it makes the page read again are audited.
    'GET /case-list/ws': 'none',
    'GET /api/v1/patients/:id/cases': 'patient.cases.read',
    'GET /api/v1/portal/models-to-approve': 'case.models-to-approve.read',
  };

  it('every route that reads patient data declares its read audit', () => {
    const reads = t.routes.filter(
      (route) =>
        route.method === 'GET' &&
        route.permission !== null &&
        AUDITED_READ_ACTIONS.includes(route.permission),
    );
    expect(
      Object.fromEntries(reads.map((route) => [`${route.method} ${route.url}`, route.auditRead])),
    ).toEqual(EXPECTED);
  });
});
