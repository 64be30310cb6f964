import { describe, expect, it } from 'vitest';
import { frontalConstructionLines, lateralConstructionLines } from './construction-lines';

describe('lateralConstructionLines', () => {
  it('draws nothing before a line has both ends', () => {
    expect(lateralConstructionLines({ FH1: [10, 10], S1a: [20, 20] })).toEqual([]);
  });

  it('draws the pelvic lines from the femoral heads and the S1 endplate', () => {
    const lines = lateralConstructionLines({
      FH1: [100, 500],
      FH2: [110, 510],
      S1a: [140, 400],
      S1p: [100, 380],
    });
    expect(lines).toEqual([
      { id: 'femoral-heads', kind: 'pelvis', from: [100, 500], to: [110, 510] },
      { id: 'S1-endplate', kind: 'endplate', from: [140, 400], to: [100, 380] },
      { id: 'pelvic-tilt', kind: 'pelvis', from: [120, 390], to: [105, 505] },
    ]);
  });

  it('drops the C7 plumb line from the mean of its corners down to S1, then across to S1p', () => {
    const lines = lateralConstructionLines({
      C7sa: [110, 90],
      C7sp: [90, 90],
      C7ia: [110, 110],
      C7ip: [90, 110],
      S1a: [140, 400],
      S1p: [100, 380],
    });
    expect(lines.filter((line) => line.kind === 'plumb')).toEqual([
      { id: 'C7-plumb', kind: 'plumb', from: [100, 100], to: [100, 380] },
      { id: 'SVA-offset', kind: 'plumb', from: [100, 380], to: [100, 380] },
    ]);
    expect(lines.map((line) => line.id)).toContain('C7-superior');
  });

  it("prefers an explicit centroid, and joins T1's to the hip axis", () => {
    const lines = lateralConstructionLines({ T1c: [50, 60], FH1: [0, 200], FH2: [20, 200] });
    expect(lines.find((line) => line.id === 'T1-pelvic')).toEqual({
      id: 'T1-pelvic',
      kind: 'spinopelvic',
      from: [50, 60],
      to: [10, 200],
    });
  });
});

describe('frontalConstructionLines', () => {
  it('draws the crest line, the endplates, the CSVL up to C7 and its offset', () => {
    const lines = frontalConstructionLines({
      ICl: [200, 500],
      ICr: [0, 510],
      S1l: [120, 520],
      S1r: [80, 520],
      C7c: [110, 100],
    });
    expect(lines).toEqual([
      { id: 'iliac-crests', kind: 'pelvis', from: [200, 500], to: [0, 510] },
      { id: 'S1-endplate', kind: 'endplate', from: [120, 520], to: [80, 520] },
      { id: 'CSVL', kind: 'plumb', from: [100, 520], to: [100, 100] },
      { id: 'C7-CSVL-offset', kind: 'plumb', from: [100, 100], to: [110, 100] },
    ]);
  });
});
