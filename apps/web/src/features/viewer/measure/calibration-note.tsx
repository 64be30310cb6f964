import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { filmPixelSpacing } from '@sagitta/domain';
import type { Calibration } from './live-values';

/**
 * A spacing as it is read out: three significant digits (1.171875 → 1.17, 0.1389 → 0.139), one
 * number when rows and columns agree.
 */
function useSpacingWords() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: 3 });
  return (spacing: number | readonly [number, number]) => {
    const [row, column] = typeof spacing === 'number' ? [spacing, spacing] : spacing;
    return row === column ? format.format(row) : `${format.format(row)} × ${format.format(column)}`;
  };
}

/** The film's calibration and where it comes from, or, honestly, that there is none. */
export function CalibrationNote({ calibration }: { calibration: Calibration }) {
  const { t, i18n } = useTranslation();
  const spacingWords = useSpacingWords();
  const spacing = filmPixelSpacing(calibration);
  if (calibration === undefined || calibration.source === 'NONE' || spacing === null) {
    return (
      <>
        <Text size="sm">{t('viewer.measure.calibration.none')}</Text>
        <Text size="xs" c="dimmed">
          {t('viewer.measure.calibration.noneWhy')}
        </Text>
      </>
    );
  }
  if (calibration.source === 'CALIBRATION_OBJECT') {
    const length = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return (
      <Text size="sm">
        {t('viewer.measure.calibration.object', {
          length: length.format(calibration.lengthMm),
          spacing: spacingWords(spacing),
        })}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {t('viewer.measure.calibration.header', {
        source: t(`viewer.measure.calibration.source.${calibration.source}`),
        spacing: spacingWords(spacing),
      })}
    </Text>
  );
}
