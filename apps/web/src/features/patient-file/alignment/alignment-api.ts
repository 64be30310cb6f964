import { queryOptions } from '@tanstack/react-query';
import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  API_PATHS,
  apiUrl,
  type AlignmentAssessment,
  type PatientAlignmentAssessments,
} from '@sagitta/domain';
import { http } from '../../../lib/http';
import { patientFileKey } from '../api';

/** `GET /api/v1/patients/{id}/eos-alignments`: the patient's assessments, newest first. */
export const patientAlignmentsQuery = (patientId: string, physicianId: string | null) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'alignment'), physicianId],
    queryFn: ({ signal }) =>
      http.get<PatientAlignmentAssessments>(
        apiUrl(API_PATHS.patientEosAlignments, { id: patientId }),
        { signal },
      ),
  });

/** A review or signature refused for a reason the tab says itself (not the shell's error page). */
const REVIEW_TOLERATED = [403, 404, 409, 429] as const;

/** `PATCH …/user-validated`: the exam's physician has reviewed the assessment. */
export function reviewAssessment(id: string): Promise<AlignmentAssessment> {
  return http.patch<AlignmentAssessment>(
    apiUrl(API_PATHS.eosAlignmentUserValidated, { id }),
    {},
    { tolerated: REVIEW_TOLERATED },
  );
}

/**
 * `PATCH …/eos-alignment-status`: the electronic signature. A wrong password (401 with
 * `wrongPassword`) is the dialog's to say, not a lost session.
 */
export function approveAssessment(id: string, password: string): Promise<AlignmentAssessment> {
  return http.patch<AlignmentAssessment>(
    apiUrl(API_PATHS.eosAlignmentStatus, { id }),
    { eosAlignmentStatus: 'Approved', password },
    { tolerated: [...REVIEW_TOLERATED, ALIGNMENT_ASSESSMENT_MESSAGES.wrongPassword] },
  );
}
