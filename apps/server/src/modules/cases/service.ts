import {
  CASE_ASSIGNMENT_MESSAGES,
  CASE_QUEUE_MESSAGES,
  CASE_REQUEST_MESSAGES,
  QC_STAGES,
  caseTransition,
  handsModelingOn,
  modelRequestAge,
  modelingHandOverProblem,
  stagesTakenBy,
  takesNewCases,
  FINAL_CASE_STAGES,
  type CaseActionBody,
  type CaseAssignment,
  type CasePriority,
  type CaseSummary,
  type ModelRequest,
} from '@sagitta/domain';
import type { Database, Executor } from '../../platform/db/database';
import { Conflict, Invalid } from '../../platform/errors/errors';
import type { JobWorker } from '../../platform/jobs/queue';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import type { CaseChange } from '../../platform/realtime/case-events';
import type { AuditEntry } from '../../platform/audit/audit';
import type { RequestContext } from '../../platform/request-context';
import { announceDraft, openDraft } from '../alignment/assessment-service';
import {
  caseLateralLandmarks,
  failCaseAssessment,
  releaseCaseAssessment,
  reopenCaseAssessment,
} from '../alignment/case-work';
import { actorOn, callerTechnician, caseVisibleTo, requireManager } from './access';
import { announceCaseChanges, caseChangeOf } from './case-changes';
import { caseSummaryOf } from './case-shape';
import { queueModelOutcomeEmail } from './notification-jobs';
import {
  findCaseSummary,
  findOpenCaseOfExam,
  findTechnician,
  insertCase,
  insertCaseEvents,
  patientIsUrgent,
  takeNextCase,
  updateCase,
  type CaseEventInput,
  type CaseRow,
  type NewCase,
} from './repo';

/** What the case use cases need besides the request: the database and the worklist's feed. */
export interface CaseServices {
  db: Database;
  acquisitionEvents: EventBus<AcquisitionEvent>;
  /**
   * The job queue: a release or a rejection queues the physician's email and kicks it. The demo's
   * history, written after the fact, leaves it out and emails nobody.
   */
  jobs?: Pick<JobWorker, 'kick'>;
  /** The case lists' live channel: every change is published after its commit (not the demo's). */
  caseEvents?: EventBus<CaseChange>;
}

/** The case as the lists show it, read again after a change. */
export async function summaryOf(db: Executor, id: string, now: Date): Promise<CaseSummary> {
  const row = await findCaseSummary(db, id);
  if (row === undefined) throw new Error(`case ${id} vanished`);
  return caseSummaryOf(row, now);
}

/**
 * A physician (or staff acting for one) requests a 3D model of an exam in scope (issue 18). The
 * request opens the exam's alignment assessment draft, which the technician completes: the
 * worklist shows the modeling in progress at once, also when an earlier case was rejected (its
 * failed modeling goes back in progress). A model waiting for the physician's review, or
 * approved, is refused. Under 7 at the exam date is refused; under 18 (or an age that cannot be
 * told) needs the caller's confirmation, then a manager's approval.
 */
export async function requestModel(
  { db, acquisitionEvents, caseEvents }: CaseServices,
  context: RequestContext,
  body: ModelRequest,
): Promise<CaseSummary> {
  const announced: CaseChange[] = [];
  const phase = body.type === undefined ? undefined : body.type === 'PostOp' ? 'POST_OP' : 'PRE_OP';
  const scope = await context.patientScope();
  const { id, opened, restarted } = await db.transaction(async (tx) => {
    const opened = await openDraft(tx, context, scope, {
      examId: body.examId,
      ...(phase ? { phase } : {}),
    });
    const { exam } = opened;
    if ((await findOpenCaseOfExam(tx, exam.id)) !== null) {
      throw new Conflict(CASE_REQUEST_MESSAGES.alreadyRequested);
    }
    // A reused assessment: its modeling back in progress after a rejected case; none in review.
    const restarted = !opened.created && (await reopenCaseAssessment(tx, opened.id));
    const age = modelRequestAge(exam.birthDate, exam.studyDate);
    if (age.kind === 'refused') {
      throw new Conflict(CASE_REQUEST_MESSAGES.underSeven, { reason: age.reason });
    }
    const pediatric = age.kind === 'pediatric';
    if (pediatric && body.pediatricConfirmed !== true) {
      throw new Conflict(CASE_REQUEST_MESSAGES.pediatricUnconfirmed, { pediatric: true });
    }
    const row: NewCase = {
      patientId: exam.patientId,
      studyId: exam.id,
      modelingId: opened.id,
      physicianId: exam.physicianId,
      requestedBy: context.actorUserId,
      type: body.type ?? (opened.phase === 'POST_OP' ? 'PostOp' : 'PreOp'),
      priority: (await patientIsUrgent(tx, exam.patientId)) ? 'High' : 'Regular',
      stage: 'InitialModeling',
      pediatric,
      createdAt: context.now,
      updatedAt: context.now,
    };
    const created = await insertCase(tx, row);
    await insertCaseEvents(tx, [
      {
        caseId: created.id,
        event: 'Requested',
        at: context.now,
        actorId: context.actorUserId,
        toStage: 'InitialModeling',
        reason: pediatric ? 'Pediatric' : null,
      },
    ]);
    await context.audit(tx, {
      action: 'case.request',
      targetType: 'case',
      targetId: created.id,
      outcome: 'success',
      details: {
        examId: exam.id,
        patientId: exam.patientId,
        type: created.type,
        pediatric,
        modelingRestarted: restarted,
      },
    });
    announced.push(caseChangeOf('Requested', null, created));
    return { id: created.id, opened, restarted };
  });
  if (opened.created || restarted) announceDraft(acquisitionEvents, opened.exam);
  announceCaseChanges(caseEvents, announced);
  return summaryOf(db, id, context.now);
}

