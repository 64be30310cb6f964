import { describe, expect, it } from 'vitest';
import { alignmentApproval, alignmentLandmarksSave } from './alignment-assessments';

const save = {
  revision: 0,
  lateral: { facing: '+x', points: { S1a: [10, 20], S1p: [40, 25] } },
  calibration: { lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: [0.2, 0.25] } },
};

describe('alignmentLandmarksSave', () => {
  it('takes the engine film shape with a calibration per film', () => {
    expect(alignmentLandmarksSave.parse(save)).toEqual(save);
  });

  it('names an unknown landmark in the error path', () => {
    const result = alignmentLandmarksSave.safeParse({
      ...save,
      lateral: { points: { S1x: [1, 2] } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['lateral', 'points', 'S1x']);
  });

  it('refuses a coordinate that is not a finite number, naming it', () => {
    const result = alignmentLandmarksSave.safeParse({
      ...save,
      lateral: { points: { S1a: [Number.POSITIVE_INFINITY, 2] } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['lateral', 'points', 'S1a', 0]);
  });

  it('refuses a spacing inside the film (it belongs to the calibration)', () => {
    const result = alignmentLandmarksSave.safeParse({
      ...save,
      lateral: { pixelSpacingMm: 0.2, points: {} },
    });
    expect(result.success).toBe(false);
  });

  it('refuses a missing or negative revision', () => {
    expect(alignmentLandmarksSave.safeParse({ ...save, revision: -1 }).success).toBe(false);
    expect(alignmentLandmarksSave.safeParse({ ...save, revision: undefined }).success).toBe(false);
  });
});

describe('alignmentApproval', () => {
  it('takes only Approved, with a password', () => {
    expect(
      alignmentApproval.safeParse({ eosAlignmentStatus: 'Approved', password: 'x' }).success,
    ).toBe(true);
    expect(
      alignmentApproval.safeParse({ eosAlignmentStatus: 'Rejected', password: 'x' }).success,
    ).toBe(false);
    expect(alignmentApproval.safeParse({ eosAlignmentStatus: 'Approved' }).success).toBe(false);
  });
});
