// Test support: a PDF read back as a reader's tools see it, with Mozilla's pdf.js (the PDF
// engine of Firefox). Not imported by the server.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadBackPdf {
  pageCount: number;
  /** Each page's text runs, one per line. */
  pages: string[];
}

/**
 * Parses a PDF and extracts the text of every page.
 * @param bytes - the PDF file (copied: pdf.js takes ownership of the buffer it is given)
 */
export async function readPdfText(bytes: Uint8Array): Promise<ReadBackPdf> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    // Text extraction needs no font programs; quiet the warnings about the standard ones.
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return { pageCount: document.numPages, pages };
  } finally {
    await document.destroy();
  }
}
