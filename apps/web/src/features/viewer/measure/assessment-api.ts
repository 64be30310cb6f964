import {
  API_PATHS,
  apiUrl,
  type AlignmentAssessment,
  type AlignmentLandmarksSave,
} from '@sagitta/domain';
import { http } from '../../../lib/http';

/**
 * The assessment calls the measurement tool makes. A role that may not place landmarks (403),
 * an exam out of scope (404) and a stale or locked assessment (409) are the tool's to say, not
 * the shell's.
 */
const TOLERATED = [403, 404, 409] as const;

/**
 * `POST /api/v1/eos-alignments`: the exam's open assessment, created as a draft if there is none.
 * @param examId - the exam (acquisition) measured
 */
export function openAssessment(examId: string): Promise<AlignmentAssessment> {
  return http.post<AlignmentAssessment>(
    apiUrl(API_PATHS.eosAlignments),
    { examId },
    {
      tolerated: TOLERATED,
    },
  );
}

/**
 * `GET /api/v1/eos-alignments?examId=`: the exam's latest assessment (an approved one too).
 * @param examId - the exam
 * @returns undefined when the exam has none (204)
 */
export function latestAssessment(examId: string): Promise<AlignmentAssessment | undefined> {
  const query = new URLSearchParams({ examId });
  return http.get<AlignmentAssessment | undefined>(
    `${apiUrl(API_PATHS.eosAlignments)}?${query.toString()}`,
    { tolerated: TOLERATED },
  );
}

/**
 * `PUT /api/v1/eos-alignments/{id}/landmarks`: the draft, replaced whole, with the revision read.
 * @param id - the assessment
 * @param draft - revision, films and calibration
 * @throws HttpFailure 409 when another tab saved since `revision`
 */
export function saveLandmarks(
  id: string,
  draft: AlignmentLandmarksSave,
): Promise<AlignmentAssessment> {
  return http.put<AlignmentAssessment>(apiUrl(API_PATHS.eosAlignmentLandmarks, { id }), draft, {
    tolerated: TOLERATED,
  });
}

/**
 * `POST /api/v1/eos-alignments/{id}/complete`: the assessment is ready to review.
 * @param id - the assessment
 */
export function completeAssessment(id: string): Promise<AlignmentAssessment> {
  return http.post<AlignmentAssessment>(apiUrl(API_PATHS.eosAlignmentComplete, { id }), undefined, {
    tolerated: TOLERATED,
  });
}
