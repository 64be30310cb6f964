import { PARAMETER_KEYS, type AlignmentMeasureResponse, type ParameterKey } from '@sagitta/domain';
import { formatValue, PARAMETER_LABELS, reasonInWords } from './parameter-words';
import { MARGIN, MUTED, type ReportLayout } from './report-layout';

type Parameters = AlignmentMeasureResponse['parameters'];
type Measured = Parameters[ParameterKey];
type PopulationNorms = AlignmentMeasureResponse['targets']['normative']['population'];

const COLUMNS = [
  { title: 'Parameter', width: 150 },
  { title: 'Value', width: 62 },
  { title: 'Normative', width: 120 },
  { title: 'Note', width: 208 },
] as const;
const LINE = 10;

/** The population's typical value: mean ± SD and range where published. */
function normative(key: ParameterKey, measured: Measured, norms: PopulationNorms): string {
  const norm = norms[key];
  if (norm === undefined) return '—';
  const mean = formatValue(norm.mean, measured.unit);
  const sd = norm.sd === null ? '' : ` ± ${String(norm.sd)}`;
  const range =
    norm.min === null || norm.max === null ? '' : ` (${String(norm.min)} to ${String(norm.max)})`;
  return `${mean}${sd}${range}`;
}

/** The sign conventions a reader of a signed distance cannot guess (the engine's README). */
const SIGN_NOTES: Partial<Record<ParameterKey, string>> = {
  SVA: '+ = C7 plumb line anterior of the S1 posterior corner',
  cSVA: '+ = C2 centroid anterior of the C7 posterior corner',
  C7CSL: "+ = C7 to the patient's right",
};

/** What the reader needs beside the value: why it is absent, or what it was measured against. */
function note(key: ParameterKey, measured: Measured): string {
  if (measured.value === null) return reasonInWords(measured.reason);
  const { details } = measured;
  if (details === undefined) return SIGN_NOTES[key] ?? '';
  switch (details.kind) {
    case 'cobb': {
      const side = details.convexity === null ? 'straight' : `convex to the ${details.convexity}`;
      return `${details.upperEndVertebra}-${details.lowerEndVertebra}, ${side}`;
    }
    case 'pelvic-obliquity':
      return details.highSide === null ? 'crests level' : `${details.highSide} crest higher`;
    case 'll-discrepancy':
      return `against ideal LL: ${details.formula}`;
  }
}

/** One row: cells wrapped in their columns, the row as tall as its tallest cell. */
function drawRow(layout: ReportLayout, cells: readonly string[], bold: boolean): void {
  const style = { size: 8, bold };
  const wrapped = cells.map((cell, index) =>
    layout.wrap(cell, (COLUMNS[index]?.width ?? 0) - 6, style),
  );
  const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * LINE + 3;
  // A row that moves to a new page takes the column titles with it.
  if (layout.ensure(height) && !bold) drawHeader(layout);
  const top = layout.y;
  let x = MARGIN;
  wrapped.forEach((lines, index) => {
    layout.y = top - 2;
    for (const line of lines) {
      layout.text(line, x, index === 3 && !bold ? { ...style, color: MUTED } : style);
      layout.y -= LINE;
    }
    x += COLUMNS[index]?.width ?? 0;
  });
  layout.y = top - height;
  layout.rule();
}

/** The column titles, at the table's top and again on each page it continues on. */
function drawHeader(layout: ReportLayout): void {
  drawRow(
    layout,
    COLUMNS.map((column) => column.title),
    true,
  );
}

/**
 * The parameter table: every parameter of the engine with its value to 0.1 and unit, the
 * population's normative value, and "—" with the reason in words when it could not be measured.
 * @param measurement - the engine's output
 */
export function drawParameterTable(
  layout: ReportLayout,
  measurement: AlignmentMeasureResponse,
): void {
  // A table that starts with a few rows at a page's foot reads as two tables: start it on the
  // next page unless a good part of it fits.
  layout.ensure(200);
  layout.heading('Parameters');
  drawHeader(layout);
  const norms = measurement.targets.normative.population;
  for (const key of PARAMETER_KEYS) {
    const measured = measurement.parameters[key];
    const value = measured.value === null ? '—' : formatValue(measured.value, measured.unit);
    drawRow(
      layout,
      [PARAMETER_LABELS[key], value, normative(key, measured, norms), note(key, measured)],
      false,
    );
  }
  const sources = [...new Set(Object.values(norms).map((norm) => norm.source))];
  layout.y -= 4;
  layout.paragraph(`Normative values: ${sources.join('; ')}.`, { size: 7, color: MUTED });
}
