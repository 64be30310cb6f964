import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, ROLE_LABELS, rolesFromIds, type Connection } from '@sagitta/domain';
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
      <Table aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('profile.connections.name')}</Table.Th>
            <Table.Th scope="col">{t('profile.connections.role')}</Table.Th>
            <Table.Th scope="col">{t('profile.connections.institution')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {connections.map((connection) => (
            <Table.Tr key={connection.connectionId}>
              <Table.Td>{fullName(connection)}</Table.Td>
              <Table.Td>
                {rolesFromIds(connection.roleIds)
                  .map((role) => ROLE_LABELS[role])
                  .join(', ')}
              </Table.Td>
              <Table.Td>
                {connection.institutionName ?? t('profile.connections.noInstitution')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return <ProfileSection title={title}>{content}</ProfileSection>;
}
