/**
 * The report uses the PDF standard fonts (no font file to embed, text extractable everywhere),
 * which encode WinAnsi only: pdf-lib throws on any other character. The domain's labels use
 * "−", "≥", "→" and patients' names may hold any script, so every string passes through here.
 */

/** Characters outside WinAnsi that have a faithful ASCII spelling. */
const SPELLINGS: Readonly<Record<string, string>> = {
  '\u2212': '-', // minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u2032': "'", // prime
  '\u2033': '"',
  '\u00a0': ' ',
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space (Intl's time formats)
  '\t': ' ',
  '\u0141': 'L', // Ł: no decomposition, common in Polish names
  '\u0142': 'l',
  '\u0110': 'D', // Đ
  '\u0111': 'd',
};

/** What stands for a character the fonts cannot show: visible, so a reader knows. */
export const UNSHOWABLE = '?';

/**
 * The text as the standard fonts can show it: WinAnsi characters as they are, a known character
 * by its ASCII spelling, an accented letter outside WinAnsi by its base letter (ő → o), anything
 * else (another script, an emoji) by `?`. Line breaks become spaces: the layout wraps.
 * @param text - any text
 * @param showable - the code points the font encodes (`font.getCharacterSet()`)
 */
export function toWinAnsi(text: string, showable: ReadonlySet<number>): string {
  let result = '';
  for (const character of text.normalize('NFC').replace(/[\r\n]+/g, ' ')) {
    result += showableCharacter(character, showable);
  }
  return result;
}

function showableCharacter(character: string, showable: ReadonlySet<number>): string {
  const spelling = SPELLINGS[character];
  if (spelling !== undefined) return spelling;
  const codePoint = character.codePointAt(0) ?? 0;
  if (showable.has(codePoint)) return character;
  // Control characters would draw nothing: drop them rather than print a '?'.
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return '';
  const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
  if (
    base !== '' &&
    base !== character &&
    Array.from(base).every((c) => showable.has(c.codePointAt(0) ?? 0))
  ) {
    return base;
  }
  return UNSHOWABLE;
}
