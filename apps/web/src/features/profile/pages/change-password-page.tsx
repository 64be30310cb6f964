import { Alert, Anchor, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { checkPassword, type PasswordRule, type User } from '@sagitta/domain';
import { useChangePassword } from '../api';
import { EditForm } from '../components/edit-form';
import { PasswordRuleStatus } from '../components/password-rule-status';
import { WithCurrentUser } from '../components/with-current-user';
import { failureMessage } from '../failure-message';
import { useSaved } from '../use-saved';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The field a broken password rule is shown by. */
const RULE_FIELD: Readonly<Record<PasswordRule, keyof PasswordValues>> = {
  length: 'newPassword',
  classes: 'newPassword',
  unchanged: 'newPassword',
  confirmation: 'confirmation',
};

function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const change = useChangePassword(user.userId);
  const saved = useSaved();
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: ({ currentPassword, newPassword, confirmation }) => {
      const errors: FormErrors = {};
      if (currentPassword === '') errors.currentPassword = t('profile.required');
      const check = checkPassword(newPassword, { confirmation, currentPassword });
      if (!check.ok) errors[RULE_FIELD[check.rule]] = check.message;
      return errors;
    },
  });
  const { currentPassword, newPassword, confirmation } = form.values;
  // While typing, the confirmation is checked only once something is in it.
  const live = checkPassword(newPassword, {
    currentPassword,
    ...(confirmation === '' ? {} : { confirmation }),
  });

  const submit = form.onSubmit((values) => {
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          saved(t('profile.password.saved'));
        },
      },
    );
  });

  const toggle = { 'aria-label': t('common.togglePasswordVisibility') };
  // The password input marks its error with a data attribute only; say it to assistive tech.
  const inputProps = (field: keyof PasswordValues) => ({
    ...form.getInputProps(field),
    'aria-invalid': form.errors[field] !== undefined,
  });
  return (
    <EditForm
      title={t('routes.profile-edit-password')}
      onSubmit={submit}
      saving={change.isPending}
      // 400: a rule the server refused, or a wrong current password, in the server's words.
      failure={failureMessage(change.error, t('profile.password.resetError'), [400])}
    >
      <PasswordInput
        label={t('profile.password.currentPassword')}
        autoComplete="current-password"
        required
        visibilityToggleButtonProps={toggle}
        {...inputProps('currentPassword')}
      />
      <PasswordInput
        label={t('profile.password.newPassword')}
        description={t('profile.password.rules')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...inputProps('newPassword')}
      />
      <PasswordInput
        label={t('profile.password.confirmation')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...inputProps('confirmation')}
      />
      <PasswordRuleStatus check={live} started={newPassword !== ''} />
    </EditForm>
  );
}

/** Changing one's own password (seed §5 rules). The route carries the account's id. */
function PasswordEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id === user.userId) return <PasswordForm user={user} />;
  return (
    <Stack gap="lg" maw={520}>
      <Title order={1}>{t('routes.profile-edit-password')}</Title>
      <Alert color="red" role="alert">
        {t('profile.password.otherAccount')}
      </Alert>
      <Anchor component={Link} to="/profile">
        {t('profile.password.back')}
      </Anchor>
    </Stack>
  );
}

export default function ChangePasswordPage() {
  return <WithCurrentUser>{(user) => <PasswordEditor user={user} />}</WithCurrentUser>;
}
