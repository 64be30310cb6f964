import { DEMO_ACCOUNTS, DEMO_INSTITUTIONS } from '../accounts';
import { DEMO_PATIENT_NAMES, INVALID_BIRTH_DATES } from './catalog-patients';
import { demoModelStoryOf, type DemoModelStory } from './model-story';
import { withPatientStory } from './patient-story';
import { DEMO_PRACTICES, type DemoPractice } from './demo-practices';
import { createRandom, seedOf, type Random } from './random';
import type { SyntheticExamSpec, SyntheticPatient } from './synthetic-dicom';
import { demoUid } from './uid';

/** One exam of the demo: its two images' header values, and the story of its 3D model. */
export interface DemoExam extends Omit<SyntheticExamSpec, 'columns' | 'rows'> {
  /** Stable name, e.g. `surgeon-007`: the UIDs are derived from it. */
  key: string;
  physicianEmail: string;
  /** Null when no model was asked for. */
  model: DemoModelStory | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const CATALOG_SEED = seedOf('sagitta/demo/imaging/v1');
const EXAMS_PER_PATIENT = [
  [1, 0.3],
  [2, 0.35],
  [3, 0.25],
  [4, 0.1],
] as const;
const DESCRIPTIONS = [
  ['EOS FULL SPINE', 0.45],
  ['EOS FULL SPINE STANDING', 0.4],
  ['EOS LOWER LIMBS', 0.15],
] as const;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const dicomDate = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
const dicomTime = (at: Date) =>
  `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;

/** Exams per patient, 1 to 4, adding up to the practice's total; `single` patients get one. */
function examCounts(
  random: Random,
  practice: DemoPractice,
  single: (index: number) => boolean,
): number[] {
  const counts = Array.from({ length: practice.patients }, (_, index): number =>
    single(index) ? 1 : random.weighted(EXAMS_PER_PATIENT),
  );
  const singles = counts.filter((_, index) => single(index)).length;
  if (practice.exams < practice.patients || practice.exams > 4 * practice.patients - 3 * singles) {
    throw new Error(`${practice.patients} patients cannot have ${practice.exams} exams`);
  }
  // Even out the total from the last patient backwards, one exam at a time.
  let difference = practice.exams - counts.reduce((sum, count) => sum + count, 0);
  let index = counts.length - 1;
  while (difference !== 0) {
    const count = counts[index] ?? 1;
    if (!single(index) && difference > 0 && count < 4) {
      counts[index] = count + 1;
      difference--;
    } else if (!single(index) && difference < 0 && count > 1) {
      counts[index] = count - 1;
      difference++;
    }
    index = index > 0 ? index - 1 : counts.length - 1;
  }
  return counts;
}

function patientOf(
  random: Random,
  practice: DemoPractice,
  index: number,
  reference: Date,
): SyntheticPatient {
  const [familyName, givenName, sex] = DEMO_PATIENT_NAMES[index] ?? ['Doe', 'Alex', 'F'];
  // A scoliosis clinic: about a third adolescents, the rest adults up to 85.
  const age = random.chance(0.35) ? random.int(8, 18) : random.int(19, 85);
  // Born 1 to 364 days before their birthday of that age: `age` years old on the reference date.
  const birthday = Date.UTC(
    reference.getUTCFullYear() - age,
    reference.getUTCMonth(),
    reference.getUTCDate(),
  );
  const birth = new Date(birthday - random.int(1, 364) * DAY_MS);
  return {
    id: `SGT-${pad(practice.patientIdBase + index * 131 + random.int(0, 99), 6)}`,
    familyName,
    givenName,
    birthDate: INVALID_BIRTH_DATES.get(index) ?? dicomDate(birth),
    sex,
  };
}

/** The physician's institution in the demo accounts: its name goes in Institution Name. */
function institutionNameOf(email: string): string {
  const institution = DEMO_ACCOUNTS.find((account) => account.email === email)?.institution;
  if (institution === undefined) throw new Error(`${email} has no demo institution`);
  return DEMO_INSTITUTIONS[institution].name;
}

interface Visit {
  practice: DemoPractice;
  patient: SyntheticPatient;
  /** The patient's anatomy, the same on each of their exams. */
  patientSeed: number;
  key: string;
  studyAt: number;
  /** The how-manieth exam still being modeled, or null. */
  inProgress: number | null;
  /** The exam's place in the catalog, for a unique accession number. */
  sequence: number;
}

function examOf(random: Random, visit: Visit, reference: number): DemoExam {
  const { practice, key, studyAt } = visit;
  const description = random.weighted(DESCRIPTIONS);
  const at = new Date(studyAt);
  const accession = pad(4000 + visit.sequence * 7 + random.int(0, 6), 5);
  const image = (view: 'FRONTAL' | 'LATERAL', number: number) => ({
    series: {
      instanceUid: demoUid(`sagitta/demo/imaging/${key}/${view}/series`),
      number,
      description: `${description} ${view} (SYNTHETIC)`,
    },
    sopInstanceUid: demoUid(`sagitta/demo/imaging/${key}/${view}/instance`),
  });
  return {
    key,
    physicianEmail: practice.physicianEmail,
    seed: seedOf(key),
    patientSeed: visit.patientSeed,
    patient: visit.patient,
    study: {
      instanceUid: demoUid(`sagitta/demo/imaging/${key}/study`),
      date: dicomDate(at),
      time: dicomTime(at),
      description,
      accessionNumber: `LSC${String(at.getUTCFullYear()).slice(2)}${accession}`,
      institutionName: institutionNameOf(practice.physicianEmail),
      referringPhysicianName: practice.referringPhysicianName,
    },
    frontal: image('FRONTAL', 1),
    lateral: image('LATERAL', 2),
    model: demoModelStoryOf(random, visit.inProgress, studyAt, reference),
  };
}

/**
 * The demo's exams, the same on every run but for their dates: study dates fall in the two years
 * before `reference` (but for the patient followed for three years, `patient-story.ts`), so the
 * demo always looks recent, and the exams still being modeled (the
 * latest of each practice's first patients) are from the last few hours.
 * @param reference - "now" for the demo, usually the clock's time when seeding
 */
export function buildDemoImagingCatalog(reference: Date): DemoExam[] {
  const random = createRandom(CATALOG_SEED);
  const now = reference.getTime();
  const exams: DemoExam[] = [];
  let firstPatient = 0;
  for (const practice of DEMO_PRACTICES) {
    const prefix = practice.physicianEmail.split('@')[0] ?? 'demo';
    const counts = examCounts(random, practice, (index) =>
      INVALID_BIRTH_DATES.has(firstPatient + index),
    );
    let examNumber = 0;
    counts.forEach((count, offset) => {
      const patient = patientOf(random, practice, firstPatient + offset, reference);
      const patientSeed = seedOf(`sagitta/demo/imaging/patient/${firstPatient + offset}`);
      // Follow-ups 3 to 7 months apart, the first early enough for all of them to fit.
      let daysAgo = random.int((count - 1) * 200 + 1, 729);
      for (let visit = 0; visit < count; visit++) {
        if (visit > 0) daysAgo -= random.int(90, 200);
        const beingModeled = visit === count - 1 && offset < practice.inProgress;
        const day = Math.floor((now - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
        const studyAt = beingModeled
          ? now - random.int(110, 240) * MINUTE_MS
          : day + random.int(7 * 60 + 30, 17 * 60 + 30) * MINUTE_MS;
        examNumber++;
        const exam: Visit = {
          practice,
          patient,
          patientSeed,
          key: `${prefix}-${pad(examNumber, 3)}`,
          studyAt,
          inProgress: beingModeled ? offset : null,
          sequence: exams.length,
        };
        exams.push(examOf(random, exam, now));
      }
    });
    firstPatient += practice.patients;
  }
  return withPatientStory(exams, reference);
}
