import { describe, expect, it } from 'vitest';
import { FRONTAL_LANDMARK_NAMES, LATERAL_LANDMARK_NAMES } from '@sagitta/domain';
import { BODY, diagramOf } from './landmark-diagram';

describe('diagramOf', () => {
  it('has a drawing for every landmark of both films', () => {
    const names = [...LATERAL_LANDMARK_NAMES, ...FRONTAL_LANDMARK_NAMES];
    expect(names.filter((name) => diagramOf(name) === null)).toEqual([]);
  });

  it('puts a corner on its endplate and side: anterior and patient-left to the right', () => {
    expect(diagramOf('L4sa')).toEqual({ shape: 'vertebra', at: [BODY.right, BODY.top] });
    expect(diagramOf('T12ip')).toEqual({ shape: 'vertebra', at: [BODY.left, BODY.bottom] });
    expect(diagramOf('C7il')).toEqual({ shape: 'vertebra', at: [BODY.right, BODY.bottom] });
    expect(diagramOf('S1p')).toEqual({ shape: 'sacrum', at: [BODY.left, BODY.top] });
    expect(diagramOf('C2c')?.at).toEqual([48, 37]);
  });

  it('knows no other names', () => {
    expect(diagramOf('X1')).toBeNull();
  });
});
