import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSetPasswordWithLink } from '../api';
import { PublicCard } from '../components/public-card';
import { SetPasswordLinkForm } from '../components/set-password-link-form';
import { publicProblemOf } from '../public-problem';

/**
 * `/set-password?token=…`: the one-time link emailed to a new, accepted or reset account. It is
 * opened signed out; the token is the only proof of who is setting the password.
 */
export default function SetPasswordLinkPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const setPassword = useSetPasswordWithLink();

  const send = async (newPassword: string) => {
    try {
      await setPassword.mutateAsync({ token, newPassword });
      return null;
    } catch (error) {
      return publicProblemOf(error, {
        tooManyRequests: t('requestAccount.setPassword.tooManyRequests'),
        fallback: t('requestAccount.setPassword.failed'),
      });
    }
  };

  const signIn = (
    <Button component={Link} to="/" fullWidth>
      {t('requestAccount.setPassword.signIn')}
    </Button>
  );

  if (setPassword.data !== undefined) {
    return (
      <PublicCard title={t('requestAccount.setPassword.doneTitle')}>
        <Alert color="teal" role="status">
          {setPassword.data.message === ''
            ? t('requestAccount.setPassword.done')
            : setPassword.data.message}
        </Alert>
        {signIn}
      </PublicCard>
    );
  }

  return (
    <PublicCard title={t('requestAccount.setPassword.title')}>
      {token === '' ? (
        <>
          <Alert color="yellow" role="alert">
            {t('requestAccount.setPassword.missingToken')}
          </Alert>
          {signIn}
        </>
      ) : (
        <>
          <Text c="dimmed" size="sm" ta="center">
            {t('requestAccount.setPassword.intro')}
          </Text>
          <SetPasswordLinkForm onSubmit={send} />
        </>
      )}
    </PublicCard>
  );
}
