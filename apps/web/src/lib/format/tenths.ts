/**
 * A value to one decimal as alignment values are shown (the viewer's panel, the patient file);
 * a value that rounds to zero is "0.0", never "−0.0".
 * @param value - the unrounded value
 * @param locale - the display locale
 */
export function formatTenths(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'negative',
  }).format(value);
}
