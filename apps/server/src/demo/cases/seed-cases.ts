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
 * Patients whose exams the browser tests expect as the imaging demo leaves them (e2e/): Núñez's
 * statuses, the patient-file journeys', the followed patient's, the signed and the measured
 * exams'. No case is made of theirs.
 */
const LEFT_TO_THE_BROWSER_TESTS: ReadonlySet<number> = new Set([0, 1, 3, 8, 18, 22, 38]);

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
  const scope: PatientScope =
    ROLES[actor] === '3DS_TECHNICIAN'
      ? {
          kind: 'cases',
          technicianId: userId,
          allCases: actor === 'manager',
          candidatesOnly: false,
        }
      : { physicianId: accounts.surgeon, candidatesOnly: false };
  return {
    actorUserId: userId,
    sessionId: SEEDING_CLIENT,
    roles: [ROLES[actor]],
    clientIp: SEEDING_CLIENT,
    now: at,
    async audit(executor, entry) {
      await recordAudit(executor, at, { ...entry, actorUserId: userId, clientIp: SEEDING_CLIENT });
    },
    actingPhysicianId: () => Promise.resolve(accounts.surgeon),
    patientScope: () => Promise.resolve(scope),
  };
}

/** surgeon@'s catalog exams, each patient's latest first, one patient after the other. */
function examsInTurn(catalog: readonly DemoExam[]): { exam: DemoExam; patientIndex: number }[] {
  const assessed = demoAssessedExamKeys(catalog);
  const byPatient = practicePatientIds(catalog, SURGEON).map((id, patientIndex) =>
    catalog
      .filter((exam) => exam.patient.id === id)
      .reverse()
      .filter((exam) => !assessed.has(exam.key))
      // An exam still being modeled by the imaging demo keeps its modeling to itself.
      .filter((exam) => !exam.modelings.some((modeling) => modeling.state === 'IA_IN_PROGRESS'))
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
 * The exams cases may be made of, with what the database says of them: stored with a lateral
 * film, of surgeon@'s, and of a patient 7 or older at the exam date (the request's rule).
 * Nothing the cases themselves change is read, so a second run plans the same cases.
 */
async function caseExams(
  db: Database,
  catalog: readonly DemoExam[],
  surgeonId: string,
): Promise<{ exams: DemoCaseExam[]; studyIds: Map<string, string> }> {
  const inTurn = examsInTurn(catalog);
  const uids = inTurn.map(({ exam }) => exam.study.instanceUid);
  if (uids.length === 0) return { exams: [], studyIds: new Map() };
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
    .where(and(inArray(studies.studyInstanceUid, uids), eq(studies.physicianId, surgeonId)));
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  const exams = inTurn.flatMap(({ exam, patientIndex }) => {
    const row = byUid.get(exam.study.instanceUid);
    if (row === undefined || !row.hasLateral) return [];
    const age = modelRequestAge(row.birthDate, row.studyDate);
    if (age.kind === 'refused') return [];
    const studyDay = row.studyDate === null ? null : Date.parse(`${row.studyDate}T00:00:00Z`);
    return [{ exam, patientIndex, studyDay, pediatric: age.kind === 'pediatric' }];
  });
  return { exams, studyIds: new Map(rows.map((row) => [row.uid, row.id])) };
}

/** The technician places the films' true landmarks just before handing the modeling on. */
async function placeLandmarks(
  tx: Transaction,
  context: RequestContext,
  modelingId: string,
  exam: DemoExam,
  size: { columns: number; rows: number },
): Promise<void> {
  const [row] = await tx
    .select({ revision: alignmentAssessments.revision })
    .from(alignmentAssessments)
    .where(eq(alignmentAssessments.modelingId, modelingId));
  if (row === undefined)
    throw new Error(`the demo case's modeling ${modelingId} has no assessment`);
  await saveLandmarks(tx, context, modelingId, demoLandmarksSave(exam, size, row.revision));
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
    await placeLandmarks(tx, placing, found.modelingId, planned.exam.exam, writing.size);
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
      const body = { examId: writing.examId, type: planned.type, pediatricConfirmed: true };
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
 * modeler@, modeler.new@, planner@ and manager@, and the work in progress now. Each case is
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
  const { exams, studyIds } = await caseExams(db, catalog, accounts.surgeon);
  const planned = planDemoCases(deps.now, exams);
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
