import type { CaseEvent } from '@sagitta/domain';
import type { CaseChange } from '../../platform/realtime/case-events';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { CaseRow } from './repo';

/** What of a case decides who hears of its change. */
export type CaseState = Pick<
  CaseRow,
  | 'id'
  | 'stage'
  | 'assigneeId'
  | 'workedBy'
  | 'closedAt'
  | 'pediatric'
  | 'approvedAt'
  | 'physicianId'
  | 'patientId'
>;

/** Whether the case waits in the queue (`takeableBy` without the taker's own QC rule). */
const waitsInQueue = (state: CaseState): boolean =>
  state.assigneeId === null &&
  state.closedAt === null &&
  (!state.pediatric || state.approvedAt !== null);

const distinct = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * The event of a case's change, from the case before and after it (`null` before: a new case).
 * The live channels send it to whoever could see the case on either side of the change: a case
 * taken elsewhere then leaves the other technicians' queue.
 */
export function caseChangeOf(
  change: CaseEvent,
  before: CaseState | null,
  after: CaseState,
): CaseChange {
  const states = before === null ? [after] : [before, after];
  return {
    change,
    caseId: after.id,
    stage: after.stage,
    queueStages: distinct(states.filter(waitsInQueue).map((state) => state.stage)),
    technicianIds: distinct(
      states
        .flatMap((state) => [state.assigneeId, state.workedBy])
        .filter((id): id is string => id !== null),
    ),
    physicianId: after.physicianId,
    patientId: after.patientId,
  };
}

/**
 * Publishes case changes once their transaction has committed. The demo's history, written
 * before anyone listens, has no bus.
 */
export function announceCaseChanges(
  caseEvents: EventBus<CaseChange> | undefined,
  changes: readonly CaseChange[],
): void {
  for (const change of changes) caseEvents?.publish(change);
}
