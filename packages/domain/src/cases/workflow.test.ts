import { describe, expect, it } from 'vitest';
import { CASE_STAGES, type CaseStage } from './enumerations';
import {
  CASE_ACTIONS,
  CASE_WORKFLOW_MESSAGES as M,
  caseTransition,
  type CaseAction,
  type CaseActor,
  type CaseContext,
} from './workflow';

const ACTORS = {
  assignee: { relation: 'assignee', inexperienced: false },
  novice: { relation: 'assignee', inexperienced: true },
  manager: { relation: 'manager', inexperienced: false },
  other: { relation: 'other', inexperienced: false },
} as const satisfies Record<string, CaseActor>;
type ActorName = keyof typeof ACTORS;

const PLANNABLE: CaseContext = { type: 'PreopRod', strategyWaiting: true };

/** What each actor gets, in the order assignee, novice, manager, other: a stage or a refusal. */
type Row = readonly [assignee: string, novice: string, manager: string, other: string];

const CLOSED: Row = ['closed', 'closed', 'closed', 'closed'];
const closedRows = (): Record<CaseAction, Row> => ({
  SendToPlanning: CLOSED,
  SendForQC: CLOSED,
  CompleteCase: CLOSED,
  Reject: CLOSED,
  Return: CLOSED,
});

/**
 * The workflow written out, stage × action × actor, for a PreopRod case with a strategy waiting
 * (the context that allows every move): a stage name is where the case goes, a key of the
 * messages is the refusal.
 */
const EXPECTED: Record<CaseStage, Record<CaseAction, Row>> = {
  InitialModeling: {
    SendToPlanning: ['InitialPlanning', 'ModelingQC', 'InitialPlanning', 'notYours'],
    SendForQC: ['ModelingQC', 'ModelingQC', 'ModelingQC', 'notYours'],
    CompleteCase: ['Completed', 'ModelingQC', 'Completed', 'notYours'],
    Reject: ['Rejected', 'Rejected', 'Rejected', 'notYours'],
    Return: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
  },
  ModelingQC: {
    SendToPlanning: ['InitialPlanning', 'qcNeedsExperience', 'InitialPlanning', 'notYours'],
    SendForQC: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
    CompleteCase: ['Completed', 'qcNeedsExperience', 'Completed', 'notYours'],
    Reject: ['Rejected', 'qcNeedsExperience', 'Rejected', 'notYours'],
    Return: ['InitialModeling', 'qcNeedsExperience', 'InitialModeling', 'notYours'],
  },
  InitialPlanning: {
    SendToPlanning: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
    SendForQC: ['PlanningQC', 'PlanningQC', 'PlanningQC', 'notYours'],
    CompleteCase: ['Completed', 'PlanningQC', 'Completed', 'notYours'],
    Reject: ['Rejected', 'Rejected', 'Rejected', 'notYours'],
    Return: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
  },
  PlanningQC: {
    SendToPlanning: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
    SendForQC: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
    CompleteCase: ['Completed', 'qcNeedsExperience', 'Completed', 'notYours'],
    Reject: ['Rejected', 'qcNeedsExperience', 'Rejected', 'notYours'],
    Return: ['PlanningReturnForQC', 'qcNeedsExperience', 'PlanningReturnForQC', 'notYours'],
  },
  PlanningReturnForQC: {
    SendToPlanning: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
    SendForQC: ['PlanningQC', 'PlanningQC', 'PlanningQC', 'notYours'],
    CompleteCase: ['Completed', 'PlanningQC', 'Completed', 'notYours'],
    Reject: ['Rejected', 'Rejected', 'Rejected', 'notYours'],
    Return: ['notAllowed', 'notAllowed', 'notAllowed', 'notAllowed'],
  },
  Completed: closedRows(),
  Rejected: closedRows(),
};

const outcome = (stage: CaseStage, action: CaseAction, actor: ActorName, context = PLANNABLE) => {
  const move = caseTransition(stage, action, ACTORS[actor], context);
  if (move.ok) return move.stage;
  const key = (Object.keys(M) as (keyof typeof M)[]).find((name) => M[name] === move.message);
  return key ?? move.message;
};

describe('the 3D case workflow', () => {
  const names = Object.keys(ACTORS) as ActorName[];
  for (const stage of CASE_STAGES)
    for (const action of CASE_ACTIONS)
      it(`${stage} × ${action}: ${EXPECTED[stage][action].join(', ')}`, () => {
        expect(names.map((actor) => outcome(stage, action, actor))).toEqual([
          ...EXPECTED[stage][action],
        ]);
      });

  it('sends to planning only a PreopRod case whose strategy waits', () => {
    for (const context of [
      { type: 'PreopRod', strategyWaiting: false },
      { type: 'PreOp', strategyWaiting: true },
      { type: 'PostOp', strategyWaiting: true },
    ] as const) {
      expect(outcome('InitialModeling', 'SendToPlanning', 'assignee', context)).toBe('noPlanning');
      expect(outcome('ModelingQC', 'SendToPlanning', 'manager', context)).toBe('noPlanning');
    }
  });

  it('completes a PreOp or PostOp model without planning', () => {
    for (const type of ['PreOp', 'PostOp'] as const)
      expect(
        outcome('InitialModeling', 'CompleteCase', 'assignee', { type, strategyWaiting: false }),
      ).toBe('Completed');
  });
});
