import {
  PageSizes,
  rgb,
  StandardFonts,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { toWinAnsi } from './winansi-text';

export const PAGE_WIDTH = PageSizes.Letter[0];
export const PAGE_HEIGHT = PageSizes.Letter[1];
/** Half an inch all round: inside every printer's unprintable edge. */
export const MARGIN = 36;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The band kept free at the bottom of each page for the footer. */
const FOOTER_BAND = 30;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);
export const RULE = rgb(0.75, 0.75, 0.78);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

/**
 * A flowing layout over Letter pages: a cursor that moves down, text that wraps, and a new page
 * (with the running header that names the patient) when the next block does not fit.
 */
export class ReportLayout {
  page!: PDFPage;
  /** The top of the free space, in PDF points from the page's bottom. */
  y = 0;
  readonly pages: PDFPage[] = [];

  private constructor(
    readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly runningHeader: string,
  ) {}

  /**
   * A layout on `document` with the standard Helvetica faces.
   * @param runningHeader - the line naming the patient at the top of every page after the first
   */
  static async create(document: PDFDocument, runningHeader: string): Promise<ReportLayout> {
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    const layout = new ReportLayout(document, regular, bold, runningHeader);
    layout.addPage(false);
    return layout;
  }

  /** Starts a new page; all but the first repeat the patient's identity at the top. */
  addPage(withHeader = true): void {
    this.page = this.document.addPage(PageSizes.Letter);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    if (withHeader) {
      this.text(this.runningHeader, MARGIN, { size: 8, color: MUTED });
      this.y -= 12;
      this.rule();
      this.y -= 10;
    }
  }

  /**
   * Moves to a new page unless `height` points are still free above the footer.
   * @returns whether a page was added
   */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN + FOOTER_BAND) return false;
    this.addPage();
    return true;
  }

  font(style: TextStyle): PDFFont {
    return style.bold === true ? this.bold : this.regular;
  }

  /** The text as the standard fonts can draw it. */
  safe(text: string, style: TextStyle = {}): string {
    return toWinAnsi(text, characterSet(this.font(style)));
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.safe(text, style), style.size ?? 9);
  }

  /** Draws one line with its baseline `size` below the cursor; the cursor does not move. */
  text(text: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    this.page.drawText(this.safe(text, style), {
      x,
      y: this.y - size,
      size,
      font: this.font(style),
      color: style.color ?? INK,
    });
  }

  /** Splits text into lines no wider than `width`, on spaces (a long word is left whole). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(text, style).split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && this.width(candidate, style) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  /** A wrapped paragraph at the cursor; the cursor moves below it. */
  paragraph(text: string, style: TextStyle = {}, x = MARGIN, width = CONTENT_WIDTH): void {
    const size = style.size ?? 9;
    const lines = this.wrap(text, width, style);
    this.ensure(lines.length * (size + 3));
    for (const line of lines) {
      this.text(line, x, style);
      this.y -= size + 3;
    }
  }

  /** A section title with space above it. */
  heading(title: string): void {
    this.ensure(40);
    this.y -= 8;
    this.text(title, MARGIN, { size: 12, bold: true });
    this.y -= 16;
    this.rule();
    this.y -= 6;
  }

  /** A thin horizontal rule across the content at the cursor. */
  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }

  /** Writes the footer on every page, once all pages exist ("Page 2 of 3" needs the count). */
  finish(footer: string): void {
    this.pages.forEach((page, index) => {
      const label = `Page ${String(index + 1)} of ${String(this.pages.length)}`;
      const style = { size: 8, font: this.regular, color: MUTED };
      page.drawText(this.safe(footer), { x: MARGIN, y: MARGIN - 8, ...style });
      const width = this.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: PAGE_WIDTH - MARGIN - width, y: MARGIN - 8, ...style });
    });
  }
}

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The code points a font encodes, computed once per font. */
function characterSet(font: PDFFont): ReadonlySet<number> {
  let set = characterSets.get(font);
  if (set === undefined) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}
