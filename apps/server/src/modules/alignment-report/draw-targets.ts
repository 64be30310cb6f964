import {
  IDEAL_LL_FORMULAS,
  type AlignmentMeasureResponse,
  type GapCategory,
  type ParameterKey,
} from '@sagitta/domain';
import { formatValue, PARAMETER_LABELS, reasonInWords } from './parameter-words';
import { MARGIN, MUTED, type ReportLayout } from './report-layout';

type Targets = AlignmentMeasureResponse['targets'];
type Measured = AlignmentMeasureResponse['parameters'][ParameterKey];

const SOURCE_STYLE = { size: 7, color: MUTED };

const shown = (measured: Measured) =>
  measured.value === null
    ? `— (${reasonInWords(measured.reason)})`
    : formatValue(measured.value, measured.unit);

const number = (value: number | null, unit: 'DEGREE' | 'PERCENT') =>
  value === null ? 'n/a' : formatValue(value, unit);

function categoryInWords(category: GapCategory): string {
  switch (category) {
    case 'P':
      return 'proportioned (P)';
    case 'MD':
      return 'moderately disproportioned (MD)';
    case 'SD':
      return 'severely disproportioned (SD)';
  }
}

/** A label in bold and its text beside it, each wrapped in its own column. */
function labelled(layout: ReportLayout, label: string, text: string): void {
  const labels = label === '' ? [] : layout.wrap(label, 162, { size: 9, bold: true });
  const lines = layout.wrap(text, 370, { size: 9 });
  const height = Math.max(labels.length, lines.length) * 12;
  layout.ensure(height);
  const top = layout.y;
  for (const line of labels) {
    layout.text(line, MARGIN, { size: 9, bold: true });
    layout.y -= 12;
  }
  layout.y = top;
  for (const line of lines) {
    layout.text(line, MARGIN + 170, { size: 9 });
    layout.y -= 12;
  }
  layout.y = top - height;
}

function drawSrsSchwab(layout: ReportLayout, targets: Targets): void {
  const { srsSchwab } = targets;
  const grade = (value: string | null) => value ?? 'n/a';
  labelled(
    layout,
    'SRS-Schwab modifiers',
    `PI-LL ${grade(srsSchwab.PILL)} · SVA ${grade(srsSchwab.SVA)} · PT ${grade(srsSchwab.PT)}`,
  );
  layout.paragraph(srsSchwab.source, SOURCE_STYLE);
}

function drawGap(layout: ReportLayout, targets: Targets): void {
  const { gap } = targets;
  const points = (value: number | null) => (value === null ? 'n/a' : `${String(value)} pt`);
  labelled(
    layout,
    'GAP score',
    [
      `RPV ${number(gap.RPV, 'DEGREE')} (${points(gap.points.RPV)})`,
      `RLL ${number(gap.RLL, 'DEGREE')} (${points(gap.points.RLL)})`,
      `LDI ${number(gap.LDI, 'PERCENT')} (${points(gap.points.LDI)})`,
      `RSA ${number(gap.RSA, 'DEGREE')} (${points(gap.points.RSA)})`,
      `age ${points(gap.points.age)}`,
    ].join(' · '),
  );
  const total =
    gap.total === null
      ? `total unknown (known parts: ${String(gap.partial)} pt)`
      : `total ${String(gap.total)} pt`;
  const category =
    gap.category === null ? 'category unknown' : `category ${categoryInWords(gap.category)}`;
  labelled(layout, '', `${total}, ${category}`);
  layout.paragraph(gap.source, SOURCE_STYLE);
}

function drawRoussouly(layout: ReportLayout, targets: Targets): void {
  const { roussouly } = targets;
  const apex = roussouly.apex === null ? '' : `, lumbar apex ${roussouly.apex.level}`;
  const text =
    roussouly.type === null
      ? `— (${reasonInWords(roussouly.reason)})`
      : `type ${roussouly.type}${apex}`;
  labelled(layout, 'Roussouly', text);
  layout.paragraph(roussouly.source, SOURCE_STYLE);
}

function drawIdealLL(layout: ReportLayout, targets: Targets): void {
  layout.y -= 4;
  layout.paragraph('Ideal lumbar lordosis (the formulas disagree; each is named)', { bold: true });
  for (const [id, ideal] of Object.entries(targets.idealLL)) {
    const used = id === targets.idealLLFormula ? ' (the target of LL discrepancy)' : '';
    const formula = IDEAL_LL_FORMULAS.find((candidate) => candidate.id === id)?.formula;
    labelled(layout, id, `${shown(ideal)}${formula === undefined ? '' : `, ${formula}`}${used}`);
    layout.paragraph(ideal.source, { ...SOURCE_STYLE }, MARGIN + 170, 370);
  }
}

function drawPatientNorms(layout: ReportLayout, targets: Targets): void {
  layout.y -= 4;
  layout.paragraph('Patient-specific normative values (from PI and age)', { bold: true });
  for (const [key, norm] of Object.entries(targets.normative.patient)) {
    const label = PARAMETER_LABELS[key as ParameterKey];
    labelled(layout, label, `${shown(norm)}, ${norm.formula}`);
    layout.paragraph(norm.source, SOURCE_STYLE, MARGIN + 170, 370);
  }
}

function drawOverCorrection(layout: ReportLayout, targets: Targets): void {
  layout.y -= 4;
  layout.paragraph('Over-correction checks', { bold: true });
  for (const flag of Object.values(targets.overCorrection)) {
    const state = flag.raised === null ? 'unknown' : flag.raised ? 'RAISED' : 'not raised';
    labelled(layout, flag.rule, `${state}. ${flag.source}`);
  }
}

/**
 * The target systems side by side, each with its source: SRS-Schwab, GAP, Roussouly, the
 * ideal-LL formulas, the patient-specific normative values and the over-correction checks.
 * @param targets - the engine's targets
 */
export function drawTargets(layout: ReportLayout, targets: Targets): void {
  layout.heading('Target systems');
  drawSrsSchwab(layout, targets);
  drawGap(layout, targets);
  drawRoussouly(layout, targets);
  drawIdealLL(layout, targets);
  drawPatientNorms(layout, targets);
  drawOverCorrection(layout, targets);
}
