import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  fullName,
  hrefFor,
  isInstitutionUser,
  rolesFromStrings,
  type Connection,
  type User,
} from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { toast } from '../../../shell/toasts';
import {
  connectionOwnerQuery,
  connectionsQuery,
  useAddConnection,
  usePhysicianSearch,
  useRemoveConnection,
} from '../api';
import { AddChildForm } from '../components/add-child-form';
import { AddParentForm } from '../components/add-parent-form';
import { ConnectionList } from '../components/connection-list';
import { connectionProblemOf } from '../connection-problem';

/** `/users/connection/:id`: an administrator links a user to physicians or to their staff. */
export default function ConnectionsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const owner = useQuery(connectionOwnerQuery(id));
  if (owner.data !== undefined) return <ConnectionsEditor owner={owner.data} />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.user-edit-connection')}</Title>
      <LoadState error={owner.error} notFound={t('connectionAdmin.notFound')} />
    </Stack>
  );
}

function LoadState({ error, notFound }: { error: Error | null; notFound: string }) {
  const { t } = useTranslation();
  if (error === null) {
    return (
      <Center py="xl" role="status" aria-label={t('connectionAdmin.loading')}>
        <Loader />
      </Center>
    );
  }
  const missing = error instanceof HttpFailure && (error.status === 404 || error.status === 400);
  return (
    <Alert color={missing ? 'yellow' : 'red'} role="alert">
      {missing ? notFound : t('connectionAdmin.loadFailed')}
    </Alert>
  );
}

function ConnectionsEditor({ owner }: { owner: User }) {
  const { t } = useTranslation();
  const roles = rolesFromStrings(owner.roles);
  const connections = useQuery({
    ...connectionsQuery(owner.userId),
    enabled: isInstitutionUser(roles),
  });
  const add = useAddConnection();
  const remove = useRemoveConnection(owner.userId);
  const physicianSearch = usePhysicianSearch();
  const name = fullName(owner);

  const addConnection = async (parentUserId: string, childUserEmail: string) => {
    try {
      await add.mutateAsync({ parentUserId, childUserEmail, favorite: false, default: false });
      toast({ type: 'success', message: t('connectionAdmin.added') });
      return null;
    } catch (error) {
      return connectionProblemOf(error);
    }
  };

  const removeConnection = async (connection: Connection) => {
    try {
      await remove.mutateAsync(connection.connectionId);
      toast({
        type: 'success',
        message: t('connectionAdmin.removed', { name: fullName(connection) }),
      });
    } catch {
      // The list shows 'Connection not deleted' from the mutation's error state.
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('connectionAdmin.title', { name })}</Title>
        <Anchor component={Link} to={hrefFor('detail-user', { id: owner.userId })} size="sm">
          {t('connectionAdmin.backToUser', { name })}
        </Anchor>
      </Stack>
      {!isInstitutionUser(roles) ? (
        <Text>{t('connectionAdmin.notApplicable')}</Text>
      ) : (
        <>
          <Paper withBorder p="md">
            {connections.data === undefined ? (
              <LoadState error={connections.error} notFound={t('connectionAdmin.notFound')} />
            ) : (
              <ConnectionList
                userName={name}
                connections={connections.data}
                pending={remove.isPending}
                removeFailed={remove.isError}
                onRemove={removeConnection}
              />
            )}
          </Paper>
          <Paper withBorder p="md">
            {roles.includes('PHYSICIAN') ? (
              <AddChildForm
                physicianId={owner.userId}
                onAdd={(email) => addConnection(owner.userId, email)}
              />
            ) : (
              <AddParentForm
                search={physicianSearch}
                connectedIds={new Set((connections.data ?? []).map((c) => c.userId))}
                onConnect={(physician) => addConnection(physician.userId, owner.emailAddress)}
              />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
