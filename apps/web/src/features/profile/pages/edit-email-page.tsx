import { PasswordInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { emailChange, type EmailChange, type User } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { useChangeEmail } from '../api';
import { EditForm } from '../components/edit-form';
import { WithCurrentUser } from '../components/with-current-user';
import { failureMessage } from '../failure-message';
import { useSaved } from '../use-saved';

const resolver = schemaResolver(emailChange, { sync: true });

function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const change = useChangeEmail(user.userId);
  const saved = useSaved();
  const form = useForm<EmailChange>({
    initialValues: { emailAddress: '', currentPassword: '' },
    validate: (values) => ({
      ...resolver(values),
      // The schema's own message for an empty password is zod's; the form's is the seed's.
      ...(values.currentPassword === '' ? { currentPassword: t('profile.required') } : {}),
    }),
  });

  const submit = form.onSubmit((values) => {
    change.mutate(
      { emailAddress: values.emailAddress.trim(), currentPassword: values.currentPassword },
      {
        onSuccess: () => {
          saved(t('profile.email.saved'));
        },
        onError: (error) => {
          // Wrong password (400) and email taken (409, 'User already exists') go by their field.
          if (error instanceof HttpFailure && error.status === 409) {
            form.setFieldError('emailAddress', error.message);
          } else if (error instanceof HttpFailure && error.status === 400) {
            form.setFieldError('currentPassword', error.message);
          }
        },
      },
    );
  });

  const failed =
    change.error instanceof HttpFailure &&
    (change.error.status === 400 || change.error.status === 409)
      ? null
      : failureMessage(change.error, t('profile.changeFailed'), [429]);

  return (
    <EditForm
      title={t('routes.profile-edit-email')}
      onSubmit={submit}
      saving={change.isPending}
      failure={failed}
    >
      <TextInput
        label={t('profile.email.newEmail')}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('emailAddress')}
      />
      <PasswordInput
        label={t('profile.email.currentPassword')}
        description={t('profile.email.hint')}
        autoComplete="current-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
        {...form.getInputProps('currentPassword')}
        // The password input marks its error with a data attribute only; say it to assistive tech.
        aria-invalid={form.errors.currentPassword !== undefined}
      />
    </EditForm>
  );
}

/** A new sign-in email, confirmed with the current password. */
export default function EditEmailPage() {
  return <WithCurrentUser>{(user) => <EmailForm user={user} />}</WithCurrentUser>;
}
