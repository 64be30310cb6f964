import type { AlignmentAssessmentState, AlignmentPhase } from '@sagitta/domain';
import type { DemoExam } from './catalog';
import { DEMO_PATIENT_STORY, practicePatientIds } from './patient-story';

/**
 * surgeon@'s demo alignment assessments, by patient index in `DEMO_PATIENT_NAMES` and exam
 * (0 the first, −1 the latest): one in each state, and the followed patient's four exams
 * approved, two before the fusion and two after, so that trends and the actual column show.
 * Every other exam has none, for a surgeon to measure. The first patients' latest exams are
 * still being modeled (`demo-practices.ts`): none is chosen here.
 */
const PLANS: readonly {
  patient: number;
  visit: number;
  state: AlignmentAssessmentState;
  /** When the surgeon measured (and signed), days after the exam. */
  daysAfterExam: number;
}[] = [
  { patient: 2, visit: -1, state: 'draft', daysAfterExam: 1 }, // García López Sofía
  { patient: DEMO_PATIENT_STORY.urgent, visit: -1, state: 'ready-to-review', daysAfterExam: 1 },
  { patient: 33, visit: -1, state: 'approved', daysAfterExam: 2 }, // Dubois André
  { patient: 36, visit: 0, state: 'approved', daysAfterExam: 3 }, // Ramírez Valentina
  { patient: 36, visit: -1, state: 'approved', daysAfterExam: 2 },
  ...[0, 1, 2, 3].map((visit) => ({
    patient: DEMO_PATIENT_STORY.followedThreeYears,
    visit,
    state: 'approved' as const,
    daysAfterExam: 2,
  })),
];

export interface DemoAssessmentPlan {
  exam: DemoExam;
  state: AlignmentAssessmentState;
  /** The followed patient's films before and after the fusion; every other one pre-op. */
  phase: AlignmentPhase;
  daysAfterExam: number;
}

/** The planned assessments' exams in the catalog, the followed patient's latest last. */
export function demoAssessmentPlans(catalog: readonly DemoExam[]): DemoAssessmentPlan[] {
  const ids = practicePatientIds(catalog, 'surgeon@sagitta.test');
  return PLANS.flatMap(({ patient, visit, state, daysAfterExam }) => {
    const exams = catalog.filter((exam) => exam.patient.id === ids[patient]);
    const exam = exams.at(visit);
    if (exam === undefined) return [];
    return [{ exam, state, phase: exam.surgery ?? 'PRE_OP', daysAfterExam }];
  });
}

/** The exam keys that have a demo assessment: a browser test measures one of the others. */
export function demoAssessedExamKeys(catalog: readonly DemoExam[]): Set<string> {
  return new Set(demoAssessmentPlans(catalog).map(({ exam }) => exam.key));
}
