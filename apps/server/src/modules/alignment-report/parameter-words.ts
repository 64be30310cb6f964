import type { MetricUnit } from '@sagitta/domain';

/**
 * The names and reason words are the domain's (shared with the patient file's ALIGNMENT tab);
 * re-exported under the names the report's drawing uses.
 */
export { PARAMETER_NAMES as PARAMETER_LABELS, reasonInWords } from '@sagitta/domain';

/**
 * A value to 0.1 with its unit, as the table shows it. A value that rounds to zero shows no
 * sign ("-0.0" would read as a measured negative).
 * @param value - the unrounded value
 * @param unit - its unit
 */
export function formatValue(value: number, unit: MetricUnit): string {
  const rounded = value.toFixed(1);
  const shown = rounded === '-0.0' ? '0.0' : rounded;
  return `${shown}${unitSuffix(unit)}`;
}

function unitSuffix(unit: MetricUnit): string {
  switch (unit) {
    case 'DEGREE':
      return '°';
    case 'MM':
      return ' mm';
    case 'PERCENT':
      return ' %';
  }
}
