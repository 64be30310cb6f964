import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type Connection } from '@sagitta/domain';
import { ConnectionsTable } from '../../../lib/connections/connections-table';
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
        <ConnectionsTable
          connections={connections}
          name={t('connectionAdmin.list')}
          captioned
          labels={{
            name: t('connectionAdmin.columns.name'),
            role: t('connectionAdmin.columns.role'),
            institution: t('connectionAdmin.columns.institution'),
            noInstitution: t('connectionAdmin.noInstitution'),
          }}
          actions={{
            heading: t('connectionAdmin.columns.actions'),
            render: (connection, name) => (
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
            ),
          }}
        />
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
