import {
  FINAL_CASE_STAGES,
  stagesTakenBy,
  type CaseStage,
  type CaseTechnician,
} from '@sagitta/domain';

/**
 * The technicians a manager may give a case at its stage: Modeling technicians for the modeling
 * stages, Planning ones for the planning stages, experienced ones only for QC (the server's
 * rule; it also refuses QC of one's own work, which the list cannot know).
 * @param stage - the case's current stage
 * @param technicians - every technician, as `GET /api/v1/cases/technicians` lists them
 */
export function techniciansFitting(
  stage: CaseStage,
  technicians: readonly CaseTechnician[],
): CaseTechnician[] {
  return technicians.filter((technician) =>
    stagesTakenBy(technician.subRole, technician.inexperienced).includes(stage),
  );
}

/** A completed or rejected case takes no assignment nor priority (409). */
export const isClosedStage = (stage: CaseStage) => FINAL_CASE_STAGES.includes(stage);
