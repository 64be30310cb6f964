import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignmentReportWriter } from '../../modules/alignment-reports/report-writer';
import {
  ACTING_PHYSICIAN_HEADER,
  ageAt,
  alignmentAssessment,
  pediatricAt,
  worklistPage,
} from '@sagitta/domain';
import {
  alignmentAssessments,
  auditEvents,
  instances,
  modelings,
  patientFavorites,
  patientNotes,
  patientNoteViews,
  patients,
  referringPhysicianTags,
  series,
  studies,
  users,
} from '../../db/schema';
import { createBlobStore, type BlobStore } from '../../platform/blobs';
import { attemptSignIn, DEMO_PASSWORD, useTestApp } from '../../../test/harness';
import { demoLandmarksOf } from './anatomy-landmarks';
import { buildDemoImagingCatalog, type DemoExam } from './catalog';
import { demoAssessedExamKeys, demoAssessmentPlans } from './demo-assessments';
import { truthOf } from './landmarks-test-support';
import {
  DEMO_PATIENT_STORY,
  POST_OP_DESCRIPTION,
  PRE_OP_DESCRIPTION,
  practicePatientIds,
} from './patient-story';
import { seedDemoImaging, type SeedImagingDeps } from './seed-imaging';

/** Small images: the routing and the rows are what these tests look at, not the pixels. */
const SMALL = { columns: 48, rows: 144 };

const t = useTestApp();
let scratch = '';
let blobs: BlobStore;

function deps(store: BlobStore = blobs, lines: string[] = []): SeedImagingDeps {
  const { workers } = t.app.services;
  return {
    db: t.database.db,
    blobs: store,
    clock: t.clock,
    review: { writeReport: alignmentReportWriter({ db: t.database.db, blobs: store, workers }) },
    log: (line) => lines.push(line),
  };
}

