import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isExamUnavailable } from '../api';

interface ExamLoadStateProps {
  error: Error | null;
  onRetry: () => void;
}

/** What the viewer shows until its exam is there: a loader, or why it cannot be shown. */
export function ExamLoadState({ error, onRetry }: ExamLoadStateProps) {
  const { t } = useTranslation();
  if (error === null) {
    return (
      <Center h="100vh" role="status" aria-label={t('viewer.loading')}>
        <Loader />
      </Center>
    );
  }
  if (isExamUnavailable(error)) {
    return (
      <Center h="100vh" p="xl">
        <Alert color="yellow" role="alert" maw={520}>
          {t('viewer.notFound')}
        </Alert>
      </Center>
    );
  }
  return (
    <Center h="100vh" p="xl">
      <Stack align="center" maw={520}>
        <Alert color="red" role="alert" w="100%">
          {t('viewer.loadFailed')}
        </Alert>
        <Button variant="default" onClick={onRetry}>
          {t('viewer.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/** An exam without images: said plainly where the images would be. */
export function NoImages() {
  const { t } = useTranslation();
  return (
    <Center flex={1} p="xl">
      <Text size="lg" c="dimmed">
        {t('viewer.noImages')}
      </Text>
    </Center>
  );
}
