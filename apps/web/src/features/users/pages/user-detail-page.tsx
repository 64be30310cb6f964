import { useState } from 'react';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fullName, rolesFromStrings, type User } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { currentUserQuery } from '../../../lib/session/current-user';
// The same tags editor as My Account, where the physician edits their own.
import { ReferringPhysicianTagsSection } from '../../../lib/referring-physician-tags/referring-physician-tags-section';
import { toast } from '../../../shell/toasts';
import { useChangeUserStatus, useUser, useUserFlags } from '../account-api';
import { UserDetailFields } from '../components/user-detail-fields';
import { UserDetailFlags } from '../components/user-detail-flags';
import { UserDetailHeader } from '../components/user-detail-header';
import { UserDetailLoadState } from '../components/user-detail-load-state';
import {
  STATUS_OF_ACTION,
  UserDetailStatusActions,
  type UserStatusAction,
} from '../components/user-detail-status-actions';

/**
 * `/users/detail/:id`: an account, read-only, with its status actions and flags; a physician's
 * referring-physician tags too.
 */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser(id);
  return (
    <Stack gap="lg">
      {user.data === undefined ? (
        <>
          <Title order={1}>{t('routes.detail-user')}</Title>
          <UserDetailLoadState error={user.error} />
        </>
      ) : (
        <UserDetail user={user.data} />
      )}
    </Stack>
  );
}

function UserDetail({ user }: { user: User }) {
  const { t } = useTranslation();
  const { data: self } = useQuery(currentUserQuery);
  const status = useChangeUserStatus(user.userId);
  const flags = useUserFlags(user);
  const [statusProblem, setStatusProblem] = useState<string | null>(null);
  const name = fullName(user);

  const changeStatus = async (action: UserStatusAction) => {
    setStatusProblem(null);
    try {
      const result = await status.mutateAsync(STATUS_OF_ACTION[action]);
      if (result.succeeded.includes(user.userId)) {
        toast({ type: 'success', message: t(`userForms.statusActions.done.${action}`, { name }) });
        return;
      }
      const message = result.failed.find((failure) => failure.userId === user.userId)?.message;
      setStatusProblem(
        message === undefined
          ? t('userForms.statusActions.failedGeneric', { name })
          : t('userForms.statusActions.failed', { name, message }),
      );
    } catch (error) {
      setStatusProblem(
        error instanceof HttpFailure && error.status >= 400 && error.status < 500
          ? t('userForms.statusActions.failed', { name, message: error.message })
          : t('userForms.statusActions.failedGeneric', { name }),
      );
    }
  };

  return (
    <>
      <UserDetailHeader user={user} />
      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('userForms.detail.actions')}
          </Title>
          {self?.userId === user.userId ? (
            <Text c="dimmed">{t('userForms.detail.ownAccount')}</Text>
          ) : (
            <UserDetailStatusActions
              user={user}
              pending={status.isPending}
              problem={statusProblem}
              onAction={changeStatus}
            />
          )}
          <Divider />
          <UserDetailFlags
            user={user}
            pending={flags.isPending}
            failed={flags.isError}
            onChange={(changed) => {
              flags.mutate(changed);
            }}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('userForms.detail.account')}
          </Title>
          <UserDetailFields user={user} />
        </Stack>
      </Paper>
      {rolesFromStrings(user.roles).includes('PHYSICIAN') && (
        <ReferringPhysicianTagsSection userId={user.userId} administrator />
      )}
    </>
  );
}
