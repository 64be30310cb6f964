import { CALIBRATION_OBJECT_MAX_MM, type FilmCalibration } from '@sagitta/domain';
import type { ImagePoint } from './measure-state';

/** The two ends of a calibration object being drawn, image pixels; one of them selected. */
export interface CalibrationMarks {
  start: ImagePoint | null;
  end: ImagePoint | null;
  selected: CalibrationEnd | null;
}
export type CalibrationEnd = 'start' | 'end';

export type CalibrationMarksAction =
  /** A click (or Enter at the crosshair): the start, then the end, then the selected end again. */
  | { kind: 'place'; point: ImagePoint }
  /** A drag of one end. */
  | { kind: 'move'; end: CalibrationEnd; point: ImagePoint }
  /** Arrows: the selected end by image pixels. */
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'select'; end: CalibrationEnd | null };

/**
 * Where drawing starts: the film's calibration object when it has one (to adjust it), else
 * nothing placed.
 * @param calibration - the film's calibration now
 */
export function initialCalibrationMarks(
  calibration: FilmCalibration | undefined,
): CalibrationMarks {
  return calibration?.source === 'CALIBRATION_OBJECT'
    ? { start: calibration.start, end: calibration.end, selected: null }
    : { start: null, end: null, selected: null };
}

/**
 * The calibration tool's marks after a gesture or a key: pure, like the landmarks' reducer.
 * @param marks - the marks before
 * @param action - what the user did
 */
export function calibrationMarksReducer(
  marks: CalibrationMarks,
  action: CalibrationMarksAction,
): CalibrationMarks {
  switch (action.kind) {
    case 'place': {
      const point: ImagePoint = [action.point[0], action.point[1]];
      if (marks.start === null) return { ...marks, start: point, selected: 'start' };
      if (marks.end === null) return { ...marks, end: point, selected: 'end' };
      const end = marks.selected ?? 'end';
      return { ...marks, [end]: point, selected: end };
    }
    case 'move':
      if (marks[action.end] === null) return marks;
      return { ...marks, [action.end]: [action.point[0], action.point[1]], selected: action.end };
    case 'nudge': {
      const end = marks.selected;
      const point = end === null ? null : marks[end];
      if (end === null || point === null) return marks;
      return { ...marks, [end]: [point[0] + action.dx, point[1] + action.dy] };
    }
    case 'select':
      return action.end !== null && marks[action.end] === null
        ? marks
        : { ...marks, selected: action.end };
  }
}

/** The object's length on the film in image pixels, null until both ends are placed. */
export function markedLengthPx(marks: CalibrationMarks): number | null {
  if (marks.start === null || marks.end === null) return null;
  return Math.hypot(marks.end[0] - marks.start[0], marks.end[1] - marks.start[1]);
}

export type LengthProblem = 'required' | 'positive' | 'tooLong';

/**
 * The real length typed in, or what is wrong with it: a number above 0 mm and at most
 * {@link CALIBRATION_OBJECT_MAX_MM} (the API's own bounds).
 * @param value - the length field's value (Mantine's NumberInput gives '' when empty)
 */
export function checkLengthMm(
  value: number | string,
): { ok: true; lengthMm: number } | { ok: false; problem: LengthProblem } {
  if (value === '') return { ok: false, problem: 'required' };
  const lengthMm = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(lengthMm)) return { ok: false, problem: 'required' };
  if (lengthMm <= 0) return { ok: false, problem: 'positive' };
  if (lengthMm > CALIBRATION_OBJECT_MAX_MM) return { ok: false, problem: 'tooLong' };
  return { ok: true, lengthMm };
}