/**
 * Gives the calling technician the next case of the queue (issue 18): only when they are
 * Online, hold no open case, and the queue has one of their stages; undefined when it has none.
 * Their row is locked first, so two calls of one technician cannot take two cases; the take
 * itself is one statement (`takeNextCase`).
 */
export async function takeNext(
  { db, caseEvents }: CaseServices,
  context: RequestContext,
): Promise<CaseSummary | undefined> {
  const announced: CaseChange[] = [];
  const id = await db.transaction(async (tx) => {
    const technician = await callerTechnician(tx, context, { forUpdate: true });
    const stages =
      technician.subRole === null
        ? []
        : stagesTakenBy(technician.subRole, technician.inexperienced);
    if (stages.length === 0) throw new Conflict(CASE_QUEUE_MESSAGES.notTechnician);
    if (technician.onlineStatus === null || !takesNewCases(technician.onlineStatus)) {
      throw new Conflict(CASE_QUEUE_MESSAGES.notOnline);
    }
    if (technician.openCases > 0) throw new Conflict(CASE_QUEUE_MESSAGES.busy);
    const taken = await takeNextCase(tx, technician.id, stages, context.now);
    if (taken === undefined) return undefined;
    await insertCaseEvents(tx, [
      {
        caseId: taken.id,
        event: 'Taken',
        at: context.now,
        actorId: technician.id,
        assigneeId: technician.id,
        fromStage: taken.stage,
        toStage: taken.stage,
      },
    ]);
    await context.audit(tx, {
      action: 'case.take',
      targetType: 'case',
      targetId: taken.id,
      outcome: 'success',
      details: { stage: taken.stage },
    });
    announced.push(caseChangeOf('Taken', { ...taken, assigneeId: null }, taken));
    return taken.id;
  });
  announceCaseChanges(caseEvents, announced);
  return id === undefined ? undefined : summaryOf(db, id, context.now);
}

/**
 * The assigned technician opens the work: from now on the case is in progress, and it returns
 * to the queue only 15 minutes after they go Offline (seed §4). Opening it again changes nothing.
 */
export async function startCase(
  { db, caseEvents }: CaseServices,
  context: RequestContext,
  id: string,
): Promise<CaseSummary> {
  const announced: CaseChange[] = [];
  await db.transaction(async (tx) => {
    const technician = await callerTechnician(tx, context);
    const found = await caseVisibleTo(tx, technician, id, { forUpdate: true });
    if (found.assigneeId !== technician.id) {
      throw new Conflict('Only the technician the case is assigned to opens its work.');
    }
    if (found.startedAt !== null) return;
    await updateCase(tx, found.id, { startedAt: context.now, updatedAt: context.now });
    await insertCaseEvents(tx, [
      {
        caseId: found.id,
        event: 'Started',
        at: context.now,
        actorId: technician.id,
        assigneeId: technician.id,
        fromStage: found.stage,
        toStage: found.stage,
      },
    ]);
    await context.audit(tx, {
      action: 'case.start',
      targetType: 'case',
      targetId: found.id,
      outcome: 'success',
    });
    announced.push(caseChangeOf('Started', found, found));
  });
  announceCaseChanges(caseEvents, announced);
  return summaryOf(db, id, context.now);
}

