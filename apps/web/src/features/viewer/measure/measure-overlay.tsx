import { useRef, type PointerEvent as ReactPointerEvent, type SVGProps } from 'react';
import { imageToScreen, screenToImage, type Viewport } from '../viewport';
import type { ConstructionLine, LineKind } from './construction-lines';
import type { CalibrationEnd, CalibrationMarks } from './calibration-marks';
import type { ImagePoint, LandmarkPoints } from './measure-state';

interface MeasureOverlayProps {
  viewport: Viewport;
  points: LandmarkPoints;
  lines: readonly ConstructionLine[];
  selected: string | null;
  /** The keyboard's crosshair, image pixels; null when it is not shown. */
  crosshair: ImagePoint | null;
  onSelect: (name: string) => void;
  /** A drag of a landmark; `continues` for every move after a drag's first. */
  onMove: (name: string, point: ImagePoint, continues: boolean) => void;
  /** The calibration object being drawn, its ends draggable; null when not calibrating. */
  calibration?: {
    marks: CalibrationMarks;
    onSelect: (end: CalibrationEnd) => void;
    onMove: (end: CalibrationEnd, point: ImagePoint) => void;
  } | null;
}

/** Drag names of the calibration object's ends, apart from every landmark's name. */
const CALIBRATION_DRAG = { start: '#calibration-start', end: '#calibration-end' } as const;
const calibrationEndOf = (name: string): CalibrationEnd | null =>
  name === CALIBRATION_DRAG.start ? 'start' : name === CALIBRATION_DRAG.end ? 'end' : null;

const LINE_COLOURS: Readonly<Record<LineKind, string>> = {
  endplate: '#4dabf7',
  pelvis: '#ffd43b',
  plumb: '#69db7c',
  spinopelvic: '#f783ac',
};

type Drag = { name: string; pointerId: number; moved: boolean } | null;

/**
 * The landmarks and construction lines over the film, in stage pixels. Only the landmarks take
 * the pointer (a drag moves one); a press anywhere else is the stage's (a click places, a drag
 * pans). Hidden from assistive technology: the panel beside the film says the same in words.
 */
export function MeasureOverlay(props: MeasureOverlayProps) {
  const { viewport, points, lines, selected, crosshair } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag>(null);
  const toScreen = ([x, y]: ImagePoint) => imageToScreen(viewport, { x, y });

  const imagePointOf = (event: ReactPointerEvent): ImagePoint | null => {
    const box = svgRef.current?.getBoundingClientRect();
    if (box === undefined) return null;
    const point = screenToImage(viewport, {
      x: event.clientX - box.left,
      y: event.clientY - box.top,
    });
    return [point.x, point.y];
  };

  const startDrag = (name: string) => (event: ReactPointerEvent<SVGElement>) => {
    if (event.button !== 0) return;
    // The stage would start a pan or place a landmark: this press is the landmark's.
    event.stopPropagation();
    event.preventDefault();
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    // The stage keeps the focus, so that the arrows nudge the landmark just pressed.
    event.currentTarget.closest<HTMLElement>('[role="application"]')?.focus();
    drag.current = { name, pointerId: event.pointerId, moved: false };
    const end = calibrationEndOf(name);
    if (end === null) props.onSelect(name);
    else props.calibration?.onSelect(end);
  };

  const continueDrag = (event: ReactPointerEvent<SVGElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    const point = imagePointOf(event);
    if (point === null) return;
    const end = calibrationEndOf(current.name);
    if (end === null) props.onMove(current.name, point, current.moved);
    else props.calibration?.onMove(end, point);
    current.moved = true;
  };

  const endDrag = (event: ReactPointerEvent<SVGElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const cross = crosshair === null ? null : toScreen(crosshair);
  return (
    <svg ref={svgRef} width="100%" height="100%" aria-hidden="true" focusable="false">
      {lines.map((line) => {
        const from = toScreen(line.from);
        const to = toScreen(line.to);
        return (
          <line
            key={line.id}
            data-line={line.id}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={LINE_COLOURS[line.kind]}
            strokeWidth={1.5}
            strokeDasharray={line.kind === 'plumb' ? '6 4' : undefined}
          />
        );
      })}
      {Object.entries(points).map(([name, point]) => {
        const at = toScreen(point);
        const isSelected = name === selected;
        return (
          <g key={name} data-landmark={name}>
            <circle
              cx={at.x}
              cy={at.y}
              r={isSelected ? 7 : 5}
              fill={isSelected ? '#ff922b' : '#ffffff'}
              fillOpacity={0.85}
              stroke="#000000"
              strokeWidth={1}
              style={{ pointerEvents: 'auto', cursor: 'move' }}
              onPointerDown={startDrag(name)}
              onPointerMove={continueDrag}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
            <text
              x={at.x + 9}
              y={at.y - 6}
              fill="#ffffff"
              fontSize={11}
              stroke="#000000"
              strokeWidth={0.3}
            >
              {name}
            </text>
          </g>
        );
      })}
      {props.calibration != null && (
        <CalibrationObject
          marks={props.calibration.marks}
          toScreen={toScreen}
          handle={(end) => ({
            onPointerDown: startDrag(CALIBRATION_DRAG[end]),
            onPointerMove: continueDrag,
            onPointerUp: endDrag,
            onPointerCancel: endDrag,
          })}
        />
      )}
      {cross !== null && (
        <g data-crosshair="" stroke="#fcc419" strokeWidth={1}>
          <line x1={cross.x - 12} y1={cross.y} x2={cross.x + 12} y2={cross.y} />
          <line x1={cross.x} y1={cross.y - 12} x2={cross.x} y2={cross.y + 12} />
        </g>
      )}
    </svg>
  );
}

type Handlers = Pick<
  SVGProps<SVGRectElement>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
>;

/** The calibration object: a line between its ends, each a square handle to drag. */
function CalibrationObject(props: {
  marks: CalibrationMarks;
  toScreen: (point: ImagePoint) => { x: number; y: number };
  handle: (end: CalibrationEnd) => Handlers;
}) {
  const { marks, toScreen } = props;
  const start = marks.start === null ? null : toScreen(marks.start);
  const end = marks.end === null ? null : toScreen(marks.end);
  return (
    <g data-calibration-object="">
      {start !== null && end !== null && (
        <line x1={start.x} y1={start.y} x2={end.x} y2={end.y} stroke="#e599f7" strokeWidth={2} />
      )}
      {(['start', 'end'] as const).map((which) => {
        const at = which === 'start' ? start : end;
        if (at === null) return null;
        const size = marks.selected === which ? 12 : 9;
        return (
          <rect
            key={which}
            data-calibration-end={which}
            x={at.x - size / 2}
            y={at.y - size / 2}
            width={size}
            height={size}
            fill={marks.selected === which ? '#ff922b' : '#e599f7'}
            stroke="#000000"
            strokeWidth={1}
            style={{ pointerEvents: 'auto', cursor: 'move' }}
            {...props.handle(which)}
          />
        );
      })}
    </g>
  );
}
