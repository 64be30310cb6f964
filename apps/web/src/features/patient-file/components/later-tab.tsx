import { useTranslation } from 'react-i18next';
import type { PatientFileTab } from '@sagitta/domain';
import { LaterState } from '../../../lib/later-state';

/**
 * A sub-tab whose capability comes with a later issue: it says which, never a blank panel.
 */
export function LaterTab({ tab }: { tab: Exclude<PatientFileTab, 'EOS'> }) {
  const { t } = useTranslation();
  return <LaterState title={t('patientFile.later.title')} body={t(`patientFile.later.${tab}`)} />;
}
