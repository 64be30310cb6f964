import { measure } from '@sagitta/domain';
import { clinicalRequest } from '@sagitta/domain/alignment/clinical-vectors';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawParameterTable } from './draw-parameter-table';
import { readPdfText } from './pdf-text-test-support';
import { MARGIN, ReportLayout } from './report-layout';

const TITLES = ['Parameter', 'Value', 'Normative', 'Note'];

describe('drawParameterTable', () => {
  it('repeats the column titles on the page a table continues on', async () => {
    const document = await PDFDocument.create();
    const layout = await ReportLayout.create(document, 'Running header');
    // Room for the heading and a few rows only: the table must break.
    layout.y = MARGIN + 260;
    drawParameterTable(layout, measure(clinicalRequest('B')));
    const pdf = await readPdfText(await document.save());
    expect(pdf.pageCount).toBe(2);
    const [first = [], second = []] = pdf.pages.map((page) =>
      page.split('\n').filter((line) => line.trim() !== ''),
    );
    expect(first.slice(1, 5)).toEqual(TITLES);
    expect(second.slice(0, 5)).toEqual(['Running header', ...TITLES]);
    // Every parameter is there once, whichever page it fell on.
    const rows = [...first, ...second];
    expect(rows.filter((line) => line === 'Pelvic incidence (PI)')).toHaveLength(1);
    expect(rows.filter((line) => line === 'Axial rotation')).toHaveLength(1);
  });
});
