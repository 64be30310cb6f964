import { asc, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  ageAt,
  apiUrl,
  CASE_QUEUE_MESSAGES,
  CASE_STAGES,
  caseHistory,
  casePage,
  caseTransition,
  type CaseAction,
  CASE_ACTIONS,
} from '@sagitta/domain';
import {
  alignmentAssessments,
  auditEvents,
  caseEvents,
  cases,
  modelings,
  patients,
  studies,
  users,
} from '../../db/schema';
import { alignmentReportWriter } from '../../modules/alignment-reports/report-writer';
import { LocalEventBus } from '../../platform/realtime/event-bus';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import { useTestApp } from '../../../test/harness';
import { buildDemoImagingCatalog, type DemoExam } from '../imaging/catalog';
import { demoAssessedExamKeys } from '../imaging/demo-assessments';
import { practicePatientIds } from '../imaging/patient-story';
import { seedDemoImaging } from '../imaging/seed-imaging';
import { DEMO_CASE_ACCOUNTS } from './demo-case-scripts';
import { OPEN_CASES } from './open-cases';
import {
  LEFT_TO_THE_BROWSER_TESTS,
  MODELED_BY_THE_BROWSER_TESTS,
  seedDemoCases,
} from './seed-cases';

/** Small images: the cases are what these tests look at, not the pixels. */
const SMALL = { columns: 48, rows: 144 };
const DAY_MS = 24 * 60 * 60 * 1000;

const t = useTestApp();

type CaseRow = typeof cases.$inferSelect;
type EventRow = typeof caseEvents.$inferSelect;
let rows: CaseRow[] = [];
let historyOf = new Map<string, EventRow[]>();
let idOf = new Map<string, string>();
let written = 0;

const seedCases = () =>
  seedDemoCases(
    {
      db: t.database.db,
      acquisitionEvents: new LocalEventBus<AcquisitionEvent>(),
      now: t.clock.now(),
    },
    SMALL,
  );

async function readCases() {
  rows = await t.database.db.select().from(cases);
  const events = await t.database.db.select().from(caseEvents).orderBy(asc(caseEvents.seq));
  historyOf = new Map(rows.map((row) => [row.id, events.filter((e) => e.caseId === row.id)]));
}

const open = () => rows.filter((row) => row.closedAt === null);
/** The catalog's model stories still in progress that the demo makes cases of. */
const storiesInProgress = () => {
  const catalog = buildDemoImagingCatalog(t.clock.now());
  const assessed = demoAssessedExamKeys(catalog);
  return catalog.filter((exam) => exam.model?.outcome === 'in-progress' && !assessed.has(exam.key));
};
const closed = () => rows.filter((row) => row.closedAt !== null);
const eventsOf = (row: CaseRow): EventRow[] => historyOf.get(row.id) ?? [];
const account = (actor: keyof typeof DEMO_CASE_ACCOUNTS) => idOf.get(DEMO_CASE_ACCOUNTS[actor]);

// The test template holds the demo accounts only: the imaging demo, then the cases, are seeded
// here, as the server's start-up seeds them.
beforeAll(async () => {
  const { blobs, workers } = t.app.services;
  await seedDemoImaging(
    {
      db: t.database.db,
      blobs,
      clock: t.clock,
      review: { writeReport: alignmentReportWriter({ db: t.database.db, blobs, workers }) },
    },
    SMALL,
  );
  written = await seedCases();
  await readCases();
  const accounts = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO_CASE_ACCOUNTS)));
  idOf = new Map(accounts.map((row) => [row.email, row.id]));
}, 300_000);

