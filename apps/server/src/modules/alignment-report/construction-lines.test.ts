import { clinicalRequest } from '@sagitta/domain/alignment/clinical-vectors';
import { describe, expect, it } from 'vitest';
import { frontalConstructionLines, lateralConstructionLines } from './construction-lines';

const byLabel = (lines: ReturnType<typeof lateralConstructionLines>) =>
  Object.fromEntries(lines.map((line) => [line.label, [line.from, line.to]]));

const without = (
  points: Readonly<Partial<Record<string, readonly [number, number]>>>,
  ...names: string[]
) => Object.fromEntries(Object.entries(points).filter(([name]) => !names.includes(name)));

describe('lateralConstructionLines', () => {
  const points = clinicalRequest('B').lateral?.points ?? {};

  it('draws only what vector B’s landmarks define, from the right points', () => {
    const lines = byLabel(lateralConstructionLines(points));
    expect(Object.keys(lines).sort()).toEqual(
      [
        'C7 plumb line',
        'Femoral heads',
        'Hip axis to S1 midpoint',
        'L1 superior endplate',
        'L4 superior endplate',
        'S1 endplate',
        'T1 centroid to hip axis',
      ].sort(),
    );
    expect(lines['S1 endplate']).toEqual([
      [1141, 2407],
      [1072, 2373],
    ]);
    // HA = mid(FH1 (1195, 2597), FH2 (1205, 2603)); M = mid(S1a, S1p).
    expect(lines['Hip axis to S1 midpoint']).toEqual([
      [1200, 2600],
      [1106.5, 2390],
    ]);
    // Vertical from C7c down to the level of S1p, where SVA is read.
    expect(lines['C7 plumb line']).toEqual([
      [1192, 1350],
      [1192, 2373],
    ]);
    expect(lines['T1 centroid to hip axis']).toEqual([
      [1200, 2600],
      [1180, 1306],
    ]);
  });

  it('takes a centroid from the four corners when it was not placed', () => {
    const corners = { T4sa: [10, 10], T4sp: [0, 10], T4ia: [10, 20], T4ip: [0, 20] } as const;
    const lines = byLabel(lateralConstructionLines({ ...points, ...corners }));
    expect(lines['T4 centroid to hip axis']).toEqual([
      [1200, 2600],
      [5, 15],
    ]);
  });

  it('draws nothing it would have to guess: no hip axis without both femoral heads', () => {
    const rest = without(points, 'FH2', 'C7c');
    const labels = lateralConstructionLines(rest).map((line) => line.label);
    expect(labels).toEqual(['S1 endplate', 'L1 superior endplate', 'L4 superior endplate']);
    expect(lateralConstructionLines({})).toEqual([]);
  });
});

describe('frontalConstructionLines', () => {
  const points = {
    S1l: [1050, 2400],
    S1r: [950, 2400],
    ICl: [1250, 2200],
    ICr: [750, 2210],
    C7c: [1010, 600],
    T5sl: [1040, 900],
    T5sr: [960, 905],
    L1il: [1045, 1800],
    L1ir: [965, 1790],
  } as const;

  it('draws the CSVL from the S1 midpoint up to C7, the crest line and the Cobb endplates', () => {
    const cobb = {
      kind: 'cobb',
      upperEndVertebra: 'T5',
      lowerEndVertebra: 'L1',
      convexity: 'right',
    } as const;
    const lines = byLabel(frontalConstructionLines(points, cobb));
    expect(lines['Central sacral vertical line']).toEqual([
      [1000, 2400],
      [1000, 600],
    ]);
    expect(lines['Iliac crest line']).toEqual([points.ICl, points.ICr]);
    expect(lines['Cobb: T5 superior endplate']).toEqual([points.T5sl, points.T5sr]);
    expect(lines['Cobb: L1 inferior endplate']).toEqual([points.L1il, points.L1ir]);
  });

  it('runs the CSVL to the film’s top without C7, and draws no Cobb lines without a Cobb angle', () => {
    const rest = without(points, 'C7c');
    const lines = byLabel(frontalConstructionLines(rest, null));
    expect(lines['Central sacral vertical line']).toEqual([
      [1000, 2400],
      [1000, 0],
    ]);
    expect(Object.keys(lines).some((label) => label.startsWith('Cobb'))).toBe(false);
  });
});
