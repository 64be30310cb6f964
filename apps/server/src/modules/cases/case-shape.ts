import {
  caseProgress,
  fullName,
  lastActivityBand,
  type CaseHistoryEntry,
  type CaseSummary,
  type PersonName,
} from '@sagitta/domain';
import type { CaseEventRow, CaseSummaryRow } from './repo';

type MaybePerson = { id: string | null } & { [K in keyof PersonName]: PersonName[K] | null };

function personOf(person: MaybePerson | null): { id: string; name: string } | null {
  if (person?.id == null) return null;
  return {
    id: person.id,
    name: fullName({
      firstName: person.firstName ?? '',
      lastName: person.lastName ?? '',
      suffix: person.suffix,
    }),
  };
}

/**
 * A case as the lists show it (seed §3's fields), with its last activity's band as of `now`.
 * @param row - the case with its patient, surgeon, institution and assignee
 * @param now - the server's time, for the band
 */
export function caseSummaryOf(row: CaseSummaryRow, now: Date): CaseSummary {
  const item = row.case;
  const progress = caseProgress({
    stage: item.stage,
    type: item.type,
    modeled: item.modeledAt !== null,
    planningStarted: item.planningStartedAt !== null,
    returned: item.returned,
  });
  const surgeon = personOf(row.surgeon);
  if (surgeon === null) throw new Error(`case ${item.id} has no surgeon`);
  return {
    id: item.id,
    patient: {
      id: row.patient.id,
      productId: row.patient.productId,
      familyName: row.patient.familyName,
      firstName: row.patient.firstName,
    },
    examId: item.studyId,
    examDate: row.exam.date,
    modelingId: item.modelingId,
    type: item.type,
    priority: item.priority,
    stage: item.stage,
    pediatric: item.pediatric,
    awaitingApproval: item.pediatric && item.approvedAt === null && item.closedAt === null,
    receivedAt: item.createdAt.toISOString(),
    modelingStatus: progress.modeling,
    planningStatus: progress.planning,
    returned: item.returned,
    surgeon,
    institution: row.institution,
    urgent: row.patient.urgent,
    assignee: personOf(row.assignee),
    comment: item.comment,
    rejectionReason: item.rejectionReason,
    lastActivityAt: item.updatedAt.toISOString(),
    lastActivityBand: lastActivityBand(now.getTime() - item.updatedAt.getTime()),
  };
}

/** One history row as the case history page shows it. */
export function historyEntryOf(row: CaseEventRow): CaseHistoryEntry {
  const { event } = row;
  return {
    id: event.id,
    event: event.event,
    fromStage: event.fromStage,
    toStage: event.toStage,
    actor: personOf(row.actor),
    assignee: personOf(row.assignee),
    at: event.at.toISOString(),
    reason: event.reason,
    comment: event.comment,
  };
}