describe('the demo 3D cases', () => {
  it('cover every stage: a week of closed cases, the model stories before it, and the work in progress', () => {
    expect(written).toBe(rows.length);
    expect(new Set(rows.map((row) => row.stage))).toEqual(new Set(CASE_STAGES));
    const now = t.clock.now().getTime();
    const daysAgo = (row: CaseRow) => Math.floor((now - row.createdAt.getTime()) / DAY_MS);
    const week = closed().filter((row) => daysAgo(row) <= 7);
    for (const day of [1, 2, 3, 4, 5, 6, 7]) {
      expect(week.filter((row) => daysAgo(row) === day).length).toBeGreaterThanOrEqual(4);
    }
    // The exams' model stories go back two years (and the followed patient's further).
    expect(closed().length).toBeGreaterThan(week.length + 20);
    expect(Math.max(...closed().map(daysAgo))).toBeGreaterThan(365);
    for (const row of closed()) expect(row.closedAt?.getTime()).toBeLessThanOrEqual(now);
    expect(open()).toHaveLength(OPEN_CASES.length + storiesInProgress().length);
  });

  it('have the stated open cases: queue, the urgent one started, QC, pediatric approval, PreopRod', async () => {
    const initial = open().filter((row) => row.stage === 'InitialModeling');
    // staff@'s request, and the model stories still in progress.
    const queued = initial.filter(
      (row) => row.assigneeId === null && !(row.pediatric && row.approvedAt === null),
    );
    expect(queued).toHaveLength(1 + storiesInProgress().length);
    expect(queued.every((row) => row.priority === 'Regular')).toBe(true);
    // The urgent patient's case came first from the queue: modeler@ is working on it.
    const started = initial.filter((row) => row.assigneeId === account('modeler'));
    expect(started).toMatchObject([{ priority: 'High' }]);
    expect(started[0]?.startedAt).not.toBeNull();
    const [patient] = await t.database.db
      .select({ urgent: patients.urgent })
      .from(patients)
      .where(eq(patients.id, started[0]?.patientId ?? ''));
    expect(patient?.urgent).toBe(true);
    expect(open().filter((row) => row.priority === 'High')).toHaveLength(1);
    const qc = open().filter((row) => row.stage === 'ModelingQC');
    expect(qc).toMatchObject([{ assigneeId: null, workedBy: account('modelerNew') }]);

    const awaiting = open().filter((row) => row.pediatric && row.approvedAt === null);
    expect(awaiting).toHaveLength(1);
    const [exam] = await t.database.db
      .select({ birthDate: patients.birthDate, studyDate: studies.studyDate })
      .from(studies)
      .innerJoin(patients, eq(patients.id, studies.patientId))
      .where(eq(studies.id, awaiting[0]?.studyId ?? ''));
    expect(ageAt(exam?.birthDate ?? '', exam?.studyDate ?? '')).toBeLessThan(18);

    expect(open().filter((row) => row.type === 'PreopRod').length).toBeGreaterThanOrEqual(1);
    // Every technician holds one open case at most, as the queue gives them.
    const held = open().flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId]));
    expect(new Set(held).size).toBe(held.length);
  });

  it('have closed cases completed through QC and a return, and rejected for varied reasons', () => {
    const rejected = rows.filter((row) => row.stage === 'Rejected');
    const reasons = new Set(rejected.map((row) => row.rejectionReason));
    expect(reasons).toContain('PresenceOfPatientMotion');
    expect(reasons.size).toBeGreaterThanOrEqual(4);
    for (const row of rejected.filter((r) => r.rejectionReason === 'Other')) {
      expect(row.comment).not.toBeNull();
    }
    const completed = rows.filter((row) => row.stage === 'Completed');
    expect(completed.length).toBeGreaterThan(rejected.length * 2);
    const through = (stage: string) =>
      completed.filter((row) => eventsOf(row).some((event) => event.toStage === stage));
    expect(through('ModelingQC').length).toBeGreaterThanOrEqual(3);
    expect(through('PlanningQC').length).toBeGreaterThanOrEqual(1);
    const returned = completed.filter((row) => eventsOf(row).some((e) => e.event === 'Return'));
    expect(returned.length).toBeGreaterThanOrEqual(2);
    for (const row of returned) expect(row.returned).toBe(true);
  });

  it('each have an ordered history, consistent with the workflow, ending at the case’s stage', () => {
    const technicians = new Set(
      (['modeler', 'modelerNew', 'planner', 'manager'] as const).map(account),
    );
    const now = t.clock.now().getTime();
    for (const row of rows) {
      const events = eventsOf(row);
      const [first] = events;
      expect(first).toMatchObject({
        event: 'Requested',
        fromStage: null,
        toStage: 'InitialModeling',
        actorId: row.requestedBy,
        at: row.createdAt,
      });
      let stage = first?.toStage;
      let at = first?.at.getTime() ?? 0;
      for (const event of events.slice(1)) {
        expect(event.fromStage, `${row.id} ${event.event}`).toBe(stage);
        expect(event.at.getTime()).toBeGreaterThanOrEqual(at);
        expect(technicians.has(event.actorId ?? '')).toBe(true);
        if ((CASE_ACTIONS as readonly string[]).includes(event.event) && stage) {
          const byManager = event.actorId === account('manager');
          const move = caseTransition(
            stage,
            event.event as CaseAction,
            {
              relation: byManager ? 'manager' : 'assignee',
              inexperienced: event.actorId === account('modelerNew'),
            },
            { type: row.type, strategyWaiting: true },
          );
          expect(move).toEqual({ ok: true, stage: event.toStage });
        } else {
          expect(event.toStage).toBe(stage);
        }
        stage = event.toStage;
        at = event.at.getTime();
      }
      expect(stage).toBe(row.stage);
      expect(row.updatedAt.getTime()).toBe(at);
      expect(at).toBeLessThanOrEqual(now);
      expect(row.closedAt?.getTime() ?? null).toBe(row.closedAt === null ? null : at);
      const modeled = events.find(
        (e) =>
          (e.fromStage === 'InitialModeling' || e.fromStage === 'ModelingQC') &&
          e.toStage !== null &&
          !['InitialModeling', 'ModelingQC', 'Rejected'].includes(e.toStage),
      );
      expect(row.modeledAt).toEqual(modeled?.at ?? null);
      // Who did the work QC last checked: the actor who sent it there.
      const qc = events.filter(
        (e) =>
          e.fromStage !== e.toStage && (e.toStage === 'ModelingQC' || e.toStage === 'PlanningQC'),
      );
      expect(row.workedBy).toBe(qc.at(-1)?.actorId ?? null);
    }
  });

  it('give each exam of surgeon@’s or surgeon2@’s one case at most, on its own modeling', async () => {
    const examIds = rows.map((row) => row.studyId);
    expect(new Set(examIds).size).toBe(examIds.length);
    expect(new Set(rows.map((row) => row.modelingId)).size).toBe(rows.length);
    const physicians = [account('surgeon'), account('surgeon2')];
    expect(new Set(rows.map((row) => row.physicianId))).toEqual(new Set(physicians));
    const exams = await t.database.db
      .select({ id: studies.id, physicianId: studies.physicianId })
      .from(studies)
      .where(inArray(studies.id, examIds));
    const physicianOf = new Map(exams.map((exam) => [exam.id, exam.physicianId]));
    for (const row of rows) expect(physicianOf.get(row.studyId)).toBe(row.physicianId);
  });

  it('make every modeling of the demo through a case, but surgeon@’s own assessments', async () => {
    const found = await t.database.db
      .select({ id: modelings.id, caseId: cases.id, placedBy: alignmentAssessments.placedBy })
      .from(modelings)
      .leftJoin(cases, eq(cases.modelingId, modelings.id))
      .leftJoin(alignmentAssessments, eq(alignmentAssessments.modelingId, modelings.id));
    const surgeonId = account('surgeon');
    for (const row of found) {
      if (row.caseId === null) expect(row.placedBy, row.id).toBe(surgeonId);
    }
    expect(found.filter((row) => row.caseId !== null)).toHaveLength(rows.length);
  });

  it('tell the catalog’s model story of the exams the week leaves: surgeon2@’s, the browser tests’', async () => {
    const catalog = buildDemoImagingCatalog(t.clock.now());
    const surgeonIds = practicePatientIds(catalog, DEMO_CASE_ACCOUNTS.surgeon);
    const left = (exam: DemoExam) =>
      exam.physicianEmail === DEMO_CASE_ACCOUNTS.surgeon2 ||
      LEFT_TO_THE_BROWSER_TESTS.has(surgeonIds.indexOf(exam.patient.id));
    const assessed = demoAssessedExamKeys(catalog);
    const exams = catalog.filter((exam) => left(exam) && !assessed.has(exam.key));
    const found = await t.database.db
      .select({ uid: studies.studyInstanceUid, state: modelings.state, stage: cases.stage })
      .from(studies)
      .leftJoin(modelings, eq(modelings.studyId, studies.id))
      .leftJoin(cases, eq(cases.modelingId, modelings.id))
      .where(
        inArray(
          studies.studyInstanceUid,
          exams.map((exam) => exam.study.instanceUid),
        ),
      );
    const byUid = new Map(found.map((row) => [row.uid, row]));
    const expected = {
      none: { state: null, stage: null },
      modeled: { state: 'MODELIZED', stage: 'Completed' },
      rejected: { state: 'NOT_MODELIZED', stage: 'Rejected' },
      'in-progress': { state: 'IA_IN_PROGRESS', stage: 'InitialModeling' },
    } as const;
    expect(found).toHaveLength(exams.length);
    for (const exam of exams) {
      const modeledByTests = MODELED_BY_THE_BROWSER_TESTS.has(surgeonIds.indexOf(exam.patient.id));
      const story = modeledByTests ? 'none' : (exam.model?.outcome ?? 'none');
      expect(byUid.get(exam.study.instanceUid), exam.key).toMatchObject(expected[story]);
    }
    expect(new Set(exams.map((exam) => exam.model?.outcome ?? 'none'))).toEqual(
      new Set(Object.keys(expected)),
    );
  });

  it('leave the modelings, assessments and exams as the workflow leaves them', async () => {
    const found = await t.database.db
      .select({
        id: modelings.id,
        studyId: modelings.studyId,
        state: modelings.state,
        modelType: modelings.modelType,
        assessment: alignmentAssessments.state,
        completedBy: alignmentAssessments.completedBy,
        examStatus: studies.examStatus,
      })
      .from(modelings)
      .innerJoin(alignmentAssessments, eq(alignmentAssessments.modelingId, modelings.id))
      .innerJoin(studies, eq(studies.id, modelings.studyId))
      .where(
        inArray(
          modelings.id,
          rows.map((row) => row.modelingId),
        ),
      );
    const byId = new Map(found.map((row) => [row.id, row]));
    for (const row of rows) {
      const modeling = byId.get(row.modelingId);
      expect(modeling?.studyId).toBe(row.studyId);
      expect(modeling?.modelType).toBe('Alignment');
      if (row.stage === 'Completed') {
        expect(modeling).toMatchObject({
          state: 'MODELIZED',
          assessment: 'ready-to-review',
          examStatus: 'READY_TO_REVIEW',
          completedBy: eventsOf(row).at(-1)?.actorId,
        });
      } else if (row.stage === 'Rejected') {
        expect(modeling).toMatchObject({ state: 'NOT_MODELIZED', assessment: 'draft' });
      } else {
        expect(modeling).toMatchObject({ state: 'IA_IN_PROGRESS', assessment: 'draft' });
      }
    }
  });

  it('read through the case API as the live workflow’s own', async () => {
    const all = await t.callAs('manager', 'GET', `${API_PATHS.cases}?view=all&limit=200`);
    expect(all.statusCode, all.body).toBe(200);
    expect(casePage.parse(all.json()).totalCount).toBe(rows.length);
    for (const row of rows) {
      const history = await t.callAs(
        'manager',
        'GET',
        apiUrl(API_PATHS.caseHistory, { id: row.id }),
      );
      expect(history.statusCode).toBe(200);
      expect(caseHistory.parse(history.json()).entries).toHaveLength(eventsOf(row).length);
    }
    // modeler@ is working on a case: the queue gives them no other until it is done.
    await t.database.db
      .update(users)
      .set({ onlineStatus: 'Online' })
      .where(eq(users.id, account('modeler') ?? ''));
    const next = await t.callAs('modeler', 'POST', API_PATHS.caseQueueNext);
    expect(next.statusCode).toBe(409);
    expect(next.json()).toMatchObject({ message: CASE_QUEUE_MESSAGES.busy });
  });

  it('are written once: a second seeding adds nothing', async () => {
    const counted = async () => {
      const [caseRows] = await t.database.db.select({ n: count() }).from(cases);
      const [eventRows] = await t.database.db.select({ n: count() }).from(caseEvents);
      const [auditRows] = await t.database.db.select({ n: count() }).from(auditEvents);
      return [caseRows?.n, eventRows?.n, auditRows?.n];
    };
    const before = await counted();
    expect(await seedCases()).toBe(0);
    expect(await counted()).toEqual(before);
  });
});
