/**
 * Where a landmark sits on a schematic of its structure, for the guided sequence's small
 * drawing: a vertebral body (corners, centroid), the sacrum's endplate, a femoral head, a joint
 * or an iliac crest. Coordinates are those of a 96 × 72 drawing whose anterior side (lateral
 * film) or patient's left (frontal film, radiographic display) is on the right.
 */
export type DiagramShape = 'vertebra' | 'sacrum' | 'femoral-head' | 'joint' | 'iliac-crest';

export interface LandmarkDiagram {
  shape: DiagramShape;
  /** The landmark's place in the drawing. */
  at: readonly [number, number];
}

/** The body drawn for vertebrae and the sacrum: x 30 … 66, y 24 … 50. */
export const BODY = { left: 30, right: 66, top: 24, bottom: 50 } as const;

const sideX = (side: string): number => (side === 'a' || side === 'l' ? BODY.right : BODY.left);

/**
 * The drawing of a landmark, or null for a name the drawing does not know.
 * @param name - a landmark name of the engine (`L4sa`, `FH1`, `ICl`…)
 */
export function diagramOf(name: string): LandmarkDiagram | null {
  if (/^FH[12]$/.test(name)) return { shape: 'femoral-head', at: [48, 40] };
  if (/^(KNEE|ANKLE)[lr]$/.test(name)) return { shape: 'joint', at: [48, 36] };
  const crest = /^IC([lr])$/.exec(name);
  if (crest !== null) return { shape: 'iliac-crest', at: [crest[1] === 'l' ? 72 : 24, 18] };
  const sacrum = /^S1([aplr])$/.exec(name);
  if (sacrum !== null) return { shape: 'sacrum', at: [sideX(sacrum[1] ?? ''), BODY.top] };
  const corner = /^[CTL]\d{1,2}([si])([aplr])$/.exec(name);
  if (corner !== null) {
    const y = corner[1] === 's' ? BODY.top : BODY.bottom;
    return { shape: 'vertebra', at: [sideX(corner[2] ?? ''), y] };
  }
  if (/^[CTL]\d{1,2}c$/.test(name)) {
    return { shape: 'vertebra', at: [(BODY.left + BODY.right) / 2, (BODY.top + BODY.bottom) / 2] };
  }
  return null;
}
