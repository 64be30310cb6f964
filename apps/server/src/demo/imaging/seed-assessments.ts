import { eq, inArray } from 'drizzle-orm';
import type { AlignmentAssessment, AlignmentLandmarksSave } from '@sagitta/domain';
import { studies, users } from '../../db/schema';
import {
  latestAssessment,
  openAssessment,
  type AssessmentServices,
} from '../../modules/alignment/assessment-service';
import { completeAssessment, saveLandmarks } from '../../modules/alignment/drafting-service';
import {
  approveAssessment,
  validateAssessment,
  type ReviewServices,
} from '../../modules/alignment/review-service';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { DEMO_PASSWORD } from '../accounts';
import { demoLandmarksOf } from './anatomy-landmarks';
import type { DemoExam } from './catalog';
import { demoAssessmentPlans, type DemoAssessmentPlan } from './demo-assessments';

const SURGEON = 'surgeon@sagitta.test';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Audit rows of the seeding say where they come from: no client made these requests. */
const SEEDING_CLIENT = 'demo-seed';

export interface SeedAssessmentsDeps extends AssessmentServices {
  /** What the approval route gives the review service: the PDF report's writer. */
  review: Omit<ReviewServices, 'db'>;
  now: Date;
}

/**
 * A service context for surgeon@ acting as themself, as the routes build one from a session:
 * the changes go through the alignment services, so their audit rows, modeling states and exam
 * statuses are the ones a surgeon's clicks make. Dated a little after the exam, as if measured
 * then, never after `now`.
 */
function surgeonContext(surgeonId: string, at: Date): RequestContext {
  return {
    actorUserId: surgeonId,
    sessionId: SEEDING_CLIENT,
    roles: ['PHYSICIAN'],
    clientIp: SEEDING_CLIENT,
    now: at,
    async audit(executor, entry) {
      await recordAudit(executor, at, {
        ...entry,
        actorUserId: surgeonId,
        clientIp: SEEDING_CLIENT,
      });
    },
    actingPhysicianId: () => Promise.resolve(surgeonId),
    patientScope: () => Promise.resolve({ physicianId: surgeonId, candidatesOnly: false }),
  };
}

/** The films' true landmarks, with the calibration the headers' Pixel Spacing gives. */
export function demoLandmarksSave(
  exam: DemoExam,
  size: { columns: number; rows: number },
  revision: number,
): AlignmentLandmarksSave {
  const { lateral, frontal } = demoLandmarksOf({ ...exam, ...size });
  // Until the instances store their header spacing (h-calib), the draft names it explicitly.
  return {
    revision,
    lateral: { facing: lateral.facing, points: lateral.points },
    frontal: { points: frontal.points },
    calibration: {
      lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: lateral.pixelSpacingMm },
      frontal: { source: 'PIXEL_SPACING', pixelSpacingMm: frontal.pixelSpacingMm },
    },
  };
}

const STEPS = { draft: 0, 'ready-to-review': 1, approved: 2 } as const;

/**
 * Takes one exam's assessment as far as its plan says, from wherever it is: a restart after a
 * crash carries on, and an assessment a user changed since (or approved) is left as it is.
 */
async function advance(
  deps: SeedAssessmentsDeps,
  context: RequestContext,
  examId: string,
  plan: DemoAssessmentPlan,
  save: (revision: number) => AlignmentLandmarksSave,
): Promise<boolean> {
  const existing = await latestAssessment(deps.db, context, examId);
  if (existing?.state === 'approved') return false;
  if (existing !== undefined && existing.lateral !== null) {
    if (STEPS[existing.state] >= STEPS[plan.state]) return false;
  }
  let assessment: AlignmentAssessment =
    existing ?? (await openAssessment(deps, context, { examId, phase: plan.phase })).assessment;
  if (assessment.state === 'draft' && assessment.lateral === null) {
    assessment = await saveLandmarks(deps, context, assessment.id, save(assessment.revision));
  }
  if (STEPS[plan.state] >= STEPS['ready-to-review'] && assessment.state === 'draft') {
    assessment = await completeAssessment(deps, context, assessment.id);
  }
  if (plan.state === 'approved') {
    const review = { ...deps.review, db: deps.db };
    if (assessment.userValidatedAt === null) {
      assessment = await validateAssessment(review, context, assessment.id);
    }
    // The demo account's password: a surgeon who changed it keeps the assessment to review.
    try {
      await approveAssessment(review, context, assessment.id, {
        eosAlignmentStatus: 'Approved',
        password: DEMO_PASSWORD,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
    }
  }
  return true;
}

/**
 * surgeon@'s demo assessments (`demo-assessments.ts`): measured from the synthetic anatomy's own
 * landmarks, so their values are known, and taken through the alignment services as a surgeon
 * would. Idempotent: an exam whose assessment is already as far as planned is skipped, and the
 * whole seeding is one query once its last planned approval is there.
 * @returns how many assessments this call created or moved on
 */
export async function seedDemoAssessments(
  deps: SeedAssessmentsDeps,
  catalog: readonly DemoExam[],
  size: { columns: number; rows: number },
): Promise<number> {
  const planned = demoAssessmentPlans(catalog);
  const uids = planned.map(({ exam }) => exam.study.instanceUid);
  if (uids.length === 0) return 0;
  const [surgeon] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, SURGEON));
  if (surgeon === undefined) return 0;
  const examIds = new Map(
    (
      await deps.db
        .select({ id: studies.id, uid: studies.studyInstanceUid })
        .from(studies)
        .where(inArray(studies.studyInstanceUid, uids))
    ).map((row) => [row.uid, row.id]),
  );
  const lastId = examIds.get(planned.at(-1)?.exam.study.instanceUid ?? '');
  const done =
    lastId === undefined
      ? undefined
      : await latestAssessment(deps.db, surgeonContext(surgeon.id, deps.now), lastId);
  if (done?.state === 'approved') {
    return 0;
  }
  let changed = 0;
  for (const plan of planned) {
    const { exam } = plan;
    const examId = examIds.get(exam.study.instanceUid);
    if (examId === undefined) continue;
    const studyAt = Date.UTC(
      Number(exam.study.date.slice(0, 4)),
      Number(exam.study.date.slice(4, 6)) - 1,
      Number(exam.study.date.slice(6, 8)),
    );
    const at = new Date(Math.min(deps.now.getTime(), studyAt + plan.daysAfterExam * DAY_MS));
    const context = surgeonContext(surgeon.id, at);
    const save = (revision: number) => demoLandmarksSave(exam, size, revision);
    if (await advance(deps, context, examId, plan, save)) changed++;
  }
  return changed;
}
