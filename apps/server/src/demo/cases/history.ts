import type { RejectionReason } from '@sagitta/domain';
import type { Random } from '../imaging/random';
import type { DemoAct, DemoRequester } from './demo-case-scripts';
import type { Diaries } from './diaries';
import type { DemoCaseExam, DemoCaseStep, PlannedCase } from './plan';

const MINUTE_MS = 60_000;

/** Why modeler@ rejected an exam's model, in turn: the reasons a film itself gives. */
const HISTORY_REJECTIONS: readonly RejectionReason[] = [
  'PresenceOfPatientMotion',
  'InsufficientVisibility',
  'PresenceOfPatientMotion',
  'Not24Vertebrae',
  'CongenitalDeformity',
];

/** The demo physician who asks for the models of the exam: its own practice's. */
function requesterOf(exam: DemoCaseExam): DemoRequester {
  return exam.exam.physicianEmail === 'surgeon2@sagitta.test' ? 'surgeon2' : 'surgeon';
}

/**
 * The cases of the demo exams' model stories (`DemoExam.model`) that the week's cases left: each
 * asked for by its practice's physician when the story says, approved by manager@ first for a
 * child, then taken from the queue by modeler@, opened, and completed (24 vertebrae) or rejected
 * with a reason; a story still in progress waits in the queue. Booked in the technicians' diaries
 * with the week's cases; a case that could not be finished before `now` is left out.
 * @param exams - exams with a model story, in catalog order
 */
export function historyCases(
  now: number,
  random: Random,
  diaries: Diaries,
  exams: readonly DemoCaseExam[],
): PlannedCase[] {
  const minutes = (min: number, max: number) =>
    random.int(min, max) * MINUTE_MS + random.int(0, 59) * 1000;
  let rejections = 0;
  return exams.flatMap((exam, index): PlannedCase[] => {
    const story = exam.exam.model;
    if (story === null) return [];
    let t = story.requestedAt;
    const steps: DemoCaseStep[] = [
      { event: 'Requested', actor: requesterOf(exam), at: new Date(t) },
    ];
    const inProgress = story.outcome === 'in-progress';
    if (exam.pediatric) {
      // A request still in progress is younger than an hour: approved since, before now.
      t += inProgress ? Math.floor((now - t) / 2) : minutes(15, 80);
      steps.push({ event: 'PediatricApproved', actor: 'manager', at: new Date(t) });
    }
    const name = `history-${String(index + 1).padStart(3, '0')}`;
    if (inProgress) return [{ name, type: undefined, exam, steps }];
    const act: DemoAct =
      story.outcome === 'modeled'
        ? { action: 'CompleteCase', vertebraCount: 24 }
        : {
            action: 'Reject',
            reason:
              HISTORY_REJECTIONS[rejections++ % HISTORY_REJECTIONS.length] ??
              'PresenceOfPatientMotion',
          };
    const lead = minutes(1, 4);
    const work = story.outcome === 'modeled' ? minutes(18, 45) : minutes(5, 14);
    const turn = diaries.book('modeler', t + minutes(3, 40), lead + work);
    const done = turn + lead + work;
    if (done > now - MINUTE_MS) return [];
    steps.push(
      { event: 'Taken', actor: 'modeler', at: new Date(turn) },
      { event: 'Started', actor: 'modeler', at: new Date(turn + lead) },
      { event: 'Act', actor: 'modeler', act, at: new Date(done) },
    );
    return [{ name, type: undefined, exam, steps }];
  });
}
