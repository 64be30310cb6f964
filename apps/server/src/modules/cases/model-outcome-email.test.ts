import { and, eq, like } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  apiUrl,
  caseSummary,
  type NotificationPreferences,
  type RejectionReason,
} from '@sagitta/domain';
import { cases, jobs, outbox, patients, users } from '../../db/schema';
import { auditRowsSince, awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { emailOf, useTestApp } from '../../../test/harness';
import { callFor, examWithFilm } from '../alignment/assessment-fixtures';
import { insertTestCase, placeCaseLandmarks } from './case-fixtures';
import { MODEL_OUTCOME_EMAIL_JOB, modelOutcomeEmailJob } from './notification-jobs';

const t = useTestApp();
let surgeonId = '';

const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: true,
  mobile: false,
  pendingCompletion: true,
  pendingCaseScheduling: true,
  pendingApproval: true,
};

async function preferSurgeon(change: Partial<NotificationPreferences>) {
  await t.database.db
    .update(users)
    .set({ notificationPreferences: { ...DEFAULT_PREFERENCES, ...change } })
    .where(eq(users.id, surgeonId));
}

let made = 0;
/** surgeon@ requests a model of a new exam and modeler@ takes it; the case and its patient. */
async function caseTaken() {
  made += 1;
  const { examId, patientId } = await examWithFilm(t, {
    physicianId: surgeonId,
    familyName: `Emailed${made}`,
    birthDate: '1970-05-01',
    studyDate: '2026-10-01',
  });
  const requested = await callFor(t, 'surgeon', 'POST', API_PATHS.cases, {
    payload: { examId, pediatricConfirmed: false },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const created = caseSummary.parse(requested.json());
  const taken = await t.callAs('modeler', 'POST', API_PATHS.caseQueueNext);
  expect(taken.statusCode, taken.body).toBe(200);
  expect(caseSummary.parse(taken.json()).id).toBe(created.id);
  return { caseId: created.id, modelingId: created.modelingId, patientId };
}

const act = (caseId: string, body: object) =>
  t.callAs('modeler', 'POST', apiUrl(API_PATHS.caseActions, { id: caseId }), body);

/** A case released by its technician; the job worker has run what it queued. */
async function released() {
  const taken = await caseTaken();
  await placeCaseLandmarks(t, taken.modelingId, 'modeler');
  const done = await act(taken.caseId, { action: 'CompleteCase', vertebraCount: 24 });
  expect(done.statusCode, done.body).toBe(200);
  await t.app.services.jobs.drain();
  return taken;
}

/** A case rejected by its technician; the job worker has run what it queued. */
async function rejected(reason: RejectionReason) {
  const taken = await caseTaken();
  const done = await act(taken.caseId, { action: 'Reject', reason });
  expect(done.statusCode, done.body).toBe(200);
  await t.app.services.jobs.drain();
  return taken;
}

/** The outbox's messages that link to a patient's file. */
const mailsAbout = (patientId: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(like(outbox.body, `%/patient/details/${patientId}%`));

async function patientRow(id: string) {
  const [row] = await t.database.db.select().from(patients).where(eq(patients.id, id));
  if (row === undefined) throw new Error('no patient');
  return row;
}

async function notifiedAt(caseId: string) {
  const [row] = await t.database.db
    .select({ at: cases.physicianNotifiedAt })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row?.at;
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  await t.database.db
    .update(users)
    .set({ onlineStatus: 'Online' })
    .where(eq(users.id, await t.userIdOf('modeler')));
});

beforeEach(async () => {
  await preferSurgeon({});
});

describe('the physician’s email of a released model', () => {
  it('goes to the physician through the outbox, with the product patient id and a link to the assessment, audited', async () => {
    const since = await lastAuditId(t.database.db);
    const { caseId, patientId, modelingId } = await released();
    const patient = await patientRow(patientId);
    const mails = await mailsAbout(patientId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      recipient: emailOf('surgeon'),
      kind: 'model-released',
      subject: 'Your Sagitta 3D model is ready to review',
    });
    expect(mail?.body).toContain(
      `${t.config.publicUrl}/patient/details/${patientId}?tab=ALIGNMENT&assessment=${modelingId}`,
    );
    expect(mail?.body).toContain(`patient ${patient.productId} is ready to review`);
    // No name, no DICOM Patient ID: the link asks the physician to sign in.
    expect(mail?.body).not.toContain(patient.familyName ?? 'no family name');
    expect(mail?.body).not.toContain(patient.patientId);

    const [audit] = await awaitAuditRows(t.database.db, since, 'case.notify', 1, {
      targetType: 'case',
      targetId: caseId,
    });
    expect(audit).toMatchObject({
      actorUserId: null,
      outcome: 'success',
      details: {
        outcome: 'Released',
        channel: 'email',
        kind: 'model-released',
        recipientId: surgeonId,
      },
    });
    expect(await notifiedAt(caseId)).toEqual(t.clock.now());
    const waiting = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, MODEL_OUTCOME_EMAIL_JOB));
    expect(waiting).toEqual([]);
  });

  it('is not sent when the physician turned email or pending-approval notices off', async () => {
    const since = await lastAuditId(t.database.db);
    await preferSurgeon({ email: false });
    const noEmail = await released();
    await preferSurgeon({ pendingApproval: false });
    const noApprovals = await released();
    for (const { caseId, patientId } of [noEmail, noApprovals]) {
      expect(await mailsAbout(patientId)).toEqual([]);
      // The job ran and stood down for good: a retry will not send it either.
      expect(await notifiedAt(caseId)).toEqual(t.clock.now());
    }
    expect(await auditRowsSince(t.database.db, since, 'case.notify')).toEqual([]);
  });
});

