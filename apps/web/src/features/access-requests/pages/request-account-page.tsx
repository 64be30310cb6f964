import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccessRequest } from '@sagitta/domain';
import { useRequestAccount } from '../api';
import { PublicCard } from '../components/public-card';
import { RequestAccountForm } from '../components/request-account-form';
import { RequestAccountReceived } from '../components/request-account-received';
import { publicProblemOf } from '../public-problem';

/** `/request-account`: anyone asks for an account; an administrator accepts or rejects it. */
export default function RequestAccountPage() {
  const { t } = useTranslation();
  const requestAccount = useRequestAccount();

  const send = async (request: AccessRequest) => {
    try {
      await requestAccount.mutateAsync(request);
      return null;
    } catch (error) {
      return publicProblemOf(error, {
        tooManyRequests: t('requestAccount.tooManyRequests'),
        fallback: t('requestAccount.failed'),
      });
    }
  };

  return (
    <PublicCard title={t('requestAccount.title')}>
      {requestAccount.data === undefined ? (
        <>
          <Text c="dimmed" size="sm" ta="center">
            {t('requestAccount.intro')}
          </Text>
          <RequestAccountForm onSubmit={send} />
          <Text size="sm" ta="center">
            {t('requestAccount.haveAccount')}{' '}
            {/* Underlined: its colour alone is too close to the text's (WCAG 1.4.1). */}
            <Anchor underline="always" component={Link} to="/">
              {t('requestAccount.backToSignIn')}
            </Anchor>
          </Text>
        </>
      ) : (
        <RequestAccountReceived message={requestAccount.data.message} />
      )}
    </PublicCard>
  );
}
