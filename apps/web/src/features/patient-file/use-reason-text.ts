import { useTranslation } from 'react-i18next';
import type { TrendValue } from '@sagitta/domain';

/** Says why a value is null ("needs a 3D model"); empty for a value. */
export function useReasonText(): (value: TrendValue | undefined) => string {
  const { t } = useTranslation();
  return (value) => {
    if (value === undefined || value.value !== null) return '';
    const reason = value.reason;
    switch (reason.code) {
      case 'missing-landmark':
        return t('trends.reason.missing-landmark', { landmarks: reason.landmarks.join(', ') });
      case 'undefined':
        return t('trends.reason.undefined', { detail: reason.detail });
      case 'no-calibration':
      case 'needs-frontal-film':
      case 'needs-lateral-film':
      case 'needs-3d-model':
      case 'needs-age':
      case 'needs-two-vertebrae':
        return t(`trends.reason.${reason.code}`);
    }
  };
}
