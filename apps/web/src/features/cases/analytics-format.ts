import { useTranslation } from 'react-i18next';
import { useCaseWords } from './case-words';

/**
 * How the 3D analytics say their figures: whole numbers (seed: analytics values are rounded),
 * in the page's language; a missing figure (no timing) is a dash.
 */
export function useAnalyticsFormat() {
  const { t, i18n } = useTranslation();
  const words = useCaseWords();
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return {
    count: (value: number) => whole.format(value),
    share: (count: number, total: number) => percent.format(total === 0 ? 0 : count / total),
    /** Task timings: minutes. */
    minutes: (value: number | null) =>
      value === null
        ? t('cases.analytics.noValue')
        : t('cases.analytics.minutes', { value: whole.format(Math.round(value)) }),
    /** Case timings span days: days, hours and minutes. */
    duration: (value: number | null) =>
      value === null ? t('cases.analytics.noValue') : words.duration(Math.round(value) * 60_000),
    /** A figure on a chart's axis or tooltip, with its unit. */
    axis: (unit: 'minutes' | 'hours') => (value: number) =>
      t(`cases.analytics.units.${unit}`, { value: whole.format(value) }),
  };
}
