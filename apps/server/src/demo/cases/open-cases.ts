import type { CaseType } from '@sagitta/domain';
import type { DemoAct, DemoRequester, DemoTechnician } from './demo-case-scripts';

/** One history event of a demo case, without its time. */
export type DemoStepAction =
  | { event: 'Requested'; actor: DemoRequester }
  | { event: 'PediatricApproved'; actor: 'manager' }
  | { event: 'Taken'; actor: DemoTechnician }
  | { event: 'Assigned'; actor: 'manager'; assignee: DemoTechnician }
  | { event: 'Started'; actor: DemoTechnician }
  | { event: 'Act'; actor: DemoTechnician | 'manager'; act: DemoAct };

/** Which exam an open case needs: the urgent or the pediatric story patient's, or any other. */
export type OpenCaseExam = 'urgent' | 'pediatric' | 'any';

/** An open case of the demo: its history as minutes before the seeding, oldest first. */
export interface OpenCaseSpec {
  name: string;
  type: CaseType;
  exam: OpenCaseExam;
  steps: readonly (readonly [minutesAgo: number, action: DemoStepAction])[];
}

const requested = (actor: DemoRequester = 'surgeon'): DemoStepAction => ({
  event: 'Requested',
  actor,
});
const taken = (actor: DemoTechnician): DemoStepAction => ({ event: 'Taken', actor });
const started = (actor: DemoTechnician): DemoStepAction => ({ event: 'Started', actor });
const act = (actor: DemoTechnician | 'manager', what: DemoAct): DemoStepAction => ({
  event: 'Act',
  actor,
  act: what,
});

/**
 * The work in progress when the demo starts, one case per stage the technicians see: one in the
 * queue, the urgent patient's (High) that modeler@ took first and is working on, one of
 * modeler.new@'s waiting for QC, a pediatric request waiting for the manager, and three PreopRod
 * cases in planning. Each technician holds at most one, as the queue would have given them.
 * (The model stories still in progress, `historyCases`, wait in the queue too.)
 */
export const OPEN_CASES: readonly OpenCaseSpec[] = [
  {
    name: 'planning-returned',
    type: 'PreopRod',
    exam: 'any',
    steps: [
      [600, requested()],
      [581, taken('modeler')],
      [578, started('modeler')],
      [523, act('modeler', { action: 'SendToPlanning', vertebraCount: 24 })],
      [506, taken('planner')],
      [503, started('planner')],
      [421, act('planner', { action: 'SendForQC' })],
      [
        204,
        act('manager', {
          action: 'Return',
          comment: 'The left rod is 10 mm short of the upper screw: extend it.',
        }),
      ],
      [12, started('planner')],
    ],
  },
  {
    name: 'planning-qc',
    type: 'PreopRod',
    exam: 'any',
    steps: [
      [425, requested('staff')],
      [401, taken('modeler')],
      [399, started('modeler')],
      [352, act('modeler', { action: 'SendToPlanning', vertebraCount: 24 })],
      [331, taken('planner')],
      [328, started('planner')],
      [243, act('planner', { action: 'SendForQC' })],
    ],
  },
  {
    name: 'planning-queue',
    type: 'PreopRod',
    exam: 'any',
    steps: [
      [262, requested()],
      [216, taken('modeler')],
      [213, started('modeler')],
      [161, act('modeler', { action: 'SendToPlanning', vertebraCount: 24 })],
    ],
  },
  { name: 'pediatric-approval', type: 'PreOp', exam: 'pediatric', steps: [[171, requested()]] },
  {
    name: 'modeling-qc',
    type: 'PreOp',
    exam: 'any',
    steps: [
      [183, requested()],
      [151, taken('modelerNew')],
      [148, started('modelerNew')],
      [64, act('modelerNew', { action: 'CompleteCase', vertebraCount: 24 })],
    ],
  },
  {
    name: 'modeling-started',
    type: 'PreOp',
    exam: 'urgent',
    steps: [
      [95, requested()],
      [41, taken('modeler')],
      [38, started('modeler')],
    ],
  },
  { name: 'queue', type: 'PreOp', exam: 'any', steps: [[22, requested('staff')]] },
];
