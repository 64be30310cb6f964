import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, ROLE_LABELS, rolesFromStrings, type InstitutionMember } from '@sagitta/domain';

interface MemberTableProps {
  label: string;
  members: readonly InstitutionMember[];
  emptyText: string;
  /** Offered to administrators who manage members. */
  onRemove?: (member: InstitutionMember) => void;
}

/** Users of an institution: name, email, roles, account status, and Remove when allowed. */
export function MemberTable({ label, members, emptyText, onRemove }: MemberTableProps) {
  const { t } = useTranslation();
  if (members.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('institutionAdmin.members.name')}</Table.Th>
            <Table.Th>{t('institutionAdmin.members.email')}</Table.Th>
            <Table.Th>{t('institutionAdmin.members.roles')}</Table.Th>
            <Table.Th>{t('institutionAdmin.members.accountStatus')}</Table.Th>
            {onRemove !== undefined && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const name = fullName(member);
            return (
              <Table.Tr key={member.userId}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{member.emailAddress}</Table.Td>
                <Table.Td>
                  {rolesFromStrings(member.roles)
                    .map((role) => ROLE_LABELS[role])
                    .join(', ')}
                </Table.Td>
                <Table.Td>{member.status}</Table.Td>
                {onRemove !== undefined && (
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('institutionAdmin.members.removeLabel', { name })}
                      onClick={() => {
                        onRemove(member);
                      }}
                    >
                      {t('institutionAdmin.members.remove')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
