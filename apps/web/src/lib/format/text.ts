/**
 * A text of the API as shown: trimmed, and null when nothing is left, so the page shows its
 * "unknown" dash rather than an empty cell.
 * @param text - a possibly blank value
 */
export function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
