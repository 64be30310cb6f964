import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorState } from '../../lib/error-state';
import { StateDialog } from './state-dialog';
import { useEnvironmentWatch } from './use-environment-watch';
import { useErrorState } from './use-error-state';

const refresh = () => {
  window.location.reload();
};

/**
 * The global error states of seed §4: low resolution (998) over offline (499) over the generic
 * error (400 / 500 / 999). Only one shows at a time.
 */
export function GlobalStates() {
  const { t } = useTranslation();
  const state = useErrorState();
  useEnvironmentWatch();

  if (state.lowResolution) {
    return (
      <StateDialog
        opened
        icon="warning"
        title={t('errors.lowResolutionTitle')}
        body={t('errors.lowResolutionBody')}
      />
    );
  }
  if (state.offline) {
    return (
      <StateDialog
        opened
        icon="failure"
        title={t('errors.offlineTitle')}
        body={t('errors.offlineBody')}
      >
        <Button onClick={refresh}>{t('common.refresh')}</Button>
      </StateDialog>
    );
  }
  return (
    <StateDialog
      opened={state.generic !== null}
      icon="failure"
      title={t('errors.oops')}
      heading={t('errors.somethingWentWrong')}
      body={t('errors.genericBody')}
      onClose={errorState.dismissGeneric}
    >
      <Group>
        <Button variant="default" onClick={errorState.dismissGeneric}>
          {t('common.cancel')}
        </Button>
        <Button onClick={refresh}>{t('common.refresh')}</Button>
      </Group>
    </StateDialog>
  );
}
