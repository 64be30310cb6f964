import { useTranslation } from 'react-i18next';

/** The Sagitta mark: an arrow (sagitta) along a spine curve. */
export function Logo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={t('common.appName')}>
      <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M20 6c-5 5 5 9 0 14s5 9 0 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M12 28 28 12m0 0h-7m7 0v7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
