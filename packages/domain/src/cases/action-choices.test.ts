import { describe, expect, it } from 'vitest';
import { caseActionBody } from '../schemas/cases';
import {
  actionOutcome,
  allowedCaseActions,
  caseActionFields,
  caseActionFormProblems,
  caseActionRequest,
  type CaseActionForm,
} from './action-choices';
import type { CaseActor, CaseContext } from './workflow';

const assignee: CaseActor = { relation: 'assignee', inexperienced: false };
const novice: CaseActor = { relation: 'assignee', inexperienced: true };
const other: CaseActor = { relation: 'other', inexperienced: false };
const preOp: CaseContext = { type: 'PreOp', strategyWaiting: false };

const form = (fields: Partial<CaseActionForm>): CaseActionForm => ({
  action: 'CompleteCase',
  reason: null,
  comment: '',
  vertebraCount: 24,
  countOverride: '',
  ...fields,
});

describe('allowedCaseActions', () => {
  it('offers the modeling technician what the workflow allows, in the workflow order', () => {
    expect(allowedCaseActions('InitialModeling', assignee, preOp)).toEqual([
      'SendForQC',
      'CompleteCase',
      'Reject',
    ]);
    expect(allowedCaseActions('ModelingQC', assignee, preOp)).toEqual([
      'CompleteCase',
      'Reject',
      'Return',
    ]);
  });

  it('offers nothing on a closed case, to an inexperienced QC or to someone else', () => {
    expect(allowedCaseActions('Completed', assignee, preOp)).toEqual([]);
    expect(allowedCaseActions('ModelingQC', novice, preOp)).toEqual([]);
    expect(allowedCaseActions('InitialModeling', other, preOp)).toEqual([]);
  });

  it('offers Send to Planning only with a strategy waiting on a PreopRod case', () => {
    const waiting: CaseContext = { type: 'PreopRod', strategyWaiting: true };
    expect(allowedCaseActions('ModelingQC', assignee, waiting)).toContain('SendToPlanning');
    expect(allowedCaseActions('ModelingQC', assignee, preOp)).not.toContain('SendToPlanning');
  });
});

describe('caseActionFields', () => {
  it.each([
    [
      'InitialModeling',
      'CompleteCase',
      null,
      { reason: false, commentRequired: false, vertebraCount: true },
    ],
    [
      'InitialModeling',
      'SendForQC',
      null,
      { reason: false, commentRequired: false, vertebraCount: true },
    ],
    [
      'ModelingQC',
      'CompleteCase',
      null,
      { reason: false, commentRequired: false, vertebraCount: false },
    ],
    [
      'InitialModeling',
      'Reject',
      'Other',
      { reason: true, commentRequired: true, vertebraCount: false },
    ],
    [
      'InitialModeling',
      'Reject',
      'Not24Vertebrae',
      { reason: true, commentRequired: false, vertebraCount: false },
    ],
    ['PlanningQC', 'Return', null, { reason: false, commentRequired: true, vertebraCount: false }],
  ] as const)('%s %s (%s) asks %j', (stage, action, reason, expected) => {
    expect(caseActionFields(stage, action, reason)).toEqual(expected);
  });
});

describe('caseActionFormProblems', () => {
  it('lets 24 vertebrae go without a reason, and asks one for any other count', () => {
    expect(caseActionFormProblems('InitialModeling', form({}))).toEqual({});
    expect(caseActionFormProblems('InitialModeling', form({ vertebraCount: 23 }))).toEqual({
      countOverride: 'countOverrideRequired',
    });
    expect(
      caseActionFormProblems(
        'InitialModeling',
        form({ vertebraCount: 25, countOverride: 'Transitional L6 known to the surgeon' }),
      ),
    ).toEqual({});
  });

  it('refuses a missing or impossible count', () => {
    expect(caseActionFormProblems('InitialModeling', form({ vertebraCount: null }))).toEqual({
      vertebraCount: 'vertebraCountRequired',
    });
    expect(caseActionFormProblems('InitialModeling', form({ vertebraCount: 0 }))).toEqual({
      vertebraCount: 'vertebraCountInvalid',
    });
    expect(caseActionFormProblems('InitialModeling', form({ vertebraCount: 24.5 }))).toEqual({
      vertebraCount: 'vertebraCountInvalid',
    });
  });

  it('does not ask the count where the modeling is not handed on', () => {
    expect(caseActionFormProblems('ModelingQC', form({ vertebraCount: null }))).toEqual({});
  });

  it('asks a rejection its reason, and a comment for Other', () => {
    expect(caseActionFormProblems('InitialModeling', form({ action: 'Reject' }))).toEqual({
      reason: 'reasonRequired',
    });
    expect(
      caseActionFormProblems(
        'InitialModeling',
        form({ action: 'Reject', reason: 'Other', comment: '  ' }),
      ),
    ).toEqual({ comment: 'commentRequired' });
    expect(
      caseActionFormProblems(
        'InitialModeling',
        form({ action: 'Reject', reason: 'CongenitalDeformity' }),
      ),
    ).toEqual({});
  });

  it('asks a return its comment, and refuses a comment too long', () => {
    expect(caseActionFormProblems('ModelingQC', form({ action: 'Return' }))).toEqual({
      comment: 'commentRequired',
    });
    expect(
      caseActionFormProblems('ModelingQC', form({ action: 'Return', comment: 'x'.repeat(1_001) })),
    ).toEqual({ comment: 'commentTooLong' });
  });
});

describe('caseActionRequest', () => {
  it('sends only what the action takes, trimmed, in a body the API accepts', () => {
    const cases: [Parameters<typeof caseActionRequest>, ReturnType<typeof caseActionRequest>][] = [
      [['InitialModeling', form({})], { action: 'CompleteCase', vertebraCount: 24 }],
      [
        ['InitialModeling', form({ vertebraCount: 23, countOverride: ' fused L5 ', comment: ' ' })],
        { action: 'CompleteCase', vertebraCount: 23, countOverride: 'fused L5' },
      ],
      [
        ['InitialModeling', form({ vertebraCount: 24, countOverride: 'left over' })],
        { action: 'CompleteCase', vertebraCount: 24 },
      ],
      [['ModelingQC', form({ vertebraCount: 24 })], { action: 'CompleteCase' }],
      [
        ['InitialModeling', form({ action: 'Reject', reason: 'Other', comment: ' blurred ' })],
        { action: 'Reject', reason: 'Other', comment: 'blurred' },
      ],
      [
        ['PlanningQC', form({ action: 'Return', comment: 'Rod too long' })],
        { action: 'Return', comment: 'Rod too long' },
      ],
    ];
    for (const [args, expected] of cases) {
      const request = caseActionRequest(...args);
      expect(request).toEqual(expected);
      expect(caseActionBody.safeParse(request).success).toBe(true);
    }
  });
});

describe('actionOutcome', () => {
  it('reads a Complete case that reaches QC as Send for QC, and anything else as itself', () => {
    expect(actionOutcome('CompleteCase', 'ModelingQC')).toBe('SendForQC');
    expect(actionOutcome('CompleteCase', 'Completed')).toBe('CompleteCase');
    expect(actionOutcome('CompleteCase', undefined)).toBe('CompleteCase');
    expect(actionOutcome('Reject', 'Rejected')).toBe('Reject');
    expect(actionOutcome('Return', 'ModelingQC')).toBe('Return');
  });
});
