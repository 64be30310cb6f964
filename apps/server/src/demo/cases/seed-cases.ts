import { and, eq, inArray, sql } from 'drizzle-orm';
import { handsModelingOn, modelRequestAge, type RoleName } from '@sagitta/domain';
import {
  alignmentAssessments,
  cases,
  instances,
  patients,
  series,
  studies,
  users,
} from '../../db/schema';
import { saveLandmarks } from '../../modules/alignment/drafting-service';
import {
  approvePediatricCase,
  assignCase,
  actOnCase,
  requestModel,
  startCase,
} from '../../modules/cases/service';
import { recordAudit } from '../../platform/audit/audit';
import type { PatientScope } from '../../platform/access/patient-scope';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/errors/errors';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { RequestContext } from '../../platform/request-context';
import { buildDemoImagingCatalog, type DemoExam } from '../imaging/catalog';
import { demoAssessedExamKeys } from '../imaging/demo-assessments';
import { practicePatientIds } from '../imaging/patient-story';
import { demoLandmarksSave } from '../imaging/seed-assessments';
import { DEMO_IMAGE_SIZE } from '../imaging/seed-imaging';
import { sendToPlanning, takeCase } from './case-moves';
import { DEMO_CASE_ACCOUNTS, type DemoCaseActor } from './demo-case-scripts';
import { planDemoCases, type DemoCaseExam, type DemoCaseStep, type PlannedCase } from './plan';

const SURGEON = DEMO_CASE_ACCOUNTS.surgeon;
/** Audit rows of the seeding say where they come from: no client made these requests. */
const SEEDING_CLIENT = 'demo-seed';
const MINUTE_MS = 60_000;
/**
 * Patients whose exams the browser tests expect as the catalog tells them (e2e/): Núñez's
 * statuses, the patient-file journeys', the followed patient's, the signed and the measured
 * exams'. None of the week's cases is made of theirs; their model stories are (`storiedExams`).
 */
export const LEFT_TO_THE_BROWSER_TESTS: ReadonlySet<number> = new Set([0, 1, 3, 8, 18, 22, 38]);
/**
 * Of those, the patient whose exams the browser tests model and measure themselves
 * (e2e/cases.spec.ts, e2e/measure.spec.ts): not even their model story is made a case.
 */
export const MODELED_BY_THE_BROWSER_TESTS: ReadonlySet<number> = new Set([38]);

export interface SeedCasesDeps {
  db: Database;
  /** The worklist's live feed, told of the modelings the cases start, complete and fail. */
  acquisitionEvents: EventBus<AcquisitionEvent>;
  now: Date;
  /** Told one line when cases were written; silent when absent. */
  log?: (message: string) => void;
}

type Accounts = Record<DemoCaseActor, string>;

async function demoAccounts(db: Database): Promise<Accounts | undefined> {
  const emails = Object.values(DEMO_CASE_ACCOUNTS);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const entries = Object.entries(DEMO_CASE_ACCOUNTS).map(([actor, email]) => [
    actor,
    idOf.get(email),
  ]);
  if (entries.some(([, id]) => id === undefined)) return undefined;
  return Object.fromEntries(entries) as Accounts;
}

const ROLES: Record<DemoCaseActor, RoleName> = {
  surgeon: 'PHYSICIAN',
  surgeon2: 'PHYSICIAN',
  staff: 'CLINICAL_STAFF',
  modeler: '3DS_TECHNICIAN',
  modelerNew: '3DS_TECHNICIAN',
  planner: '3DS_TECHNICIAN',
  manager: '3DS_TECHNICIAN',
};

/**
 * A service context for a demo account at a moment of the demo's past, as the routes build one
 * from a session: a physician's (or staff's, acting for surgeon@) patient scope, a technician's
 * case scope. Its audit rows are dated then.
 */
function contextFor(accounts: Accounts, actor: DemoCaseActor, at: Date): RequestContext {
  const userId = accounts[actor];
  const physicianId = actor === 'surgeon2' ? accounts.surgeon2 : accounts.surgeon;
  const scope: PatientScope =
    ROLES[actor] === '3DS_TECHNICIAN'
      ? {
          kind: 'cases',
          technicianId: userId,
          allCases: actor === 'manager',
          candidatesOnly: false,
        }
      : { physicianId, candidatesOnly: false };
  return {
    actorUserId: userId,
    sessionId: SEEDING_CLIENT,
    roles: [ROLES[actor]],
    clientIp: SEEDING_CLIENT,
    now: at,
    async audit(executor, entry) {
      await recordAudit(executor, at, { ...entry, actorUserId: userId, clientIp: SEEDING_CLIENT });
    },
    actingPhysicianId: () => Promise.resolve(physicianId),
    patientScope: () => Promise.resolve(scope),
  };
}

/** A catalog exam and its patient's index in `DEMO_PATIENT_NAMES` (in its practice). */
type CatalogExam = { exam: DemoExam; patientIndex: number };

