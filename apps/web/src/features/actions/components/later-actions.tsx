import { useTranslation } from 'react-i18next';
import { LaterState } from '../../../lib/later-state';
import type { ActionsTab } from '../actions-tabs';

/** A tab whose actions come with a later issue: it says which, never a blank panel. */
export function LaterActions({ tab }: { tab: Exclude<ActionsTab, 'approve-model'> }) {
  const { t } = useTranslation();
  return <LaterState title={t('actionsPage.later.title')} body={t(`actionsPage.later.${tab}`)} />;
}
