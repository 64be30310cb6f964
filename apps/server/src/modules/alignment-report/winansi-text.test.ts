import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from './pdf-text-test-support';
import { renderAlignmentReport } from './render-alignment-report';
import { clinicalReportInput } from './test-support';
import { toWinAnsi } from './winansi-text';

describe('toWinAnsi', () => {
  let helvetica: ReadonlySet<number>;
  beforeAll(async () => {
    const document = await PDFDocument.create();
    helvetica = new Set((await document.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  });

  it.each([
    ['PI−LL ≥ 10°', 'PI-LL >= 10°'],
    ['SVA ≤ 40 mm → grade 0', 'SVA <= 40 mm -> grade 0'],
    ['50.2° ± 10 · L4–S1 — “n/a” … µ ×', '50.2° ± 10 · L4–S1 — “n/a” … µ ×'],
    ['José Müller-Øberg, Jr.', 'José Müller-Øberg, Jr.'],
    ['Łukasz Żółć', 'Lukasz Zólc'],
    ['Őrs Nguyễn', 'Ors Nguyen'],
    ['李 Wei 🙂', '? Wei ?'],
    ['line\r\nbreak\ttab', 'line break tab'],
    ['bell\u0007', 'bell'],
  ])('%s → %s', (text, expected) => {
    expect(toWinAnsi(text, helvetica)).toBe(expected);
  });

  it('leaves only characters the font encodes', () => {
    const every = Array.from({ length: 0x3000 }, (_, code) => String.fromCodePoint(code)).join('');
    for (const character of toWinAnsi(every, helvetica)) {
      expect(helvetica.has(character.codePointAt(0) ?? 0)).toBe(true);
    }
  });
});

describe('a report with text outside WinAnsi', () => {
  it('renders, and reads back with the substitutions', async () => {
    const input = clinicalReportInput('B', null);
    const pdf = await readPdfText(
      await renderAlignmentReport({
        ...input,
        patient: { ...input.patient, firstName: 'Łukasz 🙂', familyName: 'Nguyễn' },
        approval: { ...input.approval, meaning: 'I approve this assessment (PI−LL ≥ 10° noted)' },
      }),
    );
    const all = pdf.pages.join('\n');
    expect(all).toContain('Lukasz ? NGUYEN');
    expect(all).toContain('I approve this assessment (PI-LL >= 10° noted)');
  });
});
