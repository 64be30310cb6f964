import { useState } from 'react';
import { Alert, Button, Group, List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type User } from '@sagitta/domain';
import type { PhysicianSearch } from '../api';

/** For a clinical staff member or sales representative: find a physician and connect to them. */
export function AddParentForm({
  search,
  connectedIds,
  onConnect,
}: {
  search: PhysicianSearch;
  /** Physicians this user is already connected to. */
  connectedIds: ReadonlySet<string>;
  /** Resolves to why the server refused, or null when the connection was added. */
  onConnect: (physician: User) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<string | null>(null);

  const connect = async (physician: User) => {
    setProblem(null);
    setConnecting(physician.userId);
    setProblem(await onConnect(physician));
    setConnecting(null);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('connectionAdmin.addParent.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('connectionAdmin.addParent.intro')}
      </Text>
      {problem !== null && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <TextInput
        type="search"
        label={t('connectionAdmin.addParent.search')}
        description={t('connectionAdmin.addParent.searchHint')}
        maw={420}
        value={search.term}
        rightSection={
          search.searching ? (
            <Loader size="xs" aria-label={t('connectionAdmin.addParent.searching')} />
          ) : null
        }
        onChange={(event) => {
          search.setTerm(event.currentTarget.value);
        }}
      />
      <div aria-live="polite">
        {search.answered !== null && search.physicians.length === 0 && (
          <Text>{t('connectionAdmin.addParent.noMatch')}</Text>
        )}
      </div>
      {search.physicians.length > 0 && (
        <List listStyleType="none" spacing="xs" aria-label={t('connectionAdmin.addParent.results')}>
          {search.physicians.map((physician) => {
            const name = fullName(physician);
            const connected = connectedIds.has(physician.userId);
            return (
              <List.Item key={physician.userId}>
                <Group gap="md" wrap="nowrap">
                  <Button
                    size="xs"
                    variant={connected ? 'default' : 'filled'}
                    disabled={connected || (connecting !== null && connecting !== physician.userId)}
                    loading={connecting === physician.userId}
                    aria-label={t('connectionAdmin.addParent.connectLabel', { name })}
                    onClick={() => void connect(physician)}
                  >
                    {connected
                      ? t('connectionAdmin.addParent.connected')
                      : t('connectionAdmin.addParent.connect')}
                  </Button>
                  <Text fw={500}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {physician.emailAddress}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {physician.institutionName ?? t('connectionAdmin.noInstitution')}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
