import { describe, expect, it } from 'vitest';
import { Film } from './film';
import type { Point } from './geometry';
import { kneeFlexion } from './lower-limb';
import {
  cervicalLordosis,
  cervicothoracicLordosis,
  t1Slope,
  thoracicKyphosis,
  thoracolumbarLordosis,
  upperLumbarLordosis,
} from './sagittal-curves';
import {
  cervicalSagittalVerticalAxis,
  sagittalVerticalAxis,
  spinopelvicAngle,
} from './global-balance';
import { measure } from './measure';

const RADIANS = Math.PI / 180;

/** Endplate corners 40 px wide around (x, y) at a slope (degrees, + anterior caudal). */
function endplate(x: number, y: number, slope: number): [Point, Point] {
  const dx = Math.cos(slope * RADIANS) * 20;
  const dy = Math.sin(slope * RADIANS) * 20;
  return [
    [x + dx, y + dy],
    [x - dx, y - dy],
  ];
}

function lateral(
  points: Record<string, Point>,
  pixelSpacingMm: number | [number, number] | null = 0.5,
) {
  return new Film('lateral', { pixelSpacingMm, points });
}

describe('regional sagittal angles on known endplates', () => {
  const [C2ia, C2ip] = endplate(500, 300, 20);
  const [C7sa, C7sp] = endplate(500, 600, 12);
  const [C7ia, C7ip] = endplate(500, 640, 10);
  const [T1sa, T1sp] = endplate(500, 660, 25);
  const [T4sa, T4sp] = endplate(500, 800, 15);
  const [T4ia, T4ip] = endplate(500, 840, 5);
  const [T12ia, T12ip] = endplate(500, 1400, -30);
  const film = lateral({
    C2ia,
    C2ip,
    C7sa,
    C7sp,
    C7ia,
    C7ip,
    T1sa,
    T1sp,
    T4sa,
    T4sp,
    T4ia,
    T4ip,
    T12ia,
    T12ip,
  });

  it('T4–T12 is positive for kyphosis: slope(T4 sup) − slope(T12 inf)', () => {
    expect(thoracicKyphosis(film).value).toBeCloseTo(15 - -30, 9);
  });
  it('T4–C7 runs from C7 superior to T4 inferior, lordosis positive', () => {
    expect(cervicothoracicLordosis(film).value).toBeCloseTo(5 - 12, 9);
  });
  it('C2–C7 is the Cobb of the C2 and C7 inferior endplates, lordosis positive', () => {
    expect(cervicalLordosis(film).value).toBeCloseTo(10 - 20, 9);
  });
  it('T1 slope is the T1 superior endplate to the horizontal', () => {
    expect(t1Slope(film).value).toBeCloseTo(25, 9);
  });
});

describe('lumbar regional lordosis from the upper superior to the lower inferior endplate', () => {
  const [T12sa, T12sp] = endplate(500, 1400, -20);
  const [L1sa, L1sp] = endplate(500, 1460, -15);
  const [L4ia, L4ip] = endplate(500, 1700, 18);
  const film = lateral({ T12sa, T12sp, L1sa, L1sp, L4ia, L4ip });
  it('T12–L4 and L1–L4', () => {
    expect(thoracolumbarLordosis(film).value).toBeCloseTo(18 - -20, 9);
    expect(upperLumbarLordosis(film).value).toBeCloseTo(18 - -15, 9);
  });
});

describe('lengths per axis', () => {
  it('SVA uses the column spacing for x, with row ≠ column spacing', () => {
    const film = lateral({ C7c: [1100, 1300], S1p: [1000, 2300] }, [0.2, 0.4]);
    expect(sagittalVerticalAxis(film).value).toBeCloseTo(100 * 0.4, 9);
  });
  it('cSVA is C2 centroid minus the C7 posterosuperior corner, facing −x mirrored', () => {
    const points = { C2c: [900, 300], C7sp: [950, 600] } satisfies Record<string, Point>;
    const facingMinusX = new Film('lateral', { pixelSpacingMm: 0.5, facing: '-x', points });
    expect(cervicalSagittalVerticalAxis(facingMinusX).value).toBeCloseTo(25, 9);
    expect(cervicalSagittalVerticalAxis(lateral(points)).value).toBeCloseTo(-25, 9);
  });
});

describe('knee flexion', () => {
  const hips = { FH1: [1000, 1000], FH2: [1000, 1000] } satisfies Record<string, Point>;
  it('is 0 for a straight leg and 180° − ∠(hip, knee, ankle) for a bent one', () => {
    const straight = lateral({ ...hips, KNEEl: [1000, 1400], ANKLEl: [1000, 1800] });
    expect(kneeFlexion(straight, 'left').value).toBeCloseTo(0, 9);
    // Femur straight down, tibia going back at 30° from vertical: 30° of flexion.
    const tibia: Point = [1000 - Math.sin(30 * RADIANS) * 400, 1400 + Math.cos(30 * RADIANS) * 400];
    const bent = lateral({ ...hips, KNEEr: [1000, 1400], ANKLEr: tibia });
    expect(kneeFlexion(bent, 'right').value).toBeCloseTo(30, 9);
    expect(kneeFlexion(bent, 'left')).toMatchObject({
      value: null,
      reason: { code: 'missing-landmark', landmarks: ['KNEEl', 'ANKLEl'] },
    });
  });
  it('is negative when the knee is behind the hip–ankle line (hyperextension)', () => {
    const back = lateral({ ...hips, KNEEl: [980, 1400], ANKLEl: [1000, 1800] });
    expect(kneeFlexion(back, 'left').value).toBeLessThan(0);
  });
});

describe('T4PA and L1PA on known geometry', () => {
  // Hip axis at (1000, 2000); S1's midpoint M at (980, 1800): tiltUp(HA, M) = −atan(20 / 200).
  // T4's centroid 100 px anterior and 100·√3 px up (tiltUp 30°); L1's 50 px posterior and 50 px
  // up (tiltUp −45°). Each angle is the vertebra's tilt from the hip axis minus M's (CLINICAL §1).
  const points: Record<string, Point> = {
    FH1: [1000, 2000],
    FH2: [1000, 2000],
    S1a: [1000, 1810],
    S1p: [960, 1790],
    T4c: [1100, 2000 - 100 * Math.sqrt(3)],
    L1c: [950, 1950],
  };
  const film = lateral(points);
  const pelvicTilt = Math.atan(20 / 200) / RADIANS;

  it('T4PA = 30° + the tilt of M, L1PA = −45° + the same', () => {
    expect(spinopelvicAngle(film, 'T4').value).toBeCloseTo(30 + pelvicTilt, 9);
    expect(spinopelvicAngle(film, 'L1').value).toBeCloseTo(-45 + pelvicTilt, 9);
  });

  it('are what measure() answers as T4PA and L1PA', () => {
    const { parameters } = measure({
      lateral: { pixelSpacingMm: 0.5, points },
    });
    expect(parameters.T4PA.value).toBeCloseTo(30 + pelvicTilt, 9);
    expect(parameters.L1PA.value).toBeCloseTo(-45 + pelvicTilt, 9);
  });
});
