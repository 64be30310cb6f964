import type { SubmitEventHandler, ReactNode } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of every My Account edit page: title, the fields, a failure, Save and Cancel. */
export function EditForm({
  title,
  onSubmit,
  saving,
  failure,
  readOnly = false,
  children,
}: {
  title: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  saving: boolean;
  /** What went wrong with the last save, shown above the fields; null when nothing did. */
  failure?: string | null;
  /** Nothing to change here: no Save button. */
  readOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>{title}</Title>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {failure !== undefined && failure !== null && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/profile" variant="default">
              {t('profile.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving}>
                {t('profile.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
