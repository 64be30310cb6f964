import { MultiSelect } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { profileUpdate, type User } from '@sagitta/domain';
import { useUpdateProfile } from '../api';
import { EditForm } from '../components/edit-form';
import { STATE_OPTIONS } from '../components/state-select';
import { WithCurrentUser } from '../components/with-current-user';
import { failureMessage } from '../failure-message';
import { useSaved } from '../use-saved';

const resolver = schemaResolver(profileUpdate, { sync: true });

function StatesForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.userId);
  const saved = useSaved();
  const form = useForm({
    initialValues: { states: user.states.map((code) => code.toUpperCase()) },
    validate: resolver,
  });

  const submit = form.onSubmit(({ states }) => {
    update.mutate(
      { states },
      {
        onSuccess: () => {
          saved(t('profile.states.saved'));
        },
      },
    );
  });

  return (
    <EditForm
      title={t('routes.profile-edit-states')}
      onSubmit={submit}
      saving={update.isPending}
      failure={failureMessage(update.error, t('profile.changeFailed'), [400])}
    >
      <MultiSelect
        label={t('profile.states.label')}
        description={t('profile.states.hint')}
        data={STATE_OPTIONS}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('profile.states.nothingFound')}
        {...form.getInputProps('states')}
      />
    </EditForm>
  );
}

/** A sales representative's account states. */
export default function EditStatesPage() {
  return <WithCurrentUser>{(user) => <StatesForm user={user} />}</WithCurrentUser>;
}