/** What a move changes on the case besides its stage. */
function moveChange(
  found: CaseRow,
  body: CaseActionBody,
  to: CaseRow['stage'],
  now: Date,
): Partial<NewCase> {
  const change: Partial<NewCase> = { stage: to, updatedAt: now };
  if (body.comment !== undefined) change.comment = body.comment;
  if (FINAL_CASE_STAGES.includes(to)) change.closedAt = now;
  const leavesModeling = found.stage === 'InitialModeling' || found.stage === 'ModelingQC';
  if (leavesModeling && to !== 'Rejected' && to !== 'InitialModeling' && to !== 'ModelingQC') {
    change.modeledAt = now;
  }
  if (to === 'InitialPlanning') change.planningStartedAt = now;
  if (to === 'Rejected') change.rejectionReason = body.reason ?? null;
  if (QC_STAGES.includes(to)) {
    // QC is taken from the queue by another technician; the work's author is kept.
    change.workedBy = found.assigneeId;
    change.assigneeId = null;
    change.assignedAt = null;
    change.startedAt = null;
  } else if (body.action === 'Return') {
    // Rework goes back to whoever did the work.
    change.assigneeId = found.workedBy;
    change.assignedAt = now;
    change.startedAt = null;
    change.returned = true;
  } else if (body.action === 'SendToPlanning') {
    // Planning waits in the queue for a planner.
    change.assigneeId = null;
    change.assignedAt = null;
    change.startedAt = null;
  }
  return change;
}

/**
 * A workflow action on a case (seed §4, `caseTransition`): refused with 409 and the workflow's
 * message when the stage, the actor or the case does not allow it. Handing the modeling on needs
 * the lateral landmarks and the vertebra count. Completing releases the assessment to the surgeon
 * (the worklist's modeling succeeds); rejecting fails the modeling with the reason shown.
 */
export async function actOnCase(
  { db, acquisitionEvents, jobs, caseEvents }: CaseServices,
  context: RequestContext,
  id: string,
  body: CaseActionBody,
): Promise<CaseSummary> {
  const announced: CaseChange[] = [];
  const released = await db.transaction(async (tx) => {
    const technician = await callerTechnician(tx, context);
    const found = await caseVisibleTo(tx, technician, id, { forUpdate: true });
    // Planning waits on the surgical strategy issue: no strategy is waiting yet.
    const move = caseTransition(found.stage, body.action, actorOn(found, technician), {
      type: found.type,
      strategyWaiting: false,
    });
    if (!move.ok) throw new Conflict(move.message);
    const change = moveChange(found, body, move.stage, context.now);
    if (handsModelingOn(found.stage, body.action)) {
      const problem = modelingHandOverProblem({
        lateralLandmarks: await caseLateralLandmarks(tx, found.modelingId),
        vertebraCount: body.vertebraCount,
        countOverride: body.countOverride,
      });
      if (problem !== undefined) throw new Conflict(problem);
      change.vertebraCount = body.vertebraCount ?? null;
      change.vertebraCountOverride = body.countOverride ?? null;
    }
    await updateCase(tx, found.id, change);
    announced.push(caseChangeOf(body.action, found, { ...found, ...change }));
    await insertCaseEvents(tx, [
      {
        caseId: found.id,
        event: body.action,
        at: context.now,
        actorId: technician.id,
        assigneeId: change.assigneeId === undefined ? found.assigneeId : change.assigneeId,
        fromStage: found.stage,
        toStage: move.stage,
        reason: body.reason ?? null,
        comment: body.comment ?? null,
      },
    ]);
    let exam: { id: string; physicianId: string } | undefined;
    if (move.stage === 'Completed') {
      exam = await releaseCaseAssessment(tx, context, found.modelingId);
    } else if (move.stage === 'Rejected') {
      exam = await failCaseAssessment(tx, found.modelingId);
    }
    if (exam !== undefined && jobs !== undefined) {
      await queueModelOutcomeEmail(tx, context.now, found.id);
    }
    await context.audit(tx, {
      action: 'case.action',
      targetType: 'case',
      targetId: found.id,
      outcome: 'success',
      details: {
        action: body.action,
        from: found.stage,
        to: move.stage,
        reason: body.reason ?? null,
      },
    });
    return exam === undefined ? undefined : { exam, stage: move.stage };
  });
  announceCaseChanges(caseEvents, announced);
  // After the commit: the physician's worklist row turns to success or failure live.
  if (released !== undefined) {
    jobs?.kick();
    acquisitionEvents.publish({
      status: released.stage === 'Completed' ? 'MODELING_SUCCEEDED' : 'MODELING_FAILED',
      acquisitionId: released.exam.id,
      physicianId: released.exam.physicianId,
    });
  }
  return summaryOf(db, id, context.now);
}

