import { ageAt, modelingState, type ModelingState, type WorklistExam } from '@sagitta/domain';
import { formatCalendarDate, localIsoDate } from '../../lib/format/date';
import { blankToNull } from '../../lib/format/text';

/** What one worklist row shows (seed §2 Worklist), read from the exam at a moment. */
export interface ExamRowView {
  id: string;
  /** The patient record: the family name links to its patient file. */
  recordId: string;
  familyName: string | null;
  firstName: string | null;
  /** Whole years on the day shown; undefined when the birth date is unknown. */
  age: number | undefined;
  /** DICOM Patient's Sex (`M`, `F`, `O`), or null. */
  sex: string | null;
  patientID: string;
  accessionNumber: string | null;
  /** mm/dd/yy, or null when the exam date is unknown. */
  examDate: string | null;
  description: string | null;
  state: ModelingState;
}

/**
 * The row of an exam: its patient, age on the day shown, dates formatted, and the modeling state
 * of its latest modeling (the domain's rule).
 * @param exam - as the worklist page answered it
 * @param now - ms since epoch; the age and the elapsed modeling time are counted to it
 */
export function examRowView(exam: WorklistExam, now: number): ExamRowView {
  const { study } = exam.series;
  const { patient } = study;
  return {
    id: exam.id,
    recordId: patient.recordId,
    familyName: blankToNull(patient.familyName),
    firstName: blankToNull(patient.firstName),
    age: patient.birthDate === null ? undefined : ageAt(patient.birthDate, localIsoDate(now)),
    sex: blankToNull(patient.sex),
    patientID: patient.patientID,
    accessionNumber: blankToNull(study.accessionNumber),
    examDate: study.date === null ? null : formatCalendarDate(study.date),
    // The study's description names the exam; a study without one falls back to its series'.
    description: blankToNull(study.description) ?? blankToNull(exam.series.description),
    state: modelingState(exam.modelings, now),
  };
}
