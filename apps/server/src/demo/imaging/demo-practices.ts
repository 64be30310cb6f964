/** A physician's practice in the demo: whose exams, and how the headers route them there. */
export interface DemoPractice {
  physicianEmail: string;
  /** Referring Physician's Name (0008,0090) of its exams, and the physician's tag for it. */
  referringPhysicianName: string;
  /** Patient ID prefix digits, so the two practices' IDs never meet. */
  patientIdBase: number;
  /** How many patients of `DEMO_PATIENT_NAMES`, taken in order, and how many exams in all. */
  patients: number;
  exams: number;
  /** How many of its latest exams have a modeling in progress. */
  inProgress: number;
}

export const DEMO_PRACTICES: readonly DemoPractice[] = [
  {
    physicianEmail: 'surgeon@sagitta.test',
    referringPhysicianName: 'CHEN^MARIA^^^MD',
    patientIdBase: 100_000,
    patients: 40,
    exams: 80,
    inProgress: 3,
  },
  {
    physicianEmail: 'surgeon2@sagitta.test',
    referringPhysicianName: 'WHITAKER^THOMAS^^^MD',
    patientIdBase: 200_000,
    patients: 5,
    exams: 10,
    inProgress: 1,
  },
];
