import { ageAt, fullName } from '@sagitta/domain';
import { formatCalendarDate } from './report-dates';
import type { AlignmentReportInput, ReportPatient } from './report-input';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, type ReportLayout } from './report-layout';

/** The patient's name in the seed's format: first name, upper-cased family name. */
export function patientName(patient: ReportPatient): string {
  const name = fullName({ firstName: patient.firstName ?? '', lastName: patient.familyName ?? '' });
  return name === '' ? 'Name unknown' : name;
}

/** The line that names the patient at the top of every page after the first. */
export function runningHeader(input: AlignmentReportInput): string {
  const { patient } = input;
  return `Alignment assessment report · ${patientName(patient)} · ${patient.productId} · MRN ${patient.mrn} · exam ${formatCalendarDate(input.examDate)}`;
}

/**
 * The age in whole years on the exam day: the age the targets were computed for, not today's.
 * @returns e.g. '58 y', or '—' when a date is unknown
 */
function ageOnExamDay(input: AlignmentReportInput): string {
  const { birthDate } = input.patient;
  if (birthDate === null || input.examDate === null) return '—';
  const age = ageAt(birthDate, input.examDate);
  return age === undefined ? '—' : `${String(age)} y`;
}

/** Draws the report's title and the patient banner at the top of the first page. */
export function drawPatientBanner(layout: ReportLayout, input: AlignmentReportInput): void {
  const { patient } = input;
  layout.text('Alignment assessment report', MARGIN, { size: 16, bold: true });
  layout.y -= 24;
  const physician = patient.physician === null ? '—' : fullName(patient.physician);
  const fields: [string, string][] = [
    ['Patient', patientName(patient)],
    ['Patient ID', patient.productId],
    ['MRN', patient.mrn],
    ['Birth date', formatCalendarDate(patient.birthDate)],
    ['Age at exam', ageOnExamDay(input)],
    ['Sex', patient.sex ?? '—'],
    ['Physician', physician],
    ['Exam date', formatCalendarDate(input.examDate)],
  ];
  const columnWidth = CONTENT_WIDTH / 4;
  const rowHeight = 24;
  const top = layout.y;
  const height = rowHeight * 2 + 6;
  layout.page.drawRectangle({
    x: MARGIN,
    y: top - height,
    width: CONTENT_WIDTH,
    height,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  fields.forEach(([label, value], index) => {
    const x = MARGIN + 6 + (index % 4) * columnWidth;
    layout.y = top - 4 - Math.floor(index / 4) * rowHeight;
    layout.text(label, x, { size: 7, color: MUTED });
    layout.y -= 9;
    // A long name shrinks rather than being cut: the banner identifies the patient.
    let size = 10;
    while (size > 6 && layout.width(value, { size, bold: true }) > columnWidth - 10) size -= 0.5;
    layout.text(value, x, { size, bold: true });
  });
  layout.y = top - height - 10;
}
