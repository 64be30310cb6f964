import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_ERROR_REDIRECT_MS } from '@sagitta/domain';
import { logout } from '../../lib/session/logout';
import { useCountdown } from './use-countdown';

/** The way back to sign-in: automatic after 15 s, with a countdown, or at once with Log in. */
export function SignInRedirect() {
  const { t } = useTranslation();
  const seconds = useCountdown(STATUS_ERROR_REDIRECT_MS, logout);
  return (
    <>
      <Text c="dimmed" ta="center" aria-live="polite">
        {t('statusError.redirecting', { count: seconds })}
      </Text>
      <Button
        onClick={() => {
          logout();
        }}
      >
        {t('common.logIn')}
      </Button>
    </>
  );
}
