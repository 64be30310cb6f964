import { useState } from 'react';
import type { AssessmentCalibration, FilmCalibration } from '@sagitta/domain';
import type { ExamImage } from '../api';
import type { KeyPress } from '../shortcuts';
import { screenToImage, type Point, type Size, type Viewport } from '../viewport';
import type { MeasuredFilm } from './landmark-sequence';
import {
  calibrationMarksReducer,
  initialCalibrationMarks,
  type CalibrationMarks,
  type CalibrationMarksAction,
} from './calibration-marks';
import { measureCommandForKey } from './measure-keys';
import type { ImagePoint } from './measure-state';
import { useAssessmentDraft } from './use-assessment-draft';
import { useMeasurement } from './use-measurement';

/** The exam's images that can be measured, with their sizes once known. */
export interface MeasurableFilms {
  lateral: ExamImage | null;
  frontal: ExamImage | null;
  sizeOf: (image: ExamImage) => Size | null;
}

/**
 * Measurement mode: on or off, the film measured (lateral first), both films' measurements and
 * their saved draft, the keyboard's crosshair, and what a key or a click on the film does.
 * @param examId - the exam measured
 * @param films - its lateral and frontal images (null when it has none to show)
 * @param startOn - whether the tool is on from the start (the viewer opened for measuring)
 */
