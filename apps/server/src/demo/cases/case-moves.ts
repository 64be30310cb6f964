import { eq } from 'drizzle-orm';
import {
  caseTransition,
  modelingHandOverProblem,
  QC_STAGES,
  stagesTakenBy,
  type CaseEvent,
  type CaseStage,
} from '@sagitta/domain';
import { caseEvents, cases, users } from '../../db/schema';
import { caseLateralLandmarks } from '../../modules/alignment/case-work';
import type { Executor } from '../../platform/db/database';
import type { RequestContext } from '../../platform/request-context';
import type { DemoAct } from './demo-case-scripts';

/*
 * The two moves of the demo's history that the cases services cannot replay, written as they
 * write them (modules/cases/service.ts: the row's change, its history row, its audit row) and
 * checked by the same domain rules.
 */

async function caseAndTechnician(tx: Executor, context: RequestContext, caseId: string) {
  const [found] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  const [technician] = await tx
    .select({ id: users.id, subRole: users.subRole, inexperienced: users.inexperienced })
    .from(users)
    .where(eq(users.id, context.actorUserId));
  if (found === undefined || technician?.subRole == null) {
    throw new Error(`demo case ${caseId}: no case, or no technician`);
  }
  return { found, technician: { ...technician, subRole: technician.subRole } };
}

async function changeCase(
  tx: Executor,
  context: RequestContext,
  caseId: string,
  change: Partial<typeof cases.$inferInsert>,
  history: { event: CaseEvent; from: CaseStage; to: CaseStage; assigneeId: string | null },
  details: Record<string, string | null>,
): Promise<void> {
  const { event, from, to, assigneeId } = history;
  await tx.update(cases).set(change).where(eq(cases.id, caseId));
  await tx.insert(caseEvents).values({
    caseId,
    event,
    at: context.now,
    actorId: context.actorUserId,
    assigneeId,
    fromStage: from,
    toStage: to,
  });
  await context.audit(tx, {
    action: event === 'Taken' ? 'case.take' : 'case.action',
    targetType: 'case',
    targetId: caseId,
    outcome: 'success',
    details,
  });
}

/**
 * The technician takes this case from the queue, as `takeNext` gives them the first of theirs:
 * the queue's order is not replayed (the demo's technicians were Online then, and the case was
 * the next one for them), but the case must be one the queue could give them.
 */
export async function takeCase(
  tx: Executor,
  context: RequestContext,
  caseId: string,
): Promise<void> {
  const { found, technician } = await caseAndTechnician(tx, context, caseId);
  const takeable =
    found.assigneeId === null &&
    found.closedAt === null &&
    stagesTakenBy(technician.subRole, technician.inexperienced).includes(found.stage) &&
    (!found.pediatric || found.approvedAt !== null) &&
    !(QC_STAGES.includes(found.stage) && found.workedBy === technician.id);
  if (!takeable) throw new Error(`demo case ${caseId} is not in ${technician.id}'s queue`);
  await changeCase(
    tx,
    context,
    caseId,
    { assigneeId: technician.id, assignedAt: context.now, startedAt: null, updatedAt: context.now },
    { event: 'Taken', from: found.stage, to: found.stage, assigneeId: technician.id },
    { stage: found.stage },
  );
}

/**
 * Send to Planning, as `actOnCase` makes it once a surgical strategy waits for its plan: the
 * live workflow refuses it until the strategy issue (no strategy waits yet), while the demo
 * shows PreopRod cases in planning.
 */
export async function sendToPlanning(
  tx: Executor,
  context: RequestContext,
  caseId: string,
  act: DemoAct,
): Promise<void> {
  const { found, technician } = await caseAndTechnician(tx, context, caseId);
  const relation = found.assigneeId === technician.id ? 'assignee' : 'other';
  const move = caseTransition(
    found.stage,
    'SendToPlanning',
    { relation, inexperienced: technician.inexperienced },
    { type: found.type, strategyWaiting: true },
  );
  if (!move.ok || move.stage !== 'InitialPlanning') {
    throw new Error(`demo case ${caseId} cannot go to planning from ${found.stage}`);
  }
  const problem = modelingHandOverProblem({
    lateralLandmarks: await caseLateralLandmarks(tx, found.modelingId),
    vertebraCount: act.vertebraCount,
    countOverride: act.countOverride,
  });
  if (problem !== undefined) throw new Error(`demo case ${caseId}: ${problem}`);
  // Planning waits in the queue for a planner.
  await changeCase(
    tx,
    context,
    caseId,
    {
      stage: move.stage,
      updatedAt: context.now,
      modeledAt: context.now,
      planningStartedAt: context.now,
      assigneeId: null,
      assignedAt: null,
      startedAt: null,
      vertebraCount: act.vertebraCount ?? null,
      vertebraCountOverride: act.countOverride ?? null,
    },
    { event: 'SendToPlanning', from: found.stage, to: move.stage, assigneeId: null },
    { action: 'SendToPlanning', from: found.stage, to: move.stage, reason: null },
  );
}
