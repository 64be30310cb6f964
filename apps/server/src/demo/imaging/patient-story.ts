import type { DemoExam } from './catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The patient-record story of surgeon@'s practice (issue 16), by patient index in
 * `DEMO_PATIENT_NAMES` (the first 40 are surgeon@'s): who is a favorite, a surgical candidate,
 * urgent, pediatric, and who has been followed for more than three years. Indexes, not IDs:
 * the IDs come from the catalog's random draw, the names do not.
 */
export const DEMO_PATIENT_STORY = {
  /** Anderson Ethan, made 10 years old at his latest exam. */
  pediatric: 12,
  /** Lefèvre Chloé: two pre-op exams, then post-op ones, over more than three years. */
  followedThreeYears: 18,
  /** Williams Harper. */
  urgent: 7,
  surgicalCandidates: [0, 7, 12, 18],
  /** surgeon@'s stars. */
  favorites: [0, 7, 18, 33, 36],
} as const;

export const PEDIATRIC_DEMO_AGE = 10;
export const PRE_OP_DESCRIPTION = 'Pre-op full spine';
export const POST_OP_DESCRIPTION = 'Post-op full spine';
/** How long ago the followed patient's exams were, oldest first: the first over three years. */
const FOLLOW_UP_DAYS_AGO = [1160, 1040, 700, 60];
/** The first two of them are before the fusion. */
const FOLLOW_UP_PRE_OP = 2;

const pad = (value: number) => String(value).padStart(2, '0');
const dicomDate = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
const fromDicom = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)));

/** The patient IDs of a practice's patients, in catalog (and `DEMO_PATIENT_NAMES`) order. */
export function practicePatientIds(catalog: readonly DemoExam[], email: string): string[] {
  return [...new Set(catalog.filter((e) => e.physicianEmail === email).map((e) => e.patient.id))];
}

/** Born 10 years and two months before the latest exam: 10 at that exam, whatever the date. */
function makePediatric(exams: DemoExam[]): DemoExam[] {
  const latest = exams.at(-1)?.study.date ?? '';
  const at = new Date(fromDicom(latest));
  at.setUTCFullYear(at.getUTCFullYear() - PEDIATRIC_DEMO_AGE);
  const birthDate = dicomDate(new Date(at.getTime() - 60 * DAY_MS));
  return exams.map((exam) => ({ ...exam, patient: { ...exam.patient, birthDate } }));
}

/**
 * Moves the exams (and their model requests with them) to the follow-up dates, pre-op then post-op;
 * the post-op films show the fusion's correction on the patient's own anatomy.
 */
function followForThreeYears(exams: DemoExam[], reference: Date): DemoExam[] {
  return exams.map((exam, visit) => {
    const daysAgo = FOLLOW_UP_DAYS_AGO[visit] ?? 60;
    const day = Math.floor((reference.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
    const shift = day - fromDicom(exam.study.date);
    const description = visit < FOLLOW_UP_PRE_OP ? PRE_OP_DESCRIPTION : POST_OP_DESCRIPTION;
    const image = (view: DemoExam['frontal'], name: 'FRONTAL' | 'LATERAL') => ({
      ...view,
      series: { ...view.series, description: `${description} ${name} (SYNTHETIC)` },
    });
    return {
      ...exam,
      surgery: visit < FOLLOW_UP_PRE_OP ? 'PRE_OP' : 'POST_OP',
      study: { ...exam.study, date: dicomDate(new Date(day)), description },
      frontal: image(exam.frontal, 'FRONTAL'),
      lateral: image(exam.lateral, 'LATERAL'),
      model: exam.model && { ...exam.model, requestedAt: exam.model.requestedAt + shift },
    };
  });
}

/**
 * The catalog with the story's exams rewritten: the pediatric patient's birth date, and the
 * followed patient's dates and descriptions. Everything else is left as drawn.
 */
export function withPatientStory(catalog: DemoExam[], reference: Date): DemoExam[] {
  const ids = practicePatientIds(catalog, 'surgeon@sagitta.test');
  const pediatric = ids[DEMO_PATIENT_STORY.pediatric];
  const followed = ids[DEMO_PATIENT_STORY.followedThreeYears];
  const rewrite = (id: string | undefined, change: (exams: DemoExam[]) => DemoExam[]) => {
    const exams = catalog.filter((exam) => exam.patient.id === id);
    const rewritten = change(exams);
    const changed = new Map(exams.map((exam, i) => [exam.key, rewritten[i] ?? exam]));
    return (exam: DemoExam) => changed.get(exam.key) ?? exam;
  };
  const pediatricExam = rewrite(pediatric, makePediatric);
  const followedExam = rewrite(followed, (exams) => followForThreeYears(exams, reference));
  return catalog.map((exam) => followedExam(pediatricExam(exam)));
}
