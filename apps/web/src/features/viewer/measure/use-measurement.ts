import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frontalConstructionLines, lateralConstructionLines } from './construction-lines';
import { landmarkSequence, type MeasuredFilm } from './landmark-sequence';
import { liveMeasurement, type Calibration } from './live-values';
import {
  initialMeasureState,
  measureReducer,
  type MeasureAction,
  type MeasureState,
} from './measure-state';

/** Coordinates as they are read out: image pixels to one decimal. */
const spoken = (value: number) => value.toFixed(1);

/**
 * The measurement of one film: its state, the engine's live values and lines, and a sentence
 * for screen readers after each change (the panel puts it in an aria-live region).
 * @param film - the film measured
 * @param calibration - its pixel spacing and where it comes from
 */
export function useMeasurement(film: MeasuredFilm, calibration: Calibration) {
  const { t } = useTranslation();
  const [state, setState] = useState<MeasureState>(() => initialMeasureState(film));
  const [announcement, setAnnouncement] = useState('');
  // Pointer moves can outrun renders: every action applies to the latest state, not a render's.
  const latest = useRef(state);

  const labelOf = (name: string) =>
    landmarkSequence(film).find((landmark) => landmark.name === name)?.label ?? name;

  const describe = (action: MeasureAction, before: MeasureState, after: MeasureState) => {
    const next =
      after.current === null
        ? t('viewer.measure.announce.allDone')
        : t('viewer.measure.announce.next', { label: labelOf(after.current) });
    switch (action.kind) {
      case 'place': {
        const name = action.name ?? before.current ?? '';
        return `${t('viewer.measure.announce.placed', { name: labelOf(name) })} ${next}`;
      }
      case 'nudge': {
        const name = after.selected ?? '';
        const point = after.points[name];
        if (point === undefined) return '';
        return t('viewer.measure.announce.moved', {
          name: labelOf(name),
          x: spoken(point[0]),
          y: spoken(point[1]),
        });
      }
      case 'skip':
        return `${t('viewer.measure.announce.skipped', { name: labelOf(before.current ?? '') })} ${next}`;
      case 'remove':
        return `${t('viewer.measure.announce.removed', { name: labelOf(before.selected ?? '') })} ${next}`;
      case 'undo':
        return `${t('viewer.measure.announce.undone')} ${next}`;
      case 'redo':
        return `${t('viewer.measure.announce.redone')} ${next}`;
      case 'prompt':
        return next;
      // A drag is seen; facing and selection are announced by their own controls.
      case 'move':
      case 'select':
      case 'face':
      case 'load':
        return null;
    }
  };

  const apply = (action: MeasureAction) => {
    const before = latest.current;
    const after = measureReducer(before, action);
    if (after === before) return;
    latest.current = after;
    setState(after);
    const sentence = describe(action, before, after);
    if (sentence !== null) setAnnouncement(sentence);
  };

  const measurement = useMemo(
    () => liveMeasurement(film, state.points, state.facing, calibration),
    [film, state.points, state.facing, calibration],
  );
  const lines = useMemo(
    () =>
      film === 'lateral'
        ? lateralConstructionLines(state.points)
        : frontalConstructionLines(state.points),
    [film, state.points],
  );

  return { state, apply, measurement, lines, announcement, labelOf };
}

export type Measurement = ReturnType<typeof useMeasurement>;
