import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@sagitta/domain';
import { ConnectionsTable } from '../../../lib/connections/connections-table';
import { LoadingState } from './loading-state';
import { ProfileSection } from './profile-section';

/** The account's connections, read-only (seed §2): administrators edit them. */
export function ConnectionsSection({
  connections,
  failed,
}: {
  /** undefined while loading */
  connections: readonly Connection[] | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation();
  const title = t('profile.connections.title');

  let content;
  if (failed) {
    content = (
      <Text size="sm" c="red" role="alert">
        {t('profile.connections.failed')}
      </Text>
    );
  } else if (connections === undefined) {
    content = <LoadingState label={t('profile.connections.loading')} />;
  } else if (connections.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('profile.connections.none')}
      </Text>
    );
  } else {
    content = (
      <ConnectionsTable
        connections={connections}
        name={title}
        labels={{
          name: t('profile.connections.name'),
          role: t('profile.connections.role'),
          institution: t('profile.connections.institution'),
          noInstitution: t('profile.connections.noInstitution'),
        }}
      />
    );
  }

  return <ProfileSection title={title}>{content}</ProfileSection>;
}
