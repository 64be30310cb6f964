import { describe, expect, it } from 'vitest';
import { LATERAL_ESSENTIAL_LANDMARKS } from '../alignment/landmarks';
import { caseActionBody } from '../schemas/cases';
import { CASE_COMPLETION_MESSAGES, handsModelingOn, modelingHandOverProblem } from './completion';

const placed = [...LATERAL_ESSENTIAL_LANDMARKS];

describe('handing the modeling on', () => {
  it('needs the lateral film’s essential landmarks, naming those missing', () => {
    expect(
      modelingHandOverProblem({
        lateralLandmarks: placed.slice(2),
        vertebraCount: 24,
        countOverride: undefined,
      }),
    ).toBe(CASE_COMPLETION_MESSAGES.lateralLandmarks(['FH1', 'FH2']));
  });

  it('needs 24 vertebrae, or another count with a reason', () => {
    const handOver = { lateralLandmarks: placed, countOverride: undefined };
    expect(modelingHandOverProblem({ ...handOver, vertebraCount: 24 })).toBeUndefined();
    expect(modelingHandOverProblem({ ...handOver, vertebraCount: undefined })).toBe(
      CASE_COMPLETION_MESSAGES.vertebraCount,
    );
    expect(modelingHandOverProblem({ ...handOver, vertebraCount: 25 })).toBe(
      CASE_COMPLETION_MESSAGES.vertebraCount,
    );
    expect(modelingHandOverProblem({ ...handOver, vertebraCount: 25, countOverride: '  ' })).toBe(
      CASE_COMPLETION_MESSAGES.vertebraCount,
    );
    expect(
      modelingHandOverProblem({
        ...handOver,
        vertebraCount: 25,
        countOverride: 'L6, lumbarised S1',
      }),
    ).toBeUndefined();
  });

  it('applies to forward moves out of initial modeling only', () => {
    expect(handsModelingOn('InitialModeling', 'CompleteCase')).toBe(true);
    expect(handsModelingOn('InitialModeling', 'SendForQC')).toBe(true);
    expect(handsModelingOn('InitialModeling', 'Reject')).toBe(false);
    expect(handsModelingOn('ModelingQC', 'CompleteCase')).toBe(false);
  });
});

describe('an action’s body', () => {
  it('needs a reason to reject, a comment for Other and for a return', () => {
    expect(caseActionBody.safeParse({ action: 'Reject' }).success).toBe(false);
    expect(caseActionBody.safeParse({ action: 'Reject', reason: 'Other' }).success).toBe(false);
    expect(
      caseActionBody.safeParse({ action: 'Reject', reason: 'Other', comment: 'Implant artefact' })
        .success,
    ).toBe(true);
    expect(caseActionBody.safeParse({ action: 'Return' }).success).toBe(false);
    expect(caseActionBody.safeParse({ action: 'CompleteCase', reason: 'Other' }).success).toBe(
      false,
    );
    expect(caseActionBody.safeParse({ action: 'CompleteCase', vertebraCount: 24 }).success).toBe(
      true,
    );
  });
});
