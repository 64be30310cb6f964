import type { CobbDetails } from '@sagitta/domain';
import { rgb, type PDFImage } from 'pdf-lib';
import { calibrationInWords } from './calibration-words';
import { frontalConstructionLines, lateralConstructionLines } from './construction-lines';
import { drawLegend, drawOverlay, type Box } from './draw-overlay';
import type { ReportFilm } from './report-input';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, type ReportLayout } from './report-layout';

const GAP = 12;
const FILM_WIDTH = (CONTENT_WIDTH - GAP) / 2;
const FILM_HEIGHT = 430;

/** The film's size on paper: its physical aspect (pixels may not be square) in the box. */
function fit(film: ReportFilm): { width: number; height: number } {
  const value = film.pixelSpacingMm ?? 1;
  const [row, column] = typeof value === 'number' ? [value, value] : value;
  const aspect = (film.columns * column) / (film.rows * row);
  return aspect > FILM_WIDTH / FILM_HEIGHT
    ? { width: FILM_WIDTH, height: FILM_WIDTH / aspect }
    : { width: FILM_HEIGHT * aspect, height: FILM_HEIGHT };
}

/** Embeds PNG or JPEG bytes (told apart by their signature); null for anything else. */
async function embedFilm(layout: ReportLayout, bytes: Uint8Array): Promise<PDFImage | null> {
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
      return await layout.document.embedPng(bytes);
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
      return await layout.document.embedJpg(bytes);
    }
  } catch {
    // A damaged image must not stop a signed report: its box says it could not be shown.
  }
  return null;
}

/** A centred note in an empty box: the reader sees that a film is absent, not a blank. */
function placeholder(layout: ReportLayout, box: Box, note: string): void {
  layout.page.drawRectangle({
    ...box,
    color: rgb(0.95, 0.95, 0.96),
    borderColor: RULE,
    borderWidth: 0.75,
  });
  const width = layout.width(note, { size: 9 });
  const saved = layout.y;
  layout.y = box.y + box.height / 2 + 4;
  layout.text(note, box.x + Math.max(4, (box.width - width) / 2), { size: 9, color: MUTED });
  layout.y = saved;
}

/**
 * Draws one film, or its placeholder, with its caption, calibration and legend.
 * @returns the height below it, where the next block may start
 */
async function drawFilm(
  layout: ReportLayout,
  view: 'Lateral' | 'Frontal',
  film: ReportFilm | null,
  x: number,
  top: number,
  cobb: CobbDetails | null,
): Promise<number> {
  layout.y = top;
  layout.text(`${view} film`, x, { size: 10, bold: true });
  layout.y -= 14;
  const framed =
    film !== null && [film.columns, film.rows].every((n) => Number.isFinite(n) && n > 0);
  if (film === null || !framed) {
    placeholder(
      layout,
      { x, y: layout.y - FILM_HEIGHT, width: FILM_WIDTH, height: FILM_HEIGHT },
      film === null
        ? `No ${view.toLowerCase()} film in this assessment`
        : 'Film size unknown: landmarks not drawn',
    );
    return layout.y - FILM_HEIGHT - 4;
  }
  const size = fit(film);
  const box = { x: x + (FILM_WIDTH - size.width) / 2, y: layout.y - size.height, ...size };
  const image = film.image === null ? null : await embedFilm(layout, film.image);
  if (image === null) {
    const note =
      film.image === null
        ? 'Film image not available'
        : 'Film image could not be read (PNG or JPEG)';
    placeholder(layout, box, note);
  } else layout.page.drawImage(image, box);
  const lines =
    view === 'Lateral'
      ? lateralConstructionLines(film.points)
      : frontalConstructionLines(film.points, cobb);
  drawOverlay(layout, film, box, lines);
  layout.y = box.y - 6;
  layout.text(calibrationInWords(film), x, { size: 7, color: MUTED });
  layout.y -= 9;
  if (view === 'Lateral') {
    layout.text(`Patient facing ${film.facing === '+x' ? 'right' : 'left'} on the image`, x, {
      size: 7,
      color: MUTED,
    });
    layout.y -= 9;
  }
  drawLegend(layout, x, lines);
  return layout.y;
}

/**
 * The lateral and frontal films side by side with their landmarks and construction lines.
 * @param films - the assessment's films; a missing one is drawn as a labelled empty box
 * @param cobb - the coronal Cobb angle's end vertebrae, to draw their endplates
 */
export async function drawFilms(
  layout: ReportLayout,
  films: { lateral: ReportFilm | null; frontal: ReportFilm | null },
  cobb: CobbDetails | null,
): Promise<void> {
  layout.ensure(FILM_HEIGHT + 120);
  const top = layout.y;
  const lateralBottom = await drawFilm(layout, 'Lateral', films.lateral, MARGIN, top, cobb);
  const frontalBottom = await drawFilm(
    layout,
    'Frontal',
    films.frontal,
    MARGIN + FILM_WIDTH + GAP,
    top,
    cobb,
  );
  layout.y = Math.min(lateralBottom, frontalBottom) - 6;
}
