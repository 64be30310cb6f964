import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALIGNMENT_REPORT_MESSAGES,
  alignmentReportList,
  EXAM_MESSAGES,
  patientExamPage,
} from '@sagitta/domain';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { useTestApp } from '../../../test/harness';
import { alignmentAssessments, modelings, studies } from '../../db/schema';
import { BlobStoreUnavailable } from '../../platform/blobs';
import { callFor, paths } from '../alignment/assessment-fixtures';
import { readPdfText } from '../alignment-report/pdf-text-test-support';
import { readyToSign, reportPaths, reportsOf, signature } from './report-fixtures';

const t = useTestApp();
let surgeonId = '';

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const asSurgeon = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  callFor(t, 'surgeon', method, url, payload === undefined ? {} : { payload });

/** Every blob key the app's store holds. */
async function storedKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of t.app.services.blobs.keys()) keys.add(key);
  return keys;
}

async function assessmentState(id: string) {
  const [row] = await t.database.db
    .select({ state: alignmentAssessments.state, modeling: modelings.state })
    .from(alignmentAssessments)
    .innerJoin(modelings, eq(modelings.id, alignmentAssessments.modelingId))
    .where(eq(alignmentAssessments.modelingId, id));
  return row;
}

describe('an approval makes its PDF report, an exam of the patient', () => {
  let ready = { id: '', examId: '', patientId: '' };
  let reportId = '';

  beforeAll(async () => {
    ready = await readyToSign(
      t,
      { givenName: 'Jordan', familyName: 'Rivera' },
      { withPreview: true },
    );
    // Sign-in (argon2) and three changes on a loaded machine.
  }, 240_000);

  it('approves and records one APPROVED report exam, linked to the assessment, in the audit row', async () => {
    const since = await lastAuditId(t.database.db);
    const approved = await asSurgeon('PATCH', paths.status(ready.id), signature);
    expect(approved.statusCode, approved.body).toBe(200);
    const reports = await reportsOf(t, ready.patientId);
    expect(reports).toHaveLength(1);
    const [only] = reports;
    expect(only?.exam).toMatchObject({
      examType: 'ALIGNMENT_ASSESSMENT_REPORT',
      examStatus: 'APPROVED',
      physicianId: surgeonId,
      studyDate: '2026-06-02',
    });
    expect(only?.report).toMatchObject({ assessmentId: ready.id });
    reportId = only?.exam.id ?? '';
    const [row] = await awaitAuditRows(t.database.db, since, 'alignment-assessment.approve');
    expect(row?.details).toMatchObject({ reportExamId: reportId });
    // argon2 and the report's first pool thread (tsx loading the renderer) on a loaded machine.
  }, 120_000);

  it('lists it with the patient exams and in the report list', async () => {
    const exams = patientExamPage.parse(
      JSON.parse((await asSurgeon('GET', `/api/v1/patients/${ready.patientId}/exams/latest`)).body),
    );
    expect(exams.items.map((exam) => exam.examType)).toContain('ALIGNMENT_ASSESSMENT_REPORT');
    const listed = await asSurgeon('GET', reportPaths.list(ready.patientId));
    expect(listed.statusCode).toBe(200);
    const { items } = alignmentReportList.parse(JSON.parse(listed.body));
    expect(items).toEqual([
      expect.objectContaining({
        id: reportId,
        assessmentId: ready.id,
        assessedExamId: ready.examId,
        assessedExamDate: '2026-06-02',
        approvedBy: { id: surgeonId, name: expect.any(String) as string },
      }),
    ]);
    expect(items[0]?.size).toBeGreaterThan(1000);
  });

  it('serves a real PDF holding the patient and PI, named without PHI, the read audited', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await asSurgeon('GET', reportPaths.pdf(reportId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(`attachment; filename="alignment-report-${reportId}.pdf"`);
    expect(disposition).not.toMatch(/rivera|jordan|SGT-/i);
    const pdf = await readPdfText(response.rawPayload);
    const text = pdf.pages.join('\n');
    expect(text).toContain('Jordan RIVERA');
    expect(text).toMatch(/Pelvic incidence \(PI\)\s+50\.2°/);
    expect(text).toContain('I approve this alignment assessment');
    const [read] = await awaitAuditRows(t.database.db, since, 'alignment-report.read');
    expect(read).toMatchObject({ targetId: reportId, outcome: 'success' });
  });

  it('refuses a second approval (409 locked): never two reports', async () => {
    const again = await asSurgeon('PATCH', paths.status(ready.id), signature);
    expect(again.statusCode).toBe(409);
    expect(JSON.parse(again.body)).toMatchObject({ message: EXAM_MESSAGES.alignmentLocked });
    expect(await reportsOf(t, ready.patientId)).toHaveLength(1);
  });
});

describe('a report that cannot be made approves nothing', () => {
  it('rendering fails: 500, the assessment still ready to review, no report exam', async () => {
    const ready = await readyToSign(t, { givenName: 'Render', familyName: 'Fails' });
    vi.spyOn(t.app.services.workers, 'run').mockRejectedValueOnce(new Error('render failed'));
    const response = await asSurgeon('PATCH', paths.status(ready.id), signature);
    expect(response.statusCode).toBe(500);
    expect(await assessmentState(ready.id)).toEqual({
      state: 'ready-to-review',
      modeling: 'MODELIZED',
    });
    expect(await reportsOf(t, ready.patientId)).toEqual([]);
    // A later approval, once rendering works, makes the report.
    expect((await asSurgeon('PATCH', paths.status(ready.id), signature)).statusCode).toBe(200);
    expect(await reportsOf(t, ready.patientId)).toHaveLength(1);
  });

  it('storing fails: 503, nothing approved, no report exam', async () => {
    const ready = await readyToSign(t, { givenName: 'Store', familyName: 'Fails' });
    vi.spyOn(t.app.services.blobs, 'put').mockRejectedValueOnce(new BlobStoreUnavailable());
    const response = await asSurgeon('PATCH', paths.status(ready.id), signature);
    expect(response.statusCode).toBe(503);
    expect(await assessmentState(ready.id)).toMatchObject({ state: 'ready-to-review' });
    expect(await reportsOf(t, ready.patientId)).toEqual([]);
  });

  it('the assessment changes while its report renders: 409, nothing approved, the stored PDF removed', async () => {
    const ready = await readyToSign(t, { givenName: 'Changed', familyName: 'Meanwhile' });
    const { blobs } = t.app.services;
    const put = blobs.put.bind(blobs);
    let storedKey = '';
    vi.spyOn(blobs, 'put').mockImplementationOnce(async (source, options) => {
      const stored = await put(source, options);
      storedKey = stored.key;
      // Another review lands between the rendering and the signature's transaction.
      expect((await asSurgeon('PATCH', paths.validated(ready.id))).statusCode).toBe(200);
      return stored;
    });
    const response = await asSurgeon('PATCH', paths.status(ready.id), signature);
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toMatchObject({
      message: ALIGNMENT_REPORT_MESSAGES.changedWhileApproving,
    });
    expect(storedKey).not.toBe('');
    expect(await storedKeys()).not.toContain(storedKey);
    expect(await assessmentState(ready.id)).toMatchObject({ state: 'ready-to-review' });
    expect(await reportsOf(t, ready.patientId)).toEqual([]);
    const [exam] = await t.database.db.select().from(studies).where(eq(studies.id, ready.examId));
    expect(exam?.examStatus).toBe('READY_TO_REVIEW');
  });
});
