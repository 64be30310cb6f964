import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { checkPassword } from '@sagitta/domain';
import { PasswordRules } from './password-rules';

interface Values {
  newPassword: string;
  confirmation: string;
}

/** A new password and its confirmation, checked with the rules of `checkPassword`. */
export function SetPasswordLinkForm({
  onSubmit,
}: {
  /** Sends the password; resolves to why it failed, or null once it is set. */
  onSubmit: (newPassword: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { newPassword: '', confirmation: '' },
    validate: ({ newPassword, confirmation }): FormErrors => {
      const check = checkPassword(newPassword, { confirmation });
      if (check.ok) return {};
      return check.rule === 'confirmation'
        ? { confirmation: check.message }
        : { newPassword: check.message };
    },
  });
  const { newPassword, confirmation } = form.getValues();
  const toggle = { 'aria-label': t('common.togglePasswordVisibility') };

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setProblem(await onSubmit(values.newPassword));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {problem !== null && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <PasswordInput
          label={t('requestAccount.setPassword.newPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('requestAccount.setPassword.confirmPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('confirmation')}
        />
        <PasswordRules password={newPassword} confirmation={confirmation} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('requestAccount.setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
