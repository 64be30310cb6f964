import { BODY, diagramOf, type DiagramShape } from './landmark-diagram';

interface LandmarkSketchProps {
  name: string;
  /** The accessible name: where the landmark goes, in words. */
  label: string;
  /** Anterior (or the patient's left) on the drawing's left, as the film shows it. */
  mirrored: boolean;
}

const STROKE = 'var(--mantine-color-gray-6)';
const MARK = 'var(--mantine-color-orange-6)';

function Structure({ shape }: { shape: DiagramShape }) {
  const { left, right, top, bottom } = BODY;
  const width = right - left;
  const height = bottom - top;
  switch (shape) {
    case 'vertebra':
      return (
        <>
          {/* The neighbours above and below, faint, so the endplates read as such. */}
          <rect
            x={left}
            y={2}
            width={width}
            height={16}
            rx={3}
            fill="none"
            stroke={STROKE}
            opacity={0.4}
          />
          <rect x={left} y={top} width={width} height={height} rx={3} fill="none" stroke={STROKE} />
          <rect
            x={left}
            y={56}
            width={width}
            height={16}
            rx={3}
            fill="none"
            stroke={STROKE}
            opacity={0.4}
          />
        </>
      );
    case 'sacrum':
      return (
        <path
          d={`M${left} ${top} L${right} ${top} L${right - 8} ${bottom + 12} L${left + 6} ${bottom + 16} Z`}
          fill="none"
          stroke={STROKE}
        />
      );
    case 'femoral-head':
      return (
        <>
          <circle cx={48} cy={40} r={16} fill="none" stroke={STROKE} />
          <path d="M60 50 L76 70" stroke={STROKE} />
        </>
      );
    case 'joint':
      return (
        <>
          <path d="M40 4 L44 30 M56 4 L52 30 M42 42 L40 70 M54 42 L56 70" stroke={STROKE} />
          <circle cx={48} cy={36} r={10} fill="none" stroke={STROKE} />
        </>
      );
    case 'iliac-crest':
      return (
        <path d="M8 50 Q24 8 40 44 M88 50 Q72 8 56 44 M36 56 L60 56" fill="none" stroke={STROKE} />
      );
  }
}

/**
 * A small drawing of where the prompted landmark goes: its structure, the spot marked. The
 * drawing has the film's orientation, so a mirrored film mirrors it too.
 */
export function LandmarkSketch({ name, label, mirrored }: LandmarkSketchProps) {
  const diagram = diagramOf(name);
  if (diagram === null) return null;
  const [x, y] = diagram.at;
  return (
    <svg viewBox="0 0 96 72" width={96} height={72} role="img" aria-label={label}>
      <g transform={mirrored ? 'translate(96 0) scale(-1 1)' : undefined}>
        <Structure shape={diagram.shape} />
        <circle cx={x} cy={y} r={4} fill={MARK} />
        <circle cx={x} cy={y} r={7} fill="none" stroke={MARK} />
      </g>
    </svg>
  );
}
