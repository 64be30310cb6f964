import { useState } from 'react';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, ROLE_LABELS, rolesFromIds, type Connection } from '@sagitta/domain';
import { RemoveConnectionDialog } from './remove-connection-dialog';

/** A user's connections, each with the other user's name, role and institution. */
export function ConnectionList({
  userName,
  connections,
  pending,
  removeFailed,
  onRemove,
}: {
  userName: string;
  connections: readonly Connection[];
  pending: boolean;
  removeFailed: boolean;
  /** Resolves once the removal is done or has failed. */
  onRemove: (connection: Connection) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Connection | null>(null);

  const confirm = async () => {
    if (asked === null) return;
    await onRemove(asked);
    setAsked(null);
  };

  return (
    <Stack gap="sm">
      {removeFailed && (
        <Alert color="red" role="alert">
          {t('connectionAdmin.notDeleted')}
        </Alert>
      )}
      {connections.length === 0 ? (
        <Text c="dimmed">{t('connectionAdmin.empty')}</Text>
      ) : (
        <Table>
          <Table.Caption>{t('connectionAdmin.list')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('connectionAdmin.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('connectionAdmin.columns.role')}</Table.Th>
              <Table.Th scope="col">{t('connectionAdmin.columns.institution')}</Table.Th>
              <Table.Th scope="col">{t('connectionAdmin.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {connections.map((connection) => {
              const name = fullName(connection);
              return (
                <Table.Tr key={connection.connectionId}>
                  <Table.Th scope="row">{name}</Table.Th>
                  <Table.Td>
                    {rolesFromIds(connection.roleIds)
                      .map((role) => ROLE_LABELS[role])
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    {connection.institutionName ?? t('connectionAdmin.noInstitution')}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('connectionAdmin.removeLabel', { name })}
                      onClick={() => {
                        setAsked(connection);
                      }}
                    >
                      {t('connectionAdmin.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <RemoveConnectionDialog
        userName={userName}
        otherName={asked === null ? null : fullName(asked)}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsked(null);
        }}
      />
    </Stack>
  );
}
