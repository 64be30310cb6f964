import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** Where Cancel goes. */
  cancelTo: string;
  /** A failure of the last submission, shown above the buttons. */
  failure: string | null;
}

/** The end of every institution form: what went wrong, then Cancel and the submit button. */
export function FormActions({ submitLabel, pending, cancelTo, failure }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={cancelTo}>
          {t('institutionAdmin.form.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