/** surgeon@'s catalog exams, each patient's latest first, one patient after the other. */
function examsInTurn(catalog: readonly DemoExam[]): CatalogExam[] {
  const assessed = demoAssessedExamKeys(catalog);
  const byPatient = practicePatientIds(catalog, SURGEON).map((id, patientIndex) =>
    catalog
      .filter((exam) => exam.patient.id === id)
      .reverse()
      .filter((exam) => !assessed.has(exam.key))
      // An exam whose model story is still in progress keeps it (`historyCases`).
      .filter((exam) => exam.model?.outcome !== 'in-progress')
      .map((exam) => ({ exam, patientIndex })),
  );
  const rounds = Math.max(0, ...byPatient.map((exams) => exams.length));
  return Array.from({ length: rounds }, (_, round) =>
    byPatient.flatMap((exams, patientIndex) =>
      LEFT_TO_THE_BROWSER_TESTS.has(patientIndex) ? [] : (exams[round] ?? []),
    ),
  ).flat();
}

/**
 * Every catalog exam with a model story, in catalog order, but those with a demo assessment (the
 * physician measured them) and those the browser tests model themselves.
 */
function storiedExams(catalog: readonly DemoExam[]): CatalogExam[] {
  const assessed = demoAssessedExamKeys(catalog);
  const indexes = new Map(
    [SURGEON, DEMO_CASE_ACCOUNTS.surgeon2].flatMap((email) =>
      practicePatientIds(catalog, email).map((id, index) => [id, index] as const),
    ),
  );
  return catalog.flatMap((exam) => {
    const patientIndex = indexes.get(exam.patient.id) ?? -1;
    const modeledByTests =
      exam.physicianEmail === SURGEON && MODELED_BY_THE_BROWSER_TESTS.has(patientIndex);
    if (exam.model === null || assessed.has(exam.key) || modeledByTests) return [];
    return [{ exam, patientIndex }];
  });
}

/**
 * The exams cases may be made of, with what the database says of them: stored with a lateral
 * film, of a demo physician's, and of a patient 7 or older at the exam date (the request's
 * rule): the week's candidates (`examsInTurn`) and the storied exams (`storiedExams`).
 * Nothing the cases themselves change is read, so a second run plans the same cases.
 */
async function caseExams(
  db: Database,
  catalog: readonly DemoExam[],
  physicianIds: readonly string[],
): Promise<{ week: DemoCaseExam[]; storied: DemoCaseExam[]; studyIds: Map<string, string> }> {
  const inTurn = examsInTurn(catalog);
  const storied = storiedExams(catalog);
  const uids = [...inTurn, ...storied].map(({ exam }) => exam.study.instanceUid);
  if (uids.length === 0) return { week: [], storied: [], studyIds: new Map() };
  const lateral = db
    .select({ id: instances.id })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(and(eq(series.studyId, studies.id), eq(instances.view, 'LATERAL')));
  const rows = await db
    .select({
      id: studies.id,
      uid: studies.studyInstanceUid,
      studyDate: studies.studyDate,
      birthDate: patients.birthDate,
      hasLateral: sql<boolean>`exists (${lateral})`,
    })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(
      and(inArray(studies.studyInstanceUid, uids), inArray(studies.physicianId, physicianIds)),
    );
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  const known = (exams: CatalogExam[]): DemoCaseExam[] =>
    exams.flatMap(({ exam, patientIndex }) => {
      const row = byUid.get(exam.study.instanceUid);
      if (row === undefined || !row.hasLateral) return [];
      const age = modelRequestAge(row.birthDate, row.studyDate);
      if (age.kind === 'refused') return [];
      const studyDay = row.studyDate === null ? null : Date.parse(`${row.studyDate}T00:00:00Z`);
      return [{ exam, patientIndex, studyDay, pediatric: age.kind === 'pediatric' }];
    });
  return {
    week: known(inTurn),
    storied: known(storied),
    studyIds: new Map(rows.map((row) => [row.uid, row.id])),
  };
}

/** The technician places the films' true landmarks just before handing the modeling on. */
async function placeLandmarks(
  { tx, acquisitionEvents, planned, size }: CaseWriting,
  context: RequestContext,
  modelingId: string,
): Promise<void> {
  const [row] = await tx
    .select({ revision: alignmentAssessments.revision })
    .from(alignmentAssessments)
    .where(eq(alignmentAssessments.modelingId, modelingId));
  if (row === undefined)
    throw new Error(`the demo case's modeling ${modelingId} has no assessment`);
  const save = demoLandmarksSave(planned.exam.exam, size, row.revision);
  await saveLandmarks({ db: tx, acquisitionEvents }, context, modelingId, save);
}

