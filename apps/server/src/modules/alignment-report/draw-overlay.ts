import { rgb } from 'pdf-lib';
import type { ConstructionLine, LineKind } from './construction-lines';
import type { ReportFilm } from './report-input';
import type { ReportLayout } from './report-layout';

const LANDMARK = rgb(1, 0.84, 0);

/** Where a film is drawn on the page, in PDF points. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Colours that stay apart on a grey film and on paper. */
function lineColour(kind: LineKind) {
  switch (kind) {
    case 'endplate':
      return rgb(0, 0.8, 1);
    case 'hip-axis':
      return rgb(1, 0.55, 0);
    case 'pelvic-line':
      return rgb(1, 0.2, 0.2);
    case 'plumb-line':
      return rgb(0.2, 0.9, 0.3);
    case 'spinopelvic':
      return rgb(0.9, 0.3, 0.9);
    case 'csvl':
      return rgb(0.2, 0.9, 0.3);
    case 'crest-line':
      return rgb(1, 0.55, 0);
  }
}

/** Draws the construction lines and the landmarks over a film's box, in vector. */
export function drawOverlay(
  layout: ReportLayout,
  film: ReportFilm,
  box: Box,
  lines: ConstructionLine[],
) {
  const toPage = ([x, y]: readonly [number, number]) => ({
    x: box.x + (x / film.columns) * box.width,
    y: box.y + box.height - (y / film.rows) * box.height,
  });
  for (const line of lines) {
    layout.page.drawLine({
      start: toPage(line.from),
      end: toPage(line.to),
      thickness: 0.9,
      color: lineColour(line.kind),
      ...(line.kind === 'plumb-line' || line.kind === 'csvl' ? { dashArray: [4, 2] } : {}),
    });
  }
  for (const point of Object.values(film.points)) {
    if (point === undefined) continue;
    const { x, y } = toPage(point);
    layout.page.drawCircle({ x, y, size: 1.6, borderColor: LANDMARK, borderWidth: 0.6 });
  }
}

/** The legend under a film: one entry per kind of line drawn. */
export function drawLegend(layout: ReportLayout, x: number, lines: ConstructionLine[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.label)) continue;
    seen.add(line.label);
    layout.page.drawLine({
      start: { x, y: layout.y - 4 },
      end: { x: x + 14, y: layout.y - 4 },
      thickness: 1.5,
      color: lineColour(line.kind),
    });
    layout.text(line.label, x + 18, { size: 7 });
    layout.y -= 9;
  }
}
