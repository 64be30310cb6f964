import { useTranslation } from 'react-i18next';
import { reasonTemplate, type Measurement, type NullReason } from '@sagitta/domain';
import { formatTenths } from '../format/tenths';

/**
 * The domain's words for a value: to 0.1 with its unit, or why it is absent (never 0), as the
 * viewer's panel, the patient file's alignment and trends, and the report say them.
 */
export function useParameterWords() {
  const { t, i18n } = useTranslation();
  const reason = (why: NullReason): string => {
    const { key, values } = reasonTemplate(why);
    return t(`alignment.reason.${key}`, values);
  };
  const number = (value: number, unit: Measurement['unit']): string =>
    t(`viewer.measure.values.unit.${unit}`, { value: formatTenths(value, i18n.language) });
  return { reason, number };
}
