import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fullName, hrefFor, type UserCreate } from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { useCreateUser, useInstitutionLookup, useRoles } from '../account-api';
import { UserForm } from '../components/user-form';
import { EMPTY_USER_FORM, userFormProblemOf } from '../components/user-form-values';

/** `/users/new`: an administrator creates an account; it gets a set-password link. */
export default function UserNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useRoles();
  const institutionLookup = useInstitutionLookup();
  const createUser = useCreateUser();

  const create = async (payload: UserCreate) => {
    try {
      const user = await createUser.mutateAsync(payload);
      toast({ type: 'success', message: t('userForms.created', { name: fullName(user) }) });
      void navigate(hrefFor('detail-user', { id: user.userId }));
      return null;
    } catch (error) {
      return userFormProblemOf(error, t('userForms.errors.createFailed'));
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('userForms.newTitle')}</Title>
      <UserForm
        initialValues={EMPTY_USER_FORM}
        roles={roles.data ?? null}
        institutionLookup={institutionLookup}
        currentInstitution={null}
        submitLabel={t('userForms.create')}
        cancelTo={hrefFor('users')}
        onSubmit={create}
      />
    </Stack>
  );
}
