import type { NotificationPreferences } from '../schemas/users';
import type { CaseStage } from './enumerations';

/** How a 3D case ends for the physician who asked for it (issue 18). */
export const MODEL_OUTCOMES = ['Released', 'Rejected'] as const;
export type ModelOutcome = (typeof MODEL_OUTCOMES)[number];

/**
 * The outcome a case's stage tells the physician of: Complete Case releases the model, Reject
 * rejects it; any other stage tells them nothing yet.
 * @param stage - the case's stage after the change
 */
export function modelOutcomeOf(stage: CaseStage): ModelOutcome | undefined {
  switch (stage) {
    case 'Completed':
      return 'Released';
    case 'Rejected':
      return 'Rejected';
    case 'InitialModeling':
    case 'ModelingQC':
    case 'InitialPlanning':
    case 'PlanningQC':
    case 'PlanningReturnForQC':
      return undefined;
  }
}

/**
 * Whether the physician is emailed of their model's outcome (docs/decisions.md, "3D model
 * emails follow the physician's preferences"). Email is the channel they turn on; a released
 * model then waits for their approval (the Actions page's Approve model tab), so it is also a
 * "pending approval" notice. A rejection ends the request they are waiting on, which no subject
 * names: the channel alone decides.
 * @param preferences - the physician's notification preferences (My Account)
 * @param outcome - what happened to the model
 */
export function emailsModelOutcome(
  preferences: NotificationPreferences,
  outcome: ModelOutcome,
): boolean {
  if (!preferences.email) return false;
  switch (outcome) {
    case 'Released':
      return preferences.pendingApproval;
    case 'Rejected':
      return true;
  }
}
