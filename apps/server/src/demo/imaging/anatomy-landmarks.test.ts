import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoLandmarksOf } from './anatomy-landmarks';
import {
  at,
  catalog,
  columns,
  degrees,
  FRONTAL_LEVELS,
  LATERAL_LEVELS,
  rows,
  SPECS,
  truthOf,
} from './landmarks-test-support';
import { spineAnatomyOf } from './spine-anatomy';
import { buildSyntheticExam } from './synthetic-dicom';

const bodyNames = (levels: string[], [plus, minus]: readonly [string, string]) =>
  levels.flatMap((level) => [
    ...['s', 'i'].flatMap((endplate) => [plus, minus].map((side) => level + endplate + side)),
    `${level}c`,
  ]);

describe('demoLandmarksOf', () => {
  it('names the landmarks of CLINICAL.md §0 that the films show, all inside the image', () => {
    const { lateral, frontal } = demoLandmarksOf({ seed: 42, columns, rows });
    expect(Object.keys(lateral.points).sort()).toEqual(
      ['FH1', 'FH2', 'S1a', 'S1p', ...bodyNames(LATERAL_LEVELS, ['a', 'p'])].sort(),
    );
    expect(Object.keys(frontal.points).sort()).toEqual(
      ['ICl', 'ICr', 'S1l', 'S1r', ...bodyNames(FRONTAL_LEVELS, ['l', 'r'])].sort(),
    );
    for (const [x, y] of [...Object.values(lateral.points), ...Object.values(frontal.points)]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(columns);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(rows);
    }
  });

  it('declares the Pixel Spacing and the orientation the DICOM files carry', () => {
    const exam = catalog[0];
    if (exam === undefined) throw new Error('The demo catalog is empty');
    const files = buildSyntheticExam({ ...exam, columns, rows });
    const { lateral, frontal } = demoLandmarksOf({ ...exam, columns, rows });
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-landmarks-'));
    try {
      for (const [view, film] of [
        ['lateral', lateral],
        ['frontal', frontal],
      ] as const) {
        const file = path.join(scratch, `${view}.dcm`);
        writeFileSync(file, files[view]);
        const dump = execFileSync(
          'dcmdump',
          ['+P', '0028,0030', '+P', '0018,1164', '+P', '0020,0020', file],
          {
            encoding: 'utf8',
          },
        );
        const value = (tag: string) =>
          new RegExp(`^\\(${tag}\\) \\w\\w \\[([^\\]]*)\\]`, 'm').exec(dump)?.[1];
        expect(value('0028,0030')?.split('\\').map(Number)).toEqual(film.pixelSpacingMm);
        expect(value('0018,1164'), 'no Imager Pixel Spacing').toBeUndefined();
        expect(value('0020,0020')).toBe(view === 'lateral' ? 'A\\F' : 'L\\F');
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    // Columns run towards the patient's front (lateral) and left (AP): names follow.
    expect(lateral.facing).toBe('+x');
    for (const level of LATERAL_LEVELS) {
      expect(at(lateral.points, `${level}sa`)[0]).toBeGreaterThan(
        at(lateral.points, `${level}sp`)[0],
      );
      expect(at(lateral.points, `${level}ia`)[0]).toBeGreaterThan(
        at(lateral.points, `${level}ip`)[0],
      );
    }
    for (const level of [...FRONTAL_LEVELS, 'S1', 'IC']) {
      const corner = (side: string) =>
        at(frontal.points, level === 'S1' || level === 'IC' ? level + side : `${level}s${side}`);
      expect(corner('l')[0]).toBeGreaterThan(corner('r')[0]);
    }
  });

  it("gives the S1 endplate the anatomy's sacral slope, and PI = PT + SS", () => {
    for (const spec of SPECS) {
      const { points } = demoLandmarksOf({ ...spec, columns, rows }).lateral;
      const { PI, PT, SS } = truthOf(points);
      expect(Math.abs(SS - degrees(spineAnatomyOf(spec).sacralSlope))).toBeLessThan(0.1);
      expect(Math.abs(PI - (PT + SS))).toBeLessThan(1e-6);
    }
  });

  it('gives both films one scale and each vertebra the same height in both', () => {
    for (const spec of SPECS) {
      const { lateral, frontal } = demoLandmarksOf({ ...spec, columns, rows });
      expect(frontal.pixelSpacingMm).toEqual(lateral.pixelSpacingMm);
      for (const level of FRONTAL_LEVELS) {
        expect(at(frontal.points, `${level}c`)[1]).toBe(at(lateral.points, `${level}c`)[1]);
      }
    }
  });

  it('places each centroid at the mean of its four corners, as the engine would by default', () => {
    const { lateral, frontal } = demoLandmarksOf({ ...(SPECS[0] ?? { seed: 1 }), columns, rows });
    for (const [points, levels, [plus, minus]] of [
      [lateral.points, LATERAL_LEVELS, ['a', 'p']],
      [frontal.points, FRONTAL_LEVELS, ['l', 'r']],
    ] as const) {
      for (const level of levels) {
        const corners = ['s', 'i'].flatMap((e) =>
          [plus, minus].map((side) => at(points, level + e + side)),
        );
        const [x, y] = at(points, `${level}c`);
        expect(corners.reduce((sum, [cx]) => sum + cx, 0) / 4).toBeCloseTo(x, 9);
        expect(corners.reduce((sum, [, cy]) => sum + cy, 0) / 4).toBeCloseTo(y, 9);
      }
    }
  });

  it("knows the true PI, PT, SS and LL of the demo's first exams (browser tests check within 0.5°)", () => {
    const truths = {
      // One patient (Núñez Éloïse): one PI, the tilt and lordosis of each visit.
      'surgeon-001': { PI: 45.98, PT: 8.62, SS: 37.36, LL: 52.88 },
      'surgeon-002': { PI: 45.98, PT: 9.44, SS: 36.54, LL: 50.24 },
      'surgeon-003': { PI: 45.98, PT: 10.91, SS: 35.06, LL: 51.43 },
    };
    for (const [key, truth] of Object.entries(truths)) {
      const exam = catalog.find((candidate) => candidate.key === key);
      if (exam === undefined) throw new Error(`No demo exam ${key}`);
      const measured = truthOf(demoLandmarksOf({ ...exam, columns, rows }).lateral.points);
      for (const [name, value] of Object.entries(truth)) {
        expect(measured[name as keyof typeof truth], `${name} of ${key}`).toBeCloseTo(value, 1);
      }
    }
  });

  it("keeps each patient's PI on all their exams, and gives patients their own PT", () => {
    const truths = catalog.map((exam) => ({
      exam,
      ...truthOf(demoLandmarksOf({ ...exam, columns, rows }).lateral.points),
    }));
    const byPatient = new Map<string, typeof truths>();
    for (const truth of truths) {
      byPatient.set(truth.exam.patient.id, [
        ...(byPatient.get(truth.exam.patient.id) ?? []),
        truth,
      ]);
    }
    for (const [patient, exams] of byPatient) {
      const first = exams[0]?.PI ?? Number.NaN;
      for (const { PI, exam } of exams)
        expect(PI, `PI of ${exam.key} (${patient})`).toBeCloseTo(first, 6);
    }
    const tilts = [...byPatient.values()].map((exams) => exams[0]?.PT ?? Number.NaN);
    expect(Math.max(...tilts) - Math.min(...tilts)).toBeGreaterThan(15);
    for (const { PT, PI } of truths) {
      expect(PT).toBeGreaterThan(0);
      expect(PT).toBeLessThan(PI);
    }
  });

  it("shows the followed patient's fusion: after it, less pelvic tilt and PI − LL near 10°", () => {
    const story = catalog.filter((exam) => exam.surgery !== undefined);
    const truth = (phase: 'PRE_OP' | 'POST_OP') =>
      story
        .filter((exam) => exam.surgery === phase)
        .map((exam) => truthOf(demoLandmarksOf({ ...exam, columns, rows }).lateral.points));
    const [before, after] = [truth('PRE_OP'), truth('POST_OP')];
    expect(before).toHaveLength(2);
    expect(after).toHaveLength(2);
    for (const pre of before) {
      expect(pre.PI - pre.LL, 'a flat back before').toBeGreaterThanOrEqual(14);
      for (const post of after) {
        expect(post.PI).toBeCloseTo(pre.PI, 6);
        expect(post.PT).toBeLessThan(pre.PT - 3);
        expect(Math.abs(post.PI - post.LL - 10)).toBeLessThan(Math.abs(pre.PI - pre.LL - 10));
        expect(Math.abs(post.PI - post.LL - 10)).toBeLessThan(4);
      }
    }
  });
});
