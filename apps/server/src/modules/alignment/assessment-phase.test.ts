import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAM_MESSAGES } from '@sagitta/domain';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { DEMO_PASSWORD, useTestApp } from '../../../test/harness';
import { assessmentIn, callFor, clinicalSave, examWithFilm, paths } from './assessment-fixtures';

const t = useTestApp();
let surgeonId = '';
const patientKey = `PHASE-${Date.now()}`;

/** An exam of the same patient (same physician and patient id) on `studyDate`. */
async function examOn(studyDate: string | null) {
  return (
    await examWithFilm(t, {
      physicianId: surgeonId,
      patientId: patientKey,
      familyName: 'Phase',
      studyDate,
    })
  ).examId;
}

const open = async (examId: string, phase?: string) =>
  callFor(t, 'surgeon', 'POST', paths.list, {
    payload: phase === undefined ? { examId } : { examId, phase },
  });

// The machine runs argon2 sign-ins for several suites at once: first calls can be slow.
vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
}, 180_000);

describe('alignment assessment phase: pre-op or post-op', () => {
  let baselineExam = '';
  let baseline = '';

  it('defaults a first assessment to PRE_OP and returns the phase in every read', async () => {
    baselineExam = await examOn('2026-01-10');
    const draft = assessmentIn(await open(baselineExam));
    baseline = draft.id;
    expect(draft.phase).toBe('PRE_OP');
    const latest = await callFor(t, 'surgeon', 'GET', `${paths.list}?examId=${baselineExam}`);
    expect(assessmentIn(latest).phase).toBe('PRE_OP');
    expect(assessmentIn(await callFor(t, 'surgeon', 'GET', paths.one(baseline))).phase).toBe(
      'PRE_OP',
    );
  });

  it('changes the phase with the revision read, audited; a stale revision is 409, nothing written', async () => {
    const since = await lastAuditId(t.database.db);
    const changed = await callFor(t, 'surgeon', 'PATCH', paths.phase(baseline), {
      payload: { revision: 0, phase: 'POST_OP' },
    });
    expect(assessmentIn(changed)).toMatchObject({ phase: 'POST_OP', revision: 1 });
    const stale = await callFor(t, 'surgeon', 'PATCH', paths.phase(baseline), {
      payload: { revision: 0, phase: 'PRE_OP' },
    });
    expect(stale.statusCode).toBe(409);
    const [row] = await awaitAuditRows(t.database.db, since, 'alignment-assessment.phase', 1);
    expect(row).toMatchObject({ targetId: baseline, outcome: 'success' });
    expect(row?.details).toMatchObject({ from: 'PRE_OP', to: 'POST_OP' });
    const read = assessmentIn(await callFor(t, 'surgeon', 'GET', paths.one(baseline)));
    expect(read).toMatchObject({ phase: 'POST_OP', revision: 1 });
  });

  it('sets the phase given when opening the open draft again', async () => {
    const reopened = assessmentIn(await open(baselineExam, 'PRE_OP'));
    expect(reopened).toMatchObject({ id: baseline, phase: 'PRE_OP', revision: 2 });
    // The same phase again is no change: the revision stays.
    expect(assessmentIn(await open(baselineExam, 'PRE_OP')).revision).toBe(2);
  });

  it('refuses an unknown phase with 400 naming the field, never 500', async () => {
    const bad = await callFor(t, 'surgeon', 'PATCH', paths.phase(baseline), {
      payload: { revision: 2, phase: 'INTRA_OP' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('phase');
    expect((await open(baselineExam, 'LATER')).statusCode).toBe(400);
  });

  it('keeps a completed, reviewed assessment ready to review when its phase changes', async () => {
    const read = assessmentIn(await callFor(t, 'surgeon', 'GET', paths.one(baseline)));
    const save = { payload: clinicalSave('A', read.revision) };
    assessmentIn(await callFor(t, 'surgeon', 'PUT', paths.landmarks(baseline), save));
    assessmentIn(await callFor(t, 'surgeon', 'POST', paths.complete(baseline)));
    const reviewed = assessmentIn(await callFor(t, 'surgeon', 'PATCH', paths.validated(baseline)));
    const flipped = assessmentIn(
      await callFor(t, 'surgeon', 'PATCH', paths.phase(baseline), {
        payload: { revision: reviewed.revision, phase: 'POST_OP' },
      }),
    );
    expect(flipped).toMatchObject({ state: 'ready-to-review', phase: 'POST_OP' });
    expect(flipped.measurement).toEqual(reviewed.measurement);
    expect(flipped.userValidatedBy?.id).toBe(surgeonId);
    const back = assessmentIn(
      await callFor(t, 'surgeon', 'PATCH', paths.phase(baseline), {
        payload: { revision: flipped.revision, phase: 'PRE_OP' },
      }),
    );
    const approved = assessmentIn(
      await callFor(t, 'surgeon', 'PATCH', paths.status(baseline), {
        payload: { eosAlignmentStatus: 'Approved', password: DEMO_PASSWORD },
      }),
    );
    expect(approved).toMatchObject({ state: 'approved', phase: 'PRE_OP' });
    expect(back.revision).toBeLessThan(approved.revision);
  }, 180_000);

  it('refuses a phase change once approved (409 Alignment exam locked)', async () => {
    const read = assessmentIn(await callFor(t, 'surgeon', 'GET', paths.one(baseline)));
    const locked = await callFor(t, 'surgeon', 'PATCH', paths.phase(baseline), {
      payload: { revision: read.revision, phase: 'POST_OP' },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.body).toContain(EXAM_MESSAGES.alignmentLocked);
  });

  it('defaults to POST_OP after an approved PRE_OP on an earlier exam, PRE_OP before it or undated', async () => {
    expect(assessmentIn(await open(await examOn('2026-06-10'))).phase).toBe('POST_OP');
    expect(assessmentIn(await open(await examOn('2025-12-01'))).phase).toBe('PRE_OP');
    expect(assessmentIn(await open(await examOn(null))).phase).toBe('PRE_OP');
    // A phase given wins over the default.
    expect(assessmentIn(await open(await examOn('2026-07-01'), 'PRE_OP')).phase).toBe('PRE_OP');
  });

  it('answers another practice 404 and a representative 403 on a phase change', async () => {
    const examId = await examOn('2026-08-01');
    const draft = assessmentIn(await open(examId));
    const payload = { revision: draft.revision, phase: 'PRE_OP' };
    const other = await callFor(t, 'surgeon2', 'PATCH', paths.phase(draft.id), { payload });
    expect(other.statusCode).toBe(404);
    const rep = await callFor(t, 'rep', 'PATCH', paths.phase(draft.id), {
      payload,
      physicianId: surgeonId,
    });
    expect(rep.statusCode).toBe(403);
    const read = assessmentIn(await callFor(t, 'surgeon', 'GET', paths.one(draft.id)));
    expect(read).toMatchObject({ phase: draft.phase, revision: draft.revision });
  });
});
