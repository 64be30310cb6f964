import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@sagitta/domain';
import { currentUserQuery } from '../../../lib/session/current-user';
import { useAcceptEula } from '../api';
import { EulaText } from '../components/eula-text';
import { EULA_DOCUMENT, EULA_VERSION_DATE } from '../eula-document';

/**
 * The EULA (seed §1, §2): a signed-in user must accept it before anything else. Accepting goes
 * back to the page the user was sent here from (the `redirect` value), else home.
 */
export default function EulaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useQuery(currentUserQuery);
  const accept = useAcceptEula();
  const userId = user?.userId ?? null;

  const onAccept = () => {
    if (userId === null) return;
    accept.mutate(userId, {
      onSuccess: () => {
        void navigate(safeRedirectPath(searchParams.get('redirect') ?? undefined));
      },
    });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('eula.heading')}</Title>
        <Text c="dimmed">{t('eula.version', { date: EULA_VERSION_DATE })}</Text>
        <Text>{t('eula.intro')}</Text>
        <EulaText sections={EULA_DOCUMENT} label={t('eula.document')} />
        {accept.isError && <Alert color="red">{t('eula.error')}</Alert>}
        <Group justify="flex-end">
          <Button loading={accept.isPending} disabled={userId === null} onClick={onAccept}>
            {t('eula.accept')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