/** The real store, but every `put` after the first `healthy` ones fails, as a full disk would. */
function failingAfter(store: BlobStore, healthy: number): BlobStore {
  let puts = 0;
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'put') {
        return (...args: Parameters<BlobStore['put']>) => {
          puts++;
          if (puts > healthy) return Promise.reject(new Error('No space left on device'));
          return target.put(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function rowCounts() {
  const db = t.database.db;
  const [studyRows] = await db.select({ n: count() }).from(studies);
  const [seriesRows] = await db.select({ n: count() }).from(series);
  const [instanceRows] = await db.select({ n: count() }).from(instances);
  const [modelingRows] = await db.select({ n: count() }).from(modelings);
  const [tagRows] = await db.select({ n: count() }).from(referringPhysicianTags);
  return {
    studies: studyRows?.n,
    series: seriesRows?.n,
    instances: instanceRows?.n,
    modelings: modelingRows?.n,
    tags: tagRows?.n,
  };
}

const interrupted = {
  error: undefined as unknown,
  counts: {} as Awaited<ReturnType<typeof rowCounts>>,
};
let resumed: Awaited<ReturnType<typeof seedDemoImaging>>;
const lines: string[] = [];

// One seeding for the whole file, as it would go after a crash: the disk fills up after three
// exams and the frontal image of a fourth, then a second start seeds the rest.
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-demo-imaging-'));
  blobs = createBlobStore({ root: path.join(scratch, 'blobs'), clock: t.clock });
  interrupted.error = await seedDemoImaging(deps(failingAfter(blobs, 7)), SMALL).catch(
    (error: unknown) => error,
  );
  interrupted.counts = await rowCounts();
  resumed = await seedDemoImaging(deps(blobs, lines), SMALL);
  // 187 imports, each with its fsyncs and its transaction, are slow when other test files share
  // the machine's two cores (docs/performance.md#tests).
}, 180_000);
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('seedDemoImaging', () => {
  it('stops at the first file it cannot store, keeping the exams stored before it', () => {
    expect(interrupted.error).toBeInstanceOf(Error);
    expect((interrupted.error as Error).message).toBe('No space left on device');
    expect(interrupted.counts).toMatchObject({ studies: 4, instances: 7, tags: 2 });
  });

  it('imports every other file of the catalog when run again, through the real import', async () => {
    expect(resumed).toEqual({ imported: 173, skipped: false });
    // The 90 acquisitions, and the report exam of each approved demo assessment.
    const reports = demoAssessmentPlans(buildDemoImagingCatalog(t.clock.now())).filter(
      (plan) => plan.state === 'approved',
    ).length;
    expect(await rowCounts()).toEqual({
      studies: 90 + reports,
      series: 180,
      instances: 180,
      // Only the demo assessments' own (an assessment is a modeling of type Alignment): the
      // exams' 3D models come from the cases demo, through the queue.
      modelings: demoAssessmentPlans(buildDemoImagingCatalog(t.clock.now())).length,
      tags: 2,
    });
    expect(lines).toEqual([
      'Demo imaging: 173 synthetic DICOM files stored (90 exams), 9 alignment assessments',
    ]);
  });

  it('routes the exams by their headers to surgeon@ and surgeon2@, none left unassigned', async () => {
    const db = t.database.db;
    const examsOf = async (physicianId: string) => {
      const rows = await db
        .select({ patientId: patients.patientId })
        .from(studies)
        .innerJoin(patients, eq(patients.id, studies.patientId))
        .where(
          and(
            eq(patients.physicianId, physicianId),
            ne(studies.examType, 'ALIGNMENT_ASSESSMENT_REPORT'),
          ),
        );
      return { exams: rows.length, patients: new Set(rows.map((row) => row.patientId)).size };
    };
    expect(await examsOf(await t.userIdOf('surgeon'))).toEqual({ exams: 80, patients: 40 });
    expect(await examsOf(await t.userIdOf('surgeon2'))).toEqual({ exams: 10, patients: 5 });
    const unassigned = await db
      .select({ n: count() })
      .from(patients)
      .where(isNull(patients.physicianId));
    expect(unassigned).toEqual([{ n: 0 }]);
  });

  it('stores the unknown birth dates as unknown, keeping what the header said', async () => {
    const rows = await t.database.db
      .select({ birthDate: patients.birthDate, raw: patients.birthDateRaw })
      .from(patients)
      .where(eq(patients.birthDateRaw, '19800230'));
    expect(rows).toEqual([{ birthDate: null, raw: '19800230' }]);
  });

  it('writes no modeling but surgeon@’s own assessments: 3D models come from the queue', async () => {
    const rows = await t.database.db
      .select({ placedBy: alignmentAssessments.placedBy })
      .from(modelings)
      .leftJoin(alignmentAssessments, eq(alignmentAssessments.modelingId, modelings.id));
    expect(rows.length).toBeGreaterThan(0);
    const surgeonId = await t.userIdOf('surgeon');
    for (const row of rows) expect(row.placedBy).toBe(surgeonId);
  });

  it('adds nothing when run again, even days later', async () => {
    const before = await rowCounts();
    expect(await seedDemoImaging(deps(), SMALL)).toEqual({ imported: 0, skipped: true });
    t.clock.advance(3 * 24 * 60 * 60);
    expect(await seedDemoImaging(deps(), SMALL)).toEqual({ imported: 0, skipped: true });
    expect(await rowCounts()).toEqual(before);
  });
});

describe("the story of surgeon@'s patient records", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** The record of the story's patient at this index of `DEMO_PATIENT_NAMES`. */
  async function recordOf(index: number) {
    const ids = practicePatientIds(buildDemoImagingCatalog(t.clock.now()), 'surgeon@sagitta.test');
    const [record] = await t.database.db
      .select()
      .from(patients)
      .where(
        and(
          eq(patients.physicianId, await t.userIdOf('surgeon')),
          eq(patients.patientId, ids[index] ?? ''),
        ),
      );
    if (record === undefined) throw new Error(`no record for patient ${index}`);
    return record;
  }
  async function examsOf(index: number) {
    const record = await recordOf(index);
    return t.database.db
      .select({ date: studies.studyDate, description: studies.description })
      .from(studies)
      .where(
        and(eq(studies.patientId, record.id), ne(studies.examType, 'ALIGNMENT_ASSESSMENT_REPORT')),
      )
      .orderBy(studies.studyDate);
  }

  it('has a pediatric patient, 10 years old at the latest exam', async () => {
    const record = await recordOf(DEMO_PATIENT_STORY.pediatric);
    const latest = (await examsOf(DEMO_PATIENT_STORY.pediatric)).at(-1)?.date ?? null;
    expect(pediatricAt(record.birthDate, latest)).toEqual({ pediatric: true });
    expect(ageAt(record.birthDate ?? '', latest ?? '')).toBe(10);
  });

  it('has a patient followed for more than three years, pre-op then post-op', async () => {
    const exams = await examsOf(DEMO_PATIENT_STORY.followedThreeYears);
    expect(exams.map((exam) => exam.description)).toEqual([
      PRE_OP_DESCRIPTION,
      PRE_OP_DESCRIPTION,
      POST_OP_DESCRIPTION,
      POST_OP_DESCRIPTION,
    ]);
    const span = Date.parse(exams.at(-1)?.date ?? '') - Date.parse(exams[0]?.date ?? '');
    expect(span).toBeGreaterThan(3 * 365 * DAY_MS);
  });

  it('flags surgical candidates and an urgent patient, and stars surgeon@ favorites', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    const { db } = t.database;
    const candidates = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.physicianId, surgeonId), eq(patients.surgicalCandidate, true)));
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    expect((await recordOf(DEMO_PATIENT_STORY.urgent)).urgent).toBe(true);
    expect((await recordOf(DEMO_PATIENT_STORY.pediatric)).surgicalCandidate).toBe(true);
    const stars = await db
      .select({ patientId: patientFavorites.patientId })
      .from(patientFavorites)
      .where(eq(patientFavorites.userId, surgeonId));
    expect(stars).toHaveLength(DEMO_PATIENT_STORY.favorites.length);
  });

  it('has notes by surgeon@, staff@ and rep@, some of them unseen by surgeon@', async () => {
    const { db } = t.database;
    const surgeonId = await t.userIdOf('surgeon');
    const notes = await db
      .select({ id: patientNotes.id, author: users.email, text: patientNotes.note })
      .from(patientNotes)
      .innerJoin(users, eq(users.id, patientNotes.authorUserId));
    expect(new Set(notes.map((note) => note.author))).toEqual(
      new Set(['surgeon@sagitta.test', 'staff@sagitta.test', 'rep@sagitta.test']),
    );
    for (const note of notes) expect(note.text).not.toMatch(/[<>&]/);
    const seen = await db
      .select({ noteId: patientNoteViews.noteId })
      .from(patientNoteViews)
      .where(
        and(
          eq(patientNoteViews.userId, surgeonId),
          inArray(
            patientNoteViews.noteId,
            notes.map((note) => note.id),
          ),
        ),
      );
    const seenIds = new Set(seen.map((view) => view.noteId));
    const unseen = notes.filter((note) => !seenIds.has(note.id));
    expect(new Set(unseen.map((note) => note.author))).toEqual(
      new Set(['staff@sagitta.test', 'rep@sagitta.test']),
    );
  });

  it("shows rep.candidates@ only the candidates' exams in the worklist", async () => {
    const signIn = await attemptSignIn(t.app, 'rep.candidates@sagitta.test', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json<{ token: string }>();
    const response = await t.app.inject({
      method: 'GET',
      url: '/patient-list/api/v1/acquisitions?page=1&limit=100',
      headers: {
        authorization: `Bearer ${token}`,
        [ACTING_PHYSICIAN_HEADER]: await t.userIdOf('surgeon'),
      },
    });
    expect(response.statusCode).toBe(200);
    const page = worklistPage.parse(response.json());
    const candidateIds = new Set(
      await Promise.all(
        DEMO_PATIENT_STORY.surgicalCandidates.map(async (i) => (await recordOf(i)).patientId),
      ),
    );
    const seen = new Set(page.items.map((exam) => exam.series.study.patient.patientID));
    expect(seen).toEqual(candidateIds);
    expect(page.totalCount).toBe(page.items.length);
  });
});

