import { fullName } from '@sagitta/domain';
import { calibrationInWords } from './calibration-words';
import { formatInstant } from './report-dates';
import type { AlignmentReportInput } from './report-input';
import { CONTENT_WIDTH, MARGIN, RULE, type ReportLayout } from './report-layout';

const ROW = 13;

const VALUE_WIDTH = CONTENT_WIDTH - 150;

/** One "label: value" row of the signature block, its value wrapped. */
function field(layout: ReportLayout, label: string, lines: string[]): void {
  layout.text(label, MARGIN + 8, { size: 9, bold: true });
  for (const line of lines) {
    layout.text(line, MARGIN + 140, { size: 9 });
    layout.y -= ROW;
  }
}

/**
 * The measurement's provenance and the electronic signature: calibration per film, who placed the
 * landmarks and when, who approved, when, and the meaning they signed (issue 17).
 */
export function drawSignature(layout: ReportLayout, input: AlignmentReportInput): void {
  const { lateral, frontal } = input.films;
  const fields: [string, string][] = [
    ['Lateral calibration', lateral === null ? 'No lateral film' : calibrationInWords(lateral)],
    ['Frontal calibration', frontal === null ? 'No frontal film' : calibrationInWords(frontal)],
    ['Measured by', fullName(input.measuredBy)],
    ['Measured at', formatInstant(input.measuredAt)],
    ['Approved by', fullName(input.approval.approver)],
    ['Approved at', formatInstant(input.approval.approvedAt)],
    ['Signature meaning', input.approval.meaning],
    ['Signature', 'Electronically signed in Sagitta'],
    [
      'Versions',
      `Sagitta ${input.productVersion}, alignment engine ${input.measurement.engineVersion}`,
    ],
  ];
  const rows = fields.map(([label, value]) => [label, layout.wrap(value, VALUE_WIDTH)] as const);
  const height = rows.reduce((sum, [, lines]) => sum + lines.length * ROW, 0);
  // Kept on one page with its heading: a signature split from what it signs is ambiguous.
  layout.ensure(height + 60);
  layout.heading('Measurement and signature');
  const top = layout.y;
  for (const [label, lines] of rows) field(layout, label, lines);
  layout.page.drawRectangle({
    x: MARGIN,
    y: layout.y - 4,
    width: CONTENT_WIDTH,
    height: top - layout.y + 8,
    borderColor: RULE,
    borderWidth: 0.75,
  });
}
