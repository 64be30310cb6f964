import { fullName } from '@sagitta/domain';
import { formatCalendarDate, formatDateTime } from '../../lib/format/date';
import { blankToNull } from '../../lib/format/text';
import type { UnassignedExam } from './api';

/** What one row of the unassigned exams shows; null where the exam has no value. */
export interface UnassignedExamView {
  id: string;
  /** First name and upper-cased family name; null when the header names nobody. */
  patientName: string | null;
  patientID: string;
  /** mm/dd/yy (seed §9). */
  examDate: string | null;
  description: string | null;
  /** As received in the header, unchanged: what failed to match (seed §5: copied exactly). */
  institutionName: string | null;
  referringPhysicianName: string | null;
  /** mm/dd/yy, hh:mm in the browser's time zone. */
  receivedAt: string;
}

/**
 * The row of an exam waiting for a physician.
 * @param exam - as `GET /api/v1/acquisitions/unassigned` answered it
 */
export function unassignedExamView(exam: UnassignedExam): UnassignedExamView {
  const { study } = exam.series;
  const { patient } = study;
  const name = fullName({ firstName: patient.firstName ?? '', lastName: patient.familyName ?? '' });
  return {
    id: exam.id,
    patientName: name === '' ? null : name,
    patientID: patient.patientID,
    examDate: study.date === null ? null : formatCalendarDate(study.date),
    // The study's description names the exam; a study without one falls back to its series'.
    description: blankToNull(study.description) ?? blankToNull(exam.series.description),
    // Not trimmed: the administrator compares them with the physicians' tags character for
    // character, and the display must not hide a difference.
    institutionName: exam.institutionName === '' ? null : exam.institutionName,
    referringPhysicianName: exam.referringPhysicianName === '' ? null : exam.referringPhysicianName,
    receivedAt: formatDateTime(exam.receivedAt),
  };
}