export function useMeasureMode(examId: string, films: MeasurableFilms, startOn = false) {
  const [on, setOn] = useState(startOn);
  const [chosen, setChosen] = useState<MeasuredFilm | null>(null);
  const film: MeasuredFilm = chosen ?? (films.lateral === null ? 'frontal' : 'lateral');
  const image = films[film];
  // The films' calibration is the assessment's (none until it is opened).
  const [calibrations, setCalibrations] = useState<AssessmentCalibration>({});
  const lateral = useMeasurement('lateral', calibrations.lateral);
  const frontal = useMeasurement('frontal', calibrations.frontal);
  const measurement = film === 'lateral' ? lateral : frontal;
  const active = on && image !== null;
  // The calibration object being drawn on the measured film; null when not calibrating.
  const [marks, setMarks] = useState<CalibrationMarks | null>(null);
  const draft = useAssessmentDraft(
    examId,
    active,
    {
      lateral: { points: lateral.state.points, facing: lateral.state.facing },
      frontal: { points: frontal.state.points, facing: frontal.state.facing },
      calibration: calibrations,
    },
    (saved) => {
      lateral.apply({ kind: 'load', skipped: [], ...saved.lateral });
      frontal.apply({ kind: 'load', skipped: [], ...saved.frontal });
      setCalibrations(saved.calibration);
      setMarks(null);
    },
  );
  // A completed or approved assessment is looked at, not changed.
  const editable = draft.status !== 'completed' && draft.status !== 'locked';
  const calibrating = active && editable && marks !== null;
  const mark = (action: CalibrationMarksAction) => {
    setMarks((previous) =>
      previous === null ? previous : calibrationMarksReducer(previous, action),
    );
  };
  const setFilmCalibration = (calibration: FilmCalibration | undefined) => {
    setCalibrations((previous) => ({ ...previous, [film]: calibration }));
  };
  /** What the film's header gives, when the assessment says (null: nothing usable). */
  const headerCalibration = draft.assessment?.headerCalibration[film] ?? null;
  const [crosshairs, setCrosshairs] = useState<Partial<Record<MeasuredFilm, ImagePoint>>>({});
  const imageSize = image === null ? null : films.sizeOf(image);
  // The crosshair starts at the image's centre.
  const crosshair: ImagePoint | null =
    crosshairs[film] ?? (imageSize === null ? null : [imageSize.width / 2, imageSize.height / 2]);
  const setCrosshair = (point: ImagePoint) => {
    setCrosshairs((previous) => ({ ...previous, [film]: point }));
  };

  const placeAtCrosshair = () => {
    if (crosshair === null || !editable) return;
    if (calibrating) mark({ kind: 'place', point: crosshair });
    else measurement.apply({ kind: 'place', point: crosshair });
  };

  /** Keys while a calibration object is drawn: the crosshair, Enter and the arrows act on it. */
  const onCalibrationKey = (press: KeyPress, viewport: Viewport): boolean => {
    const command = measureCommandForKey(press, marks !== null && marks.selected !== null);
    if (command === null) return false;
    switch (command.kind) {
      case 'crosshair':
        if (crosshair !== null) {
          setCrosshair([
            crosshair[0] + command.dx / viewport.scale,
            crosshair[1] + command.dy / viewport.scale,
          ]);
        }
        return true;
      case 'place-at-crosshair':
        placeAtCrosshair();
        return true;
      case 'nudge':
        mark(command);
        return true;
      case 'deselect':
        mark({ kind: 'select', end: null });
        return true;
      // Undo, skip and remove are the landmarks': not while the object is drawn.
      case 'undo':
      case 'redo':
      case 'skip':
      case 'remove':
        return true;
    }
  };

  /**
   * A key pressed on the measured image: true when measurement mode took it.
   * @param press - the key
   * @param viewport - the image's mapping, for crosshair steps in screen pixels
   */
  const onKey = (press: KeyPress, viewport: Viewport): boolean => {
    if (!active || !editable) return false;
    if (calibrating) return onCalibrationKey(press, viewport);
    const command = measureCommandForKey(press, measurement.state.selected !== null);
    if (command === null) return false;
    switch (command.kind) {
      case 'crosshair':
        if (crosshair !== null) {
          setCrosshair([
            crosshair[0] + command.dx / viewport.scale,
            crosshair[1] + command.dy / viewport.scale,
          ]);
        }
        break;
      case 'place-at-crosshair':
        placeAtCrosshair();
        break;
      case 'deselect':
        measurement.apply({ kind: 'select', name: null });
        break;
      case 'nudge':
      case 'undo':
      case 'redo':
      case 'skip':
      case 'remove':
        measurement.apply(command);
        break;
    }
    return true;
  };

  /**
   * A click on the film places the landmark asked for there, and the crosshair follows it.
   * @param viewport - the image's mapping
   * @param stagePoint - the click, stage pixels
   */
  const onTap = (viewport: Viewport, stagePoint: Point) => {
    if (!editable) return;
    const { x, y } = screenToImage(viewport, stagePoint);
    setCrosshair([x, y]);
    if (calibrating) mark({ kind: 'place', point: [x, y] });
    else measurement.apply({ kind: 'place', point: [x, y] });
  };

  return {
    on: active,
    available: films.lateral !== null || films.frontal !== null,
    toggle: () => {
      setOn((previous) => !previous);
    },
    film,
    /** The films that can be measured, for the choice of view. */
    films: (['lateral', 'frontal'] as const).filter((each) => films[each] !== null),
    chooseFilm: (next: MeasuredFilm) => {
      setMarks(null);
      setChosen(next);
    },
    image,
    measurement,
    calibration: calibrations[film],
    headerCalibration,
    /** The calibration tool: the object's ends while it is drawn (null otherwise). */
    calibrationTool: {
      marks: calibrating ? marks : null,
      start: () => {
        setMarks(initialCalibrationMarks(calibrations[film]));
      },
      cancel: () => {
        setMarks(null);
      },
      apply: mark,
      /** Keeps the object with its real length: the film is calibrated by it (autosaved). */
      save: (lengthMm: number) => {
        if (marks === null || marks.start === null || marks.end === null) return;
        const { start, end } = marks;
        setFilmCalibration({
          source: 'CALIBRATION_OBJECT',
          start: [start[0], start[1]],
          end: [end[0], end[1]],
          lengthMm,
        });
        setMarks(null);
      },
      /** Back to the header's spacing (or none, when the header gives none). */
      remove: () => {
        setFilmCalibration(headerCalibration ?? undefined);
        setMarks(null);
      },
    },
    draft,
    editable,
    crosshair,
    placeAtCrosshair,
    onKey,
    onTap,
  };
}

export type MeasureMode = ReturnType<typeof useMeasureMode>;
