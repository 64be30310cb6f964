import {
  useEffect,
  useLayoutEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { wheelZoomFactor, type Point, type Size, type Viewport } from '../viewport';
import classes from './image-stage.module.css';

export interface ImageStageProps {
  /** The accessible name, e.g. 'Frontal image'. */
  label: string;
  /** The id of a text saying how to use the stage. */
  describedBy?: string;
  /** The picture to show (an object URL); null while none has arrived. */
  src: string | null;
  /** The image's size in image pixels; null to learn it from the picture (`onNaturalSize`). */
  imageSize: Size | null;
  /** Where the image sits: screen = offset + image × scale. */
  viewport: Viewport;
  active: boolean;
  /** Focus or a press on the stage: the toolbar and keys now act on this image. */
  onActivate: () => void;
  onResize: (stage: Size) => void;
  onNaturalSize: (image: Size) => void;
  /** A drag with the main (or middle) button, in screen pixels. */
  onPan: (dx: number, dy: number) => void;
  /** A wheel turn: zoom by `factor` keeping the image point under `anchor` (stage pixels). */
  onZoom: (factor: number, anchor: Point) => void;
  /** A drag with the secondary button, in screen pixels: window level and width. */
  onWindowDrag: (dx: number, dy: number) => void;
  /**
   * A press of the main button released where it started (a click, not a pan), in stage pixels.
   * With it, a pan starts only once the pointer has moved {@link TAP_SLOP_PX}.
   */
  onTap?: (point: Point) => void;
  /** Drawn over the image, in stage pixels (map image points with `imageToScreen`). */
  children?: ReactNode;
}

type Gesture = {
  kind: 'pan' | 'window';
  pointerId: number;
  last: Point;
  /** Where a main-button press started, until it moves far enough to be a pan. */
  tapAt: Point | null;
} | null;

/** Screen pixels a press may move and still be a click (a hand is not perfectly still). */
export const TAP_SLOP_PX = 4;

/** The stage pixel of a pointer or wheel event. */
function stagePoint(element: HTMLElement, event: { clientX: number; clientY: number }): Point {
  const box = element.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/**
 * One image on its stage: pans with a drag, zooms with the wheel around the cursor, changes the
 * window with a right-drag. It holds no view state: it reports gestures, its owner applies them
 * with the pure functions of `viewport.ts` and gives the new viewport back. Keys are the owner's
 * too (they bubble from the focused stage).
 */
export function ImageStage(props: ImageStageProps) {
  const { label, describedBy, src, imageSize, viewport, active, children } = props;
  const stageRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture>(null);
  // Native listeners and the observer outlive renders: they call the latest handlers.
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (stage === null) return;
    const report = () => {
      const box = stage.getBoundingClientRect();
      latest.current.onResize({ width: box.width, height: box.height });
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(stage);
    return () => {
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (stage === null) return;
    // React's wheel listener is passive; this one must stop the page (or the browser) zooming.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      latest.current.onZoom(
        wheelZoomFactor(event.deltaY, event.deltaMode),
        stagePoint(stage, event),
      );
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      stage.removeEventListener('wheel', onWheel);
    };
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    props.onActivate();
    if (gesture.current !== null) return;
    const kind = event.button === 2 ? 'window' : event.button <= 1 ? 'pan' : null;
    if (kind === null) return;
    event.preventDefault();
    event.currentTarget.focus();
    // jsdom has no pointer capture; browsers keep the drag when the cursor leaves the stage.
    if (typeof event.currentTarget.setPointerCapture === 'function') {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const at = { x: event.clientX, y: event.clientY };
    const tapAt = kind === 'pan' && props.onTap !== undefined ? at : null;
    gesture.current = { kind, pointerId: event.pointerId, last: at, tapAt };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (current?.pointerId !== event.pointerId) return;
    if (current.tapAt !== null) {
      const moved = Math.hypot(event.clientX - current.tapAt.x, event.clientY - current.tapAt.y);
      if (moved < TAP_SLOP_PX) return;
      current.tapAt = null;
    }
    const dx = event.clientX - current.last.x;
    const dy = event.clientY - current.last.y;
    if (dx === 0 && dy === 0) return;
    current.last = { x: event.clientX, y: event.clientY };
    if (current.kind === 'pan') props.onPan(dx, dy);
    else props.onWindowDrag(dx, dy);
  };

  const endGesture = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (current?.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (current.tapAt !== null && event.type === 'pointerup' && stageRef.current !== null) {
      const { x: clientX, y: clientY } = current.tapAt;
      props.onTap?.(stagePoint(stageRef.current, { clientX, clientY }));
    }
  };

  const placed = imageSize !== null;
  const { scale, offsetX, offsetY } = viewport;
  return (
    <div
      ref={stageRef}
      className={classes.stage}
      data-active={active}
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onFocus={props.onActivate}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endGesture}
      onPointerCancel={endGesture}
      onContextMenu={(event) => {
        event.preventDefault();
      }}
    >
      {src !== null && (
        <img
          className={classes.image}
          src={src}
          // Decorative: the stage around it carries the image's name.
          alt={''}
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            props.onNaturalSize({ width: naturalWidth, height: naturalHeight });
          }}
          style={
            placed
              ? {
                  width: imageSize.width,
                  height: imageSize.height,
                  transform: `translate(${offsetX}px, ${offsetY}px) scale(${scale})`,
                }
              : { visibility: 'hidden' }
          }
        />
      )}
      {children != null && <div className={classes.overlay}>{children}</div>}
    </div>
  );
}