/** Whether a technician may be given a case at its stage by a manager; else the reason. */
async function assignmentProblem(
  tx: Executor,
  found: CaseRow,
  assigneeId: string,
): Promise<string | undefined> {
  const candidate = await findTechnician(tx, assigneeId);
  if (candidate === undefined || !candidate.isTechnician || !candidate.active) {
    return CASE_ASSIGNMENT_MESSAGES.notATechnician;
  }
  if (candidate.subRole === null || candidate.subRole === 'Manager') {
    return CASE_ASSIGNMENT_MESSAGES.notATechnician;
  }
  const qc = QC_STAGES.includes(found.stage);
  const stages = stagesTakenBy(candidate.subRole, false);
  if (!stages.includes(found.stage)) return CASE_ASSIGNMENT_MESSAGES.wrongSubRole;
  if (qc && candidate.inexperienced) return CASE_ASSIGNMENT_MESSAGES.qcNeedsExperience;
  if (qc && found.workedBy === candidate.id) return CASE_ASSIGNMENT_MESSAGES.qcOfOwnWork;
  return undefined;
}

/** What a manager's change writes besides the case's last activity: columns, history, audit. */
interface ManagerChange {
  change: Partial<NewCase>;
  event: Pick<CaseEventInput, 'event' | 'assigneeId' | 'reason'>;
  audit: { action: string; details?: AuditEntry['details'] };
}

/**
 * A manager's change to an open case, in one transaction: the case locked, `decide` says what
 * changes (undefined: nothing to do), then the case, its history row and the audit row are
 * written.
 */
async function managerChange(
  { db, caseEvents }: CaseServices,
  context: RequestContext,
  id: string,
  decide: (tx: Executor, found: CaseRow) => Promise<ManagerChange | undefined>,
): Promise<CaseSummary> {
  const announced: CaseChange[] = [];
  await db.transaction(async (tx) => {
    const manager = await callerTechnician(tx, context);
    requireManager(manager);
    const found = await caseVisibleTo(tx, manager, id, { forUpdate: true });
    if (found.closedAt !== null) throw new Conflict(CASE_ASSIGNMENT_MESSAGES.closed);
    const decided = await decide(tx, found);
    if (decided === undefined) return;
    await updateCase(tx, found.id, { ...decided.change, updatedAt: context.now });
    announced.push(caseChangeOf(decided.event.event, found, { ...found, ...decided.change }));
    await insertCaseEvents(tx, [
      {
        caseId: found.id,
        at: context.now,
        actorId: manager.id,
        fromStage: found.stage,
        toStage: found.stage,
        ...decided.event,
      },
    ]);
    await context.audit(tx, {
      action: decided.audit.action,
      targetType: 'case',
      targetId: found.id,
      outcome: 'success',
      ...(decided.audit.details === undefined ? {} : { details: decided.audit.details }),
    });
  });
  announceCaseChanges(caseEvents, announced);
  return summaryOf(db, id, context.now);
}

/**
 * A manager assigns, reassigns or unassigns a case (issue 18). A manager may give a technician
 * more than one case; the sub-role, experience and QC rules still hold.
 */
export function assignCase(
  services: CaseServices,
  context: RequestContext,
  id: string,
  { assigneeId }: CaseAssignment,
): Promise<CaseSummary> {
  return managerChange(services, context, id, async (tx, found) => {
    if (assigneeId === found.assigneeId) return undefined;
    if (assigneeId !== null) {
      const problem = await assignmentProblem(tx, found, assigneeId);
      if (problem !== undefined) {
        throw new Invalid(problem, [{ field: 'body.assigneeId', message: problem }]);
      }
    }
    return {
      change: { assigneeId, assignedAt: assigneeId === null ? null : context.now, startedAt: null },
      event: {
        event: assigneeId === null ? 'Unassigned' : 'Assigned',
        assigneeId: assigneeId ?? found.assigneeId,
      },
      audit: { action: 'case.assign', details: { from: found.assigneeId, to: assigneeId } },
    };
  });
}

/** A manager changes a case's priority (High is served first). */
export function prioritiseCase(
  services: CaseServices,
  context: RequestContext,
  id: string,
  priority: CasePriority,
): Promise<CaseSummary> {
  return managerChange(services, context, id, (_tx, found) =>
    Promise.resolve(
      found.priority === priority
        ? undefined
        : {
            change: { priority },
            event: { event: 'PriorityChanged' as const, reason: priority },
            audit: { action: 'case.priority', details: { from: found.priority, to: priority } },
          },
    ),
  );
}

/** A manager approves a pediatric request: it enters the queue (seed: request, then approve). */
export function approvePediatricCase(
  services: CaseServices,
  context: RequestContext,
  id: string,
): Promise<CaseSummary> {
  return managerChange(services, context, id, (_tx, found) => {
    if (!found.pediatric) throw new Conflict(CASE_ASSIGNMENT_MESSAGES.notPediatric);
    if (found.approvedAt !== null) throw new Conflict(CASE_ASSIGNMENT_MESSAGES.alreadyApproved);
    return Promise.resolve({
      change: { approvedAt: context.now, approvedBy: context.actorUserId },
      event: { event: 'PediatricApproved' as const },
      audit: { action: 'case.approve' },
    });
  });
}