describe("surgeon@'s demo alignment assessments", () => {
  const catalog = () => buildDemoImagingCatalog(t.clock.now());
  async function assessmentOf(exam: DemoExam) {
    const [study] = await t.database.db
      .select({ id: studies.id, status: studies.examStatus, type: studies.examType })
      .from(studies)
      .where(eq(studies.studyInstanceUid, exam.study.instanceUid));
    if (study === undefined) throw new Error(`exam ${exam.key} not stored`);
    // Read as surgeon@ reads it: through the API.
    const response = await t.callAs('surgeon', 'GET', `/api/v1/eos-alignments?examId=${study.id}`);
    expect(response.statusCode, `${exam.key}: ${response.body}`).toBe(200);
    const row = alignmentAssessment.parse(response.json());
    const [modeling] = await t.database.db
      .select({ state: modelings.state })
      .from(modelings)
      .where(eq(modelings.id, row.id));
    return { study, row, modelingState: modeling?.state };
  }

  it('are in every state, through the services: exam status, modeling state and audit rows', async () => {
    const plans = demoAssessmentPlans(catalog());
    expect(new Set(plans.map((plan) => plan.state))).toEqual(
      new Set(['draft', 'ready-to-review', 'approved']),
    );
    const expected = {
      draft: { status: 'PROCESSING', modeling: 'IA_IN_PROGRESS' },
      'ready-to-review': { status: 'READY_TO_REVIEW', modeling: 'MODELIZED' },
      approved: { status: 'APPROVED', modeling: 'VALIDATED' },
    } as const;
    const surgeonId = await t.userIdOf('surgeon');
    for (const plan of plans) {
      const { study, row, modelingState: state } = await assessmentOf(plan.exam);
      expect(row.state, plan.exam.key).toBe(plan.state);
      expect(row.phase, plan.exam.key).toBe(plan.phase);
      expect(state, plan.exam.key).toBe(expected[plan.state].modeling);
      if (plan.state !== 'draft') expect(study.status).toBe(expected[plan.state].status);
      expect(row.placedBy?.id).toBe(surgeonId);
      const actions = await t.database.db
        .select({ action: auditEvents.action, details: auditEvents.details })
        .from(auditEvents)
        .where(eq(auditEvents.targetId, row.id));
      expect(actions.map((audit) => audit.action)).toContain('alignment-assessment.save');
      if (plan.state === 'approved') {
        const approval = actions.find((audit) => audit.action === 'alignment-assessment.approve');
        expect(approval?.details).toMatchObject({
          signedBy: surgeonId,
          signatureMethod: 'password',
        });
      }
    }
  });

  it("measure the anatomy's truth: one PI for the followed patient, PT lower after the fusion", async () => {
    const story = catalog().filter((exam) => exam.surgery !== undefined);
    expect(story).toHaveLength(4);
    const measured = await Promise.all(
      story.map(async (exam) => {
        const { row } = await assessmentOf(exam);
        const truth = truthOf(demoLandmarksOf({ ...exam, ...SMALL }).lateral.points);
        const parameters = row.measurement?.parameters;
        if (parameters === undefined) throw new Error(`${exam.key} is not measured`);
        const value = (name: 'PI' | 'PT' | 'SS' | 'LL') => parameters[name].value;
        for (const name of ['PI', 'PT', 'SS', 'LL'] as const) {
          expect(value(name), `${name} of ${exam.key}`).toBeCloseTo(truth[name], 6);
        }
        return { surgery: exam.surgery, PI: value('PI') ?? Number.NaN, PT: value('PT') ?? 0 };
      }),
    );
    for (const { PI } of measured) expect(PI).toBeCloseTo(measured[0]?.PI ?? Number.NaN, 6);
    const tilt = (phase: string) => measured.filter((m) => m.surgery === phase).map((m) => m.PT);
    expect(Math.max(...tilt('POST_OP'))).toBeLessThan(Math.min(...tilt('PRE_OP')));
  });

  it('leaves most exams to measure, and adds nothing when seeded again', async () => {
    const assessed = demoAssessedExamKeys(catalog());
    expect(assessed.size).toBeLessThan(12);
    const [before] = await t.database.db.select({ n: count() }).from(auditEvents);
    await seedDemoImaging(deps(), SMALL);
    const [after] = await t.database.db.select({ n: count() }).from(auditEvents);
    expect(after?.n).toBe(before?.n);
  });
});
