import type { StageMeasure } from '../components/exam-image-panel';
import { CalibrationPanel } from './calibration-panel';
import { DraftStatusLine } from './draft-status';
import { MeasureOverlay } from './measure-overlay';
import { MeasurePanel } from './measure-panel';
import type { MeasuredFilm } from './landmark-sequence';
import type { MeasureMode } from './use-measure-mode';

/**
 * What measurement mode draws over the measured film's stage and does on a click there.
 * @param mode - the viewer's measurement mode
 */
export function stageMeasureOf(mode: MeasureMode): StageMeasure {
  const { measurement } = mode;
  return {
    onTap: mode.onTap,
    overlay: (viewport) => (
      <MeasureOverlay
        viewport={viewport}
        points={measurement.state.points}
        lines={measurement.lines}
        selected={measurement.state.selected}
        crosshair={mode.editable ? mode.crosshair : null}
        onSelect={(name) => {
          measurement.apply({ kind: 'select', name });
        }}
        onMove={(name, point, continues) => {
          if (mode.editable) measurement.apply({ kind: 'move', name, point, continues });
        }}
        calibration={
          mode.calibrationTool.marks === null
            ? null
            : {
                marks: mode.calibrationTool.marks,
                onSelect: (end) => {
                  mode.calibrationTool.apply({ kind: 'select', end });
                },
                onMove: (end, point) => {
                  mode.calibrationTool.apply({ kind: 'move', end, point });
                },
              }
        }
      />
    ),
  };
}

interface MeasureSideProps {
  mode: MeasureMode;
  /** Another film is chosen: its stage should take the focus. */
  onChooseFilm: (film: MeasuredFilm) => void;
}

/** The panel beside the film, with the draft's status and Complete. */
export function MeasureSide({ mode, onChooseFilm }: MeasureSideProps) {
  const { measurement, draft } = mode;
  return (
    <MeasurePanel
      film={mode.film}
      films={mode.films}
      onChooseFilm={onChooseFilm}
      state={measurement.state}
      measurement={measurement.measurement}
      calibration={
        <CalibrationPanel
          calibration={mode.calibration}
          headerCalibration={mode.headerCalibration}
          editable={mode.editable && mode.draft.assessment?.state === 'draft'}
          tool={mode.calibrationTool}
        />
      }
      announcement={measurement.announcement}
      onAction={(action) => {
        if (mode.editable || action.kind === 'select' || action.kind === 'prompt') {
          measurement.apply(action);
        }
      }}
      onPlaceAtCrosshair={mode.placeAtCrosshair}
    >
      <DraftStatusLine
        status={draft.status}
        canComplete={draft.canComplete}
        onComplete={() => {
          void draft.complete();
        }}
      />
    </MeasurePanel>
  );
}
