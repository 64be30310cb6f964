import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneDigits, profileUpdate, type User } from '@sagitta/domain';
import { PhoneInput } from '../../../lib/inputs/phone-input';
import { useUpdateProfile } from '../api';
import { EditForm } from '../components/edit-form';
import { WithCurrentUser } from '../components/with-current-user';
import { failureMessage } from '../failure-message';
import { useSaved } from '../use-saved';

const resolver = schemaResolver(profileUpdate, { sync: true });

function PhoneForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.userId);
  const saved = useSaved();
  const form = useForm({
    initialValues: { phone: formatPhone(user.phone ?? '') },
    // Empty removes the number; anything else must be a whole one ('Invalid phone number format').
    validate: resolver,
  });

  const submit = form.onSubmit(({ phone }) => {
    update.mutate(
      { phone: phone === '' ? null : phoneDigits(phone) },
      {
        onSuccess: () => {
          saved(t('profile.phone.saved'));
        },
      },
    );
  });

  return (
    <EditForm
      title={t('routes.profile-edit-phone')}
      onSubmit={submit}
      saving={update.isPending}
      failure={failureMessage(update.error, t('profile.changeFailed'), [400])}
    >
      <PhoneInput
        {...form.getInputProps('phone')}
        label={t('profile.phone.label')}
        description={t('profile.phone.hint')}
        autoComplete="tel-national"
      />
    </EditForm>
  );
}

/** The account holder's phone number. */
export default function EditPhonePage() {
  return <WithCurrentUser>{(user) => <PhoneForm user={user} />}</WithCurrentUser>;
}
