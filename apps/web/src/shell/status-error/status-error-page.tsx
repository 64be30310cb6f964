import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Logo } from '../logo';
import { SignInRedirect } from './sign-in-redirect';
import { statusErrorVariant } from './status-error-variant';

/**
 * Where a user lands who cannot use the workspace (seed §2): the reason, then back to sign-in,
 * except for a mobile user who left the mobile screens (their way back is the mobile app).
 */
export default function StatusErrorPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const variant = statusErrorVariant(searchParams.get('code'), searchParams.get('mobileError'));

  return (
    <Center mih="100vh" p="lg">
      <Stack align="center" gap="md" maw={560}>
        <Logo size={56} />
        <Title order={1} ta="center">
          {t('statusError.title')}
        </Title>
        <Text ta="center">{t(`statusError.${variant}`)}</Text>
        {variant !== 'MobileUserLeftMobileScreens' && <SignInRedirect />}
      </Stack>
    </Center>
  );
}
