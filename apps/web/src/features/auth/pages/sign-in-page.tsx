import { useState, type SubmitEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEmailAddress, LOGIN_PASSWORD_MAX_LENGTH } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { useSignIn } from '../api';
import { AuthCard } from './auth-card';

/** The sign-in page: `/` for anyone not signed in (seed §2). */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rules of the shared `loginRequest` schema, without loading zod on the first page.
    const credentials = { email: email.trim(), password };
    const emailValid = isEmailAddress(credentials.email);
    const passwordValid = password !== '' && password.length <= LOGIN_PASSWORD_MAX_LENGTH;
    if (!emailValid || !passwordValid) {
      setErrors({
        ...(emailValid ? {} : { email: t('signIn.invalidEmail') }),
        ...(passwordValid ? {} : { password: t('signIn.passwordRequired') }),
      });
      return;
    }
    setErrors({});
    signIn.mutate(credentials, {
      // The guards take it from here: password change, EULA, or the role's home.
      onSuccess: () => void navigate('/', { replace: true }),
    });
  };

  const failure =
    signIn.error instanceof HttpFailure && !signIn.error.isNetworkFailure ? signIn.error : null;

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure !== null && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          <TextInput
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
            error={errors.email}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
            label={t('signIn.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            error={errors.password}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signIn.noAccount')}{' '}
        {/* Underlined: its colour alone is too close to the text's (WCAG 1.4.1). */}
        <Anchor underline="always" component={Link} to="/request-account">
          {t('signIn.requestAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
