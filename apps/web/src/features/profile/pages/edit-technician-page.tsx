import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { User } from '@sagitta/domain';
import { useUpdateProfile } from '../api';
import { EditForm } from '../components/edit-form';
import { ExperiencedCheckbox } from '../components/experienced-checkbox';
import { WithCurrentUser } from '../components/with-current-user';
import { failureMessage } from '../failure-message';
import { useSaved } from '../use-saved';

function TechnicianForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.userId);
  const saved = useSaved();
  const manager = (user.userRoleProperties.subRole ?? user.subrole) === 'Manager';
  const form = useForm({
    initialValues: { experienced: !user.userRoleProperties.inexperienced },
  });

  const submit = form.onSubmit(({ experienced }) => {
    // Managers have no experience flag: their page has nothing to save.
    if (manager) return;
    update.mutate(
      { inexperienced: !experienced },
      {
        onSuccess: () => {
          saved(t('profile.technician.saved'));
        },
      },
    );
  });

  return (
    <EditForm
      title={t('routes.profile-edit-technician')}
      onSubmit={submit}
      saving={update.isPending}
      failure={failureMessage(update.error, t('profile.changeFailed'))}
      readOnly={manager}
    >
      {manager ? (
        <Text size="sm" c="dimmed">
          {t('profile.technician.managerNote')}
        </Text>
      ) : (
        <ExperiencedCheckbox
          experienced={form.values.experienced}
          onChange={(experienced) => {
            form.setFieldValue('experienced', experienced);
          }}
        />
      )}
    </EditForm>
  );
}

/** A technician's properties: the experienced flag (seed §4). */
export default function EditTechnicianPage() {
  return <WithCurrentUser>{(user) => <TechnicianForm user={user} />}</WithCurrentUser>;
}
