import { describe, expect, it } from 'vitest';
import {
  CASE_STEPS,
  caseProgress,
  caseSteps,
  type CaseProgressInput,
  type CaseStepsInput,
} from './progress';

const base: CaseProgressInput = {
  stage: 'InitialModeling',
  type: 'PreOp',
  modeled: false,
  planningStarted: false,
  returned: false,
};

describe('the case lists’ modeling and planning status', () => {
  it.each<[Partial<CaseProgressInput>, string, string]>([
    [{}, 'Ongoing', 'NotApplicable'],
    [{ returned: true }, 'Returned', 'NotApplicable'],
    [{ stage: 'ModelingQC', returned: true }, 'Ongoing', 'NotApplicable'],
    [{ stage: 'Completed', modeled: true }, 'Completed', 'NotApplicable'],
    [{ stage: 'Rejected' }, 'Cancelled', 'NotApplicable'],
    [{ type: 'PreopRod' }, 'Ongoing', 'Upcoming'],
    [
      { type: 'PreopRod', stage: 'InitialPlanning', modeled: true, planningStarted: true },
      'Completed',
      'Ongoing',
    ],
    [
      { type: 'PreopRod', stage: 'PlanningReturnForQC', modeled: true, planningStarted: true },
      'Completed',
      'Returned',
    ],
    [
      { type: 'PreopRod', stage: 'Rejected', modeled: true, planningStarted: true },
      'Completed',
      'Cancelled',
    ],
    [{ type: 'PreopRod', stage: 'Completed', modeled: true }, 'Completed', 'NotApplicable'],
    [
      { type: 'PreopRod', stage: 'Completed', modeled: true, planningStarted: true },
      'Completed',
      'Completed',
    ],
  ])('%o → modeling %s, planning %s', (change, modeling, planning) => {
    expect(caseProgress({ ...base, ...change })).toEqual({ modeling, planning });
  });
});

describe('the case history’s steps', () => {
  type History = CaseStepsInput['history'];
  const requested: History = [{ event: 'Requested', toStage: 'InitialModeling' }];
  const toQc: History = [...requested, { event: 'SendForQC', toStage: 'ModelingQC' }];
  /** The steps' types in `CASE_STEPS` order. */
  const stepsOf = (input: Partial<CaseStepsInput> & Partial<CaseProgressInput>) => {
    const progressInput = { ...base, ...input };
    return caseSteps({
      stage: progressInput.stage,
      pediatric: input.pediatric ?? false,
      progress: caseProgress(progressInput),
      history: input.history ?? requested,
    }).map(({ step, type }) => `${step}:${type}`);
  };

  it.each<[string, Partial<CaseStepsInput> & Partial<CaseProgressInput>, string[]]>([
    [
      'a new request being modeled',
      {},
      ['Completed', 'NotApplicable', 'Ongoing', 'Upcoming', 'NotApplicable', 'Upcoming'],
    ],
    [
      'a pediatric request awaiting its manager',
      { pediatric: true },
      ['Completed', 'Ongoing', 'Ongoing', 'Upcoming', 'NotApplicable', 'Upcoming'],
    ],
    [
      'in quality check',
      { stage: 'ModelingQC', history: toQc },
      ['Completed', 'NotApplicable', 'Ongoing', 'Ongoing', 'NotApplicable', 'Upcoming'],
    ],
    [
      'given back by the check',
      {
        returned: true,
        history: [...toQc, { event: 'Return', toStage: 'InitialModeling' }],
      },
      ['Completed', 'NotApplicable', 'Returned', 'Returned', 'NotApplicable', 'Upcoming'],
    ],
    [
      'completed after its check, a pediatric one approved',
      {
        stage: 'Completed',
        modeled: true,
        pediatric: true,
        history: [
          ...requested,
          { event: 'PediatricApproved', toStage: null },
          { event: 'SendForQC', toStage: 'ModelingQC' },
          { event: 'CompleteCase', toStage: 'Completed' },
        ],
      },
      ['Completed', 'Completed', 'Completed', 'Completed', 'NotApplicable', 'Completed'],
    ],
    [
      'completed without a check',
      {
        stage: 'Completed',
        modeled: true,
        history: [...requested, { event: 'CompleteCase', toStage: 'Completed' }],
      },
      ['Completed', 'NotApplicable', 'Completed', 'NotApplicable', 'NotApplicable', 'Completed'],
    ],
    [
      'rejected in its check',
      { stage: 'Rejected', history: [...toQc, { event: 'Reject', toStage: 'Rejected' }] },
      ['Completed', 'NotApplicable', 'Cancelled', 'Cancelled', 'NotApplicable', 'Cancelled'],
    ],
    [
      'a pediatric request rejected before its approval',
      {
        stage: 'Rejected',
        pediatric: true,
        history: [...requested, { event: 'Reject', toStage: 'Rejected' }],
      },
      ['Completed', 'Cancelled', 'Cancelled', 'NotApplicable', 'NotApplicable', 'Cancelled'],
    ],
    [
      'a rod case in planning',
      {
        stage: 'InitialPlanning',
        type: 'PreopRod',
        modeled: true,
        planningStarted: true,
        history: [...requested, { event: 'SendToPlanning', toStage: 'InitialPlanning' }],
      },
      ['Completed', 'NotApplicable', 'Completed', 'NotApplicable', 'Ongoing', 'Upcoming'],
    ],
  ])('%s', (_, input, types) => {
    expect(stepsOf(input)).toEqual(CASE_STEPS.map((step, index) => `${step}:${types[index]}`));
  });
});
