import { describe, expect, it } from 'vitest';
import { caseProgress, type CaseProgressInput } from './progress';

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
