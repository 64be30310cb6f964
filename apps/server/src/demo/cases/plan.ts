import type { CaseType } from '@sagitta/domain';
import type { DemoExam } from '../imaging/catalog';
import { DEMO_PATIENT_STORY } from '../imaging/patient-story';
import { createRandom, seedOf, type Random } from '../imaging/random';
import {
  CLOSED_CASE_MIX,
  CLOSED_CASES_PER_DAY,
  DEMO_SCRIPTS,
  type MinuteRange,
} from './demo-case-scripts';
import { Diaries } from './diaries';
import { historyCases } from './history';
import { OPEN_CASES, type DemoStepAction, type OpenCaseExam } from './open-cases';

/** One history event of a demo case, and when. */
export type DemoCaseStep = DemoStepAction & { at: Date };

/** An exam a demo case may be made of, as the database has it. */
export interface DemoCaseExam {
  exam: DemoExam;
  /** Index in `DEMO_PATIENT_NAMES`. */
  patientIndex: number;
  /** The study date's midnight (UTC, ms), null when the exam has none. */
  studyDay: number | null;
  /** Under 18 at the exam date, or an age that cannot be told (`modelRequestAge`). */
  pediatric: boolean;
}

export interface PlannedCase {
  name: string;
  /** Undefined: as the request decides by the exam's date (`requestModel`). */
  type: CaseType | undefined;
  exam: DemoCaseExam;
  steps: DemoCaseStep[];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Each past day's requests arrive between 14 and 3 hours before the seeding's time of day. */
const DAY_OPENS_MS = 14 * HOUR_MS;
const DAY_LENGTH_MS = 11 * HOUR_MS;

/** Every closed case's story, laid out on the week before `now`. */
function closedCases(
  now: number,
  random: Random,
  diaries: Diaries,
  takeExam: (requestedAt: number) => DemoCaseExam | undefined,
): PlannedCase[] {
  const duration = ([min, max]: MinuteRange) =>
    random.int(min, max) * MINUTE_MS + random.int(0, 59) * 1000;
  const planned: PlannedCase[] = [];
  let index = 0;
  CLOSED_CASES_PER_DAY.forEach((count, day) => {
    const opens = now - (CLOSED_CASES_PER_DAY.length - day) * DAY_MS - DAY_OPENS_MS;
    for (let slot = 0; slot < count; slot++, index++) {
      const name = CLOSED_CASE_MIX[index];
      if (name === undefined) continue;
      const script = DEMO_SCRIPTS[name];
      let t = opens + Math.floor((slot * DAY_LENGTH_MS) / count) + duration([0, 40]);
      const exam = takeExam(t);
      if (exam === undefined) continue;
      const steps: DemoCaseStep[] = [
        { event: 'Requested', actor: index % 4 === 3 ? 'staff' : 'surgeon', at: new Date(t) },
      ];
      if (exam.pediatric) {
        t += duration([15, 80]);
        steps.push({ event: 'PediatricApproved', actor: 'manager', at: new Date(t) });
      }
      for (const segment of script.segments) {
        if (segment.kind === 'manager') {
          t += duration(segment.wait);
          steps.push({ event: 'Act', actor: 'manager', act: segment.act, at: new Date(t) });
          continue;
        }
        const { technician, via } = segment;
        const lead = duration(via === 'Assigned' ? [5, 20] : [1, 4]);
        const work = duration(segment.minutes);
        const turn = diaries.book(technician, t + duration(segment.wait), lead + work);
        if (via === 'Taken') steps.push({ event: 'Taken', actor: technician, at: new Date(turn) });
        if (via === 'Assigned') {
          steps.push({
            event: 'Assigned',
            actor: 'manager',
            assignee: technician,
            at: new Date(turn),
          });
        }
        steps.push({ event: 'Started', actor: technician, at: new Date(turn + lead) });
        t = turn + lead + work;
        steps.push({ event: 'Act', actor: technician, act: segment.act, at: new Date(t) });
      }
      planned.push({
        name: `${name}-${String(index + 1).padStart(2, '0')}`,
        ...script,
        exam,
        steps,
      });
    }
  });
  return planned;
}

const storyPatient: Record<Exclude<OpenCaseExam, 'any'>, number> = {
  urgent: DEMO_PATIENT_STORY.urgent,
  pediatric: DEMO_PATIENT_STORY.pediatric,
};

/** Which exams an open case may have: its story patient's, or an adult's (no approval first). */
const fitsOpenCase =
  (kind: OpenCaseExam) =>
  (candidate: DemoCaseExam): boolean =>
    kind === 'any'
      ? !candidate.pediatric
      : candidate.patientIndex === storyPatient[kind] &&
        candidate.pediatric === (kind === 'pediatric');

/**
 * The demo's 3D cases (issue 18): the open ones of `OPEN_CASES`, then a week of closed ones
 * (`CLOSED_CASE_MIX`), each on its own exam, then the cases of the model stories of the exams
 * left (`historyCases`), with every time relative to `now` and every draw from a fixed seed:
 * the same exams and `now` give the same cases. The week's cases take exams in the order given,
 * each case the first one dated before its request; the urgent and the pediatric open cases take
 * their story patient's, first. With too few exams, the cases without one are left out.
 * @param exams - the exams the week's cases may be made of, in the order to use them
 * @param storied - the exams whose model story becomes a case unless the week took them
 */
export function planDemoCases(
  now: Date,
  exams: readonly DemoCaseExam[],
  storied: readonly DemoCaseExam[] = [],
): PlannedCase[] {
  const random = createRandom(seedOf('sagitta/demo/cases/v1'));
  const diaries = new Diaries(random);
  const pool = [...exams];
  const takeExam = (requestedAt: number, wanted: (exam: DemoCaseExam) => boolean = () => true) => {
    const at = pool.findIndex(
      (exam) => wanted(exam) && exam.studyDay !== null && exam.studyDay + DAY_MS <= requestedAt,
    );
    return at < 0 ? undefined : pool.splice(at, 1)[0];
  };
  const open = OPEN_CASES.map((spec) => ({
    spec,
    steps: spec.steps.map(([minutesAgo, action]) => ({
      ...action,
      at: new Date(now.getTime() - minutesAgo * MINUTE_MS),
    })),
  }));
  // The story patients' cases choose first: an adult's open case could take the urgent exam.
  const byStory = [...open].sort(
    (a, b) => Number(a.spec.exam === 'any') - Number(b.spec.exam === 'any'),
  );
  const examOf = new Map(
    byStory.map(({ spec, steps }) => [
      spec,
      takeExam(steps[0]?.at.getTime() ?? now.getTime(), fitsOpenCase(spec.exam)),
    ]),
  );
  const planned = open.flatMap(({ spec, steps }) => {
    const exam = examOf.get(spec);
    return exam === undefined ? [] : [{ name: spec.name, type: spec.type, exam, steps }];
  });
  const week = [...planned, ...closedCases(now.getTime(), random, diaries, (at) => takeExam(at))];
  const taken = new Set(week.map(({ exam }) => exam.exam.key));
  const left = storied.filter(({ exam }) => !taken.has(exam.key));
  const history = createRandom(seedOf('sagitta/demo/cases/history/v1'));
  return [...week, ...historyCases(now.getTime(), history, diaries, left)];
}
