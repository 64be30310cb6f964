import type { TechnicianSubRole } from '../roles';
import type { CaseStage } from './enumerations';

/** The stages each kind of technician works, initial stages first (issue 18). */
const STAGES_BY_SUB_ROLE: Readonly<Record<TechnicianSubRole, readonly CaseStage[]>> = {
  Modeling: ['InitialModeling', 'ModelingQC'],
  Planning: ['InitialPlanning', 'PlanningReturnForQC', 'PlanningQC'],
  // Managers assign work; they do not take it from the queue.
  Manager: [],
};

/** The QC stages: checked by an experienced technician other than the one who did the work. */
export const QC_STAGES: readonly CaseStage[] = ['ModelingQC', 'PlanningQC'];

/**
 * The stages a technician may be given from the queue: those of their sub-role, without the QC
 * stages when they are inexperienced (their own work goes to QC; they do not check others').
 * @param subRole - the technician's sub-role
 * @param inexperienced - the seed's flag (seed §4)
 */
export function stagesTakenBy(subRole: TechnicianSubRole, inexperienced: boolean): CaseStage[] {
  return STAGES_BY_SUB_ROLE[subRole].filter(
    (stage) => !inexperienced || !QC_STAGES.includes(stage),
  );
}

/** Why the queue gives a technician nothing (409), or says there is nothing to take (204). */
export const CASE_QUEUE_MESSAGES = {
  notOnline: 'Go Online to take a case: a technician on Hold or Offline is given no new cases.',
  busy: 'Finish or hand back your current case before taking another.',
  notTechnician: 'Only modeling and planning technicians take cases from the queue.',
} as const;

/** Why a manager's assignment or approval is refused (400 / 409), in the web's words too. */
export const CASE_ASSIGNMENT_MESSAGES = {
  notATechnician: 'Assign the case to an active modeling or planning technician.',
  wrongSubRole: "This technician's sub-role does not work at this stage of the case.",
  qcNeedsExperience: 'Quality control is done by an experienced technician.',
  qcOfOwnWork: 'Quality control is done by another technician than the one who did the work.',
  closed: 'This case is closed.',
  notPediatric: 'Only a pediatric request waits for approval.',
  alreadyApproved: 'This request is already approved.',
} as const;
