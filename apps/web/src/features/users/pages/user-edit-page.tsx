import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fullName, hrefFor, type User, type UserUpdate } from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { useInstitutionLookup, useRoles, useUpdateUser, useUser } from '../account-api';
import { UserDetailLoadState } from '../components/user-detail-load-state';
import { UserForm } from '../components/user-form';
import { userFormProblemOf, userFormValuesOf } from '../components/user-form-values';

/** `/users/edit/:id`: an administrator edits an account. */
export default function UserEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser(id);

  return (
    <Stack gap="md">
      {user.data === undefined ? (
        <>
          <Title order={1}>{t('routes.update-administrator-info')}</Title>
          <UserDetailLoadState error={user.error} />
        </>
      ) : (
        <UserEdit key={user.data.userId} user={user.data} />
      )}
    </Stack>
  );
}

function UserEdit({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useRoles();
  const institutionLookup = useInstitutionLookup();
  const updateUser = useUpdateUser(user.userId);
  const detail = hrefFor('detail-user', { id: user.userId });

  const save = async (payload: UserUpdate) => {
    try {
      const saved = await updateUser.mutateAsync(payload);
      toast({ type: 'success', message: t('userForms.updated', { name: fullName(saved) }) });
      void navigate(detail);
      return null;
    } catch (error) {
      return userFormProblemOf(error, t('userForms.errors.updateFailed'));
    }
  };

  return (
    <>
      <Title order={1}>{t('userForms.editTitle', { name: fullName(user) })}</Title>
      <UserForm
        initialValues={userFormValuesOf(user)}
        roles={roles.data ?? null}
        institutionLookup={institutionLookup}
        currentInstitution={
          user.institutionId === null
            ? null
            : { value: user.institutionId, label: user.institutionName ?? user.institutionId }
        }
        submitLabel={t('userForms.save')}
        cancelTo={detail}
        onSubmit={save}
      />
    </>
  );
}
