/**
 * A file's size for people: kilobytes below a megabyte, else megabytes with one decimal, in the
 * language's number format (e.g. '560 kB', '1.2 MB').
 * @param bytes - the length in bytes
 * @param language - the UI language (i18next's)
 */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(megabytes);
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1024)));
}
