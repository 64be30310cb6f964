import { useState, type SubmitEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkPassword } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { currentUserQuery } from '../../../lib/session/current-user';
import { useSetPassword } from '../api';
import { AuthCard } from './auth-card';

/** A New or Reset account sets its own password before anything else (seed §4). */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQuery);
  const setPassword = useSetPassword(user?.userId ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [ruleError, setRuleError] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPassword(newPassword, { confirmation, currentPassword });
    if (!check.ok) {
      setRuleError(check.rule === 'confirmation' ? t('setPassword.mismatch') : check.message);
      return;
    }
    setRuleError(null);
    setPassword.mutate(
      { currentPassword, newPassword },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  const failure = setPassword.error instanceof HttpFailure ? setPassword.error.message : null;

  return (
    <AuthCard title={t('setPassword.title')} subtitle={t('setPassword.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {(ruleError ?? failure) !== null && (
            <Alert color="red" role="alert">
              {ruleError ?? failure}
            </Alert>
          )}
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
            label={t('setPassword.currentPassword')}
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => {
              setCurrentPassword(event.currentTarget.value);
            }}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
            label={t('setPassword.newPassword')}
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.currentTarget.value);
            }}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
            label={t('setPassword.confirmPassword')}
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.currentTarget.value);
            }}
          />
          <Text size="xs" c="dimmed">
            {t('setPassword.rules')}
          </Text>
          <Button type="submit" loading={setPassword.isPending} fullWidth>
            {t('setPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