/** What writing one case needs, and the case once requested. */
interface CaseWriting {
  tx: Transaction;
  acquisitionEvents: EventBus<AcquisitionEvent>;
  accounts: Accounts;
  planned: PlannedCase;
  examId: string;
  size: { columns: number; rows: number };
  caseId: string;
}

/** A workflow action; the technician handing the modeling on places the landmarks first. */
async function act(writing: CaseWriting, step: Extract<DemoCaseStep, { event: 'Act' }>) {
  const { tx, accounts, planned, caseId } = writing;
  const context = contextFor(accounts, step.actor, step.at);
  const [found] = await tx
    .select({ stage: cases.stage, modelingId: cases.modelingId })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (found === undefined) throw new Error(`demo case ${planned.name} vanished`);
  if (handsModelingOn(found.stage, step.act.action)) {
    const placedAt = new Date(step.at.getTime() - 2 * MINUTE_MS);
    const placing = contextFor(accounts, step.actor, placedAt);
    await placeLandmarks(writing, placing, found.modelingId);
  }
  if (step.act.action === 'SendToPlanning') {
    await sendToPlanning(tx, context, caseId, step.act);
  } else {
    await actOnCase(
      { db: tx, acquisitionEvents: writing.acquisitionEvents },
      context,
      caseId,
      step.act,
    );
  }
}

/** One event of the case's history, through the service its actor's request would call. */
async function writeStep(writing: CaseWriting, step: DemoCaseStep): Promise<void> {
  const { tx, accounts, planned, caseId } = writing;
  const context = contextFor(accounts, step.actor, step.at);
  // The history is written before anyone listens: no case channel, no email.
  const services = { db: tx, acquisitionEvents: writing.acquisitionEvents };
  switch (step.event) {
    case 'Requested': {
      const body = {
        examId: writing.examId,
        ...(planned.type === undefined ? {} : { type: planned.type }),
        pediatricConfirmed: true,
      };
      const created = await requestModel(services, context, body);
      if (created.pediatric !== planned.exam.pediatric) {
        throw new Error(`demo case ${planned.name}: the request's pediatric flag differs`);
      }
      writing.caseId = created.id;
      return;
    }
    case 'PediatricApproved':
      await approvePediatricCase(services, context, caseId);
      return;
    case 'Taken':
      await takeCase(tx, context, caseId);
      return;
    case 'Assigned':
      await assignCase(services, context, caseId, { assigneeId: accounts[step.assignee] });
      return;
    case 'Started':
      await startCase(services, context, caseId);
      return;
    case 'Act':
      await act(writing, step);
      return;
  }
}

/**
 * The demo's 3D cases (issue 18, `planDemoCases`): a week of surgeon@'s requests worked by
 * modeler@, modeler.new@, planner@ and manager@, the work in progress now, then the model story of
 * every other demo exam (surgeon2@'s too), so that every modeling of the demo comes from the
 * queue. Each case is
 * written in one transaction, so it is there whole or not at all; an exam that already has a
 * case (from an earlier run, or a user's request) is skipped, so a second run adds nothing. A case
 * the services refuse (a user changed its exam meanwhile) is left out. Needs the demo accounts
 * and the demo imaging, assessments included (`seedDemoImaging`).
 * @param size - the demo images' size, for the landmarks' pixel positions
 * @returns how many cases this call wrote
 */
export async function seedDemoCases(
  deps: SeedCasesDeps,
  size: { columns: number; rows: number } = DEMO_IMAGE_SIZE,
): Promise<number> {
  const { db } = deps;
  // Dates aside, the catalog is the one the exams were seeded from, whenever that was.
  const catalog = buildDemoImagingCatalog(deps.now);
  const accounts = await demoAccounts(db);
  if (accounts === undefined) return 0;
  const { week, storied, studyIds } = await caseExams(db, catalog, [
    accounts.surgeon,
    accounts.surgeon2,
  ]);
  const planned = planDemoCases(deps.now, week, storied);
  const examIds = planned.flatMap(({ exam }) => studyIds.get(exam.exam.study.instanceUid) ?? []);
  if (examIds.length === 0) return 0;
  const taken = new Set(
    (
      await db
        .selectDistinct({ studyId: cases.studyId })
        .from(cases)
        .where(inArray(cases.studyId, examIds))
    ).map((row) => row.studyId),
  );
  let written = 0;
  for (const plan of planned) {
    const examId = studyIds.get(plan.exam.exam.study.instanceUid);
    if (examId === undefined || taken.has(examId)) continue;
    try {
      await db.transaction(async (tx) => {
        const { acquisitionEvents } = deps;
        const writing: CaseWriting = {
          tx,
          acquisitionEvents,
          accounts,
          planned: plan,
          examId,
          size,
          caseId: '',
        };
        // Step by step as its actors' requests went, at their times (`writeStep`).
        for (const step of plan.steps) await writeStep(writing, step);
      });
      written++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  if (written > 0) deps.log?.(`Demo cases: ${written} 3D cases`);
  return written;
}