describe('the physician’s email of a rejected model', () => {
  it('carries the reason’s label, whatever the subjects chosen; not when email is off', async () => {
    await preferSurgeon({ pendingApproval: false });
    const { patientId } = await rejected('PresenceOfPatientMotion');
    const [mail, ...others] = await mailsAbout(patientId);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      recipient: emailOf('surgeon'),
      kind: 'model-rejected',
      subject: 'Your Sagitta 3D model request was rejected',
    });
    expect(mail?.body).toContain('Reason: Patient motion');
    expect(mail?.body).toContain(`${t.config.publicUrl}/patient/details/${patientId}`);

    await preferSurgeon({ email: false });
    const quiet = await rejected('InsufficientVisibility');
    expect(await mailsAbout(quiet.patientId)).toEqual([]);
  });
});

describe('the notification job', () => {
  it('sends once when it runs twice, one after the other or at the same time', async () => {
    const since = await lastAuditId(t.database.db);
    const job = modelOutcomeEmailJob(t.app.services);
    const { caseId, patientId } = await rejected('CongenitalDeformity');
    // A retry (the worker died between the job's commit and its removal).
    await job({ caseId });
    expect(await mailsAbout(patientId)).toHaveLength(1);

    // A case closed with its job not yet run, which two workers run at once.
    const now = t.clock.now();
    const closed = await insertTestCase(t.database.db, surgeonId, now, {
      stage: 'Rejected',
      rejectionReason: 'Not24Vertebrae',
      closedAt: now,
    });
    const [row] = await t.database.db
      .select({ patientId: cases.patientId })
      .from(cases)
      .where(eq(cases.id, closed));
    await Promise.all([job({ caseId: closed }), job({ caseId: closed })]);
    const mails = await mailsAbout(row?.patientId ?? '');
    expect(mails.map((mail) => mail.body.includes('Reason: Not 24 vertebrae'))).toEqual([true]);

    const audited = await auditRowsSince(t.database.db, since, 'case.notify');
    expect(audited.map((audit) => audit.targetId).sort()).toEqual([caseId, closed].sort());
  });

  it('refuses a payload that is not a case id, and emails nothing for an open case', async () => {
    const job = modelOutcomeEmailJob(t.app.services);
    await expect(job({ caseId: 'x' })).rejects.toThrow();
    const open = await insertTestCase(t.database.db, surgeonId, t.clock.now());
    await job({ caseId: open });
    expect(await notifiedAt(open)).toBeNull();
    const [row] = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.id, open), eq(cases.stage, 'InitialModeling')));
    expect(row?.id).toBe(open);
  });
});
