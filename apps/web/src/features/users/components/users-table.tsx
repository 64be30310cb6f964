import { Anchor, Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, hrefFor, ROLE_LABELS, rolesFromStrings, type User } from '@sagitta/domain';
import type { UserSort } from '../api';
import { formatDate, formatDateTime } from '../../../lib/format/date';
import { StatusBadge } from './status-badge';
import type { UserTab } from './use-user-list-params';

interface UsersTableProps {
  tab: UserTab;
  users: readonly User[];
  selected: ReadonlySet<string>;
  onSelect: (userId: string, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  sort: UserSort;
  onToggleSort: () => void;
  /** The next page or a refreshed list is on its way: the rows shown may be out of date. */
  busy: boolean;
}

/** The roles as labels; a technician's sub-role follows in brackets. */
function roleText(user: User): string {
  const labels = rolesFromStrings(user.roles).map((role) => ROLE_LABELS[role]);
  const text = labels.join(', ');
  return user.subrole === null ? text : `${text} (${user.subrole})`;
}

function NameHeader({ sort, onToggle }: { sort: UserSort; onToggle: () => void }) {
  const { t } = useTranslation();
  const ascending = sort === 'lastName';
  const Arrow = ascending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={ascending ? 'ascending' : 'descending'}>
      <UnstyledButton onClick={onToggle} title={t('userAdmin.table.sortByName')} fw={700}>
        <Group gap={4} wrap="nowrap">
          {t('userAdmin.table.name')}
          <Arrow size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The users of one page, each with a checkbox for the bulk actions (labelled with the user's
 * name) and a link to the user's detail. The Requests tab shows what each request asked for.
 */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation();
  const requests = props.tab === 'requests';
  const onPage = props.users.filter((user) => props.selected.has(user.userId)).length;
  const none = t('userAdmin.table.none');

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        aria-label={t(requests ? 'userAdmin.table.requests' : 'userAdmin.table.users')}
        aria-busy={props.busy}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('userAdmin.table.selectAll')}
                checked={onPage > 0 && onPage === props.users.length}
                indeterminate={onPage > 0 && onPage < props.users.length}
                onChange={(event) => {
                  props.onSelectPage(event.currentTarget.checked);
                }}
              />
            </Table.Th>
            <NameHeader sort={props.sort} onToggle={props.onToggleSort} />
            <Table.Th>{t('userAdmin.table.email')}</Table.Th>
            <Table.Th>
              {t(requests ? 'userAdmin.table.requestedRole' : 'userAdmin.table.role')}
            </Table.Th>
            <Table.Th>{t('userAdmin.table.institution')}</Table.Th>
            {requests ? (
              <>
                <Table.Th>{t('userAdmin.table.npi')}</Table.Th>
                <Table.Th>{t('userAdmin.table.requested')}</Table.Th>
              </>
            ) : (
              <>
                <Table.Th>{t('userAdmin.table.status')}</Table.Th>
                <Table.Th>{t('userAdmin.table.lastLogin')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.users.map((user) => {
            const name = fullName(user);
            return (
              <Table.Tr key={user.userId}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('userAdmin.table.select', { name })}
                    checked={props.selected.has(user.userId)}
                    onChange={(event) => {
                      props.onSelect(user.userId, event.currentTarget.checked);
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={hrefFor('detail-user', { id: user.userId })}>
                    {name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{user.emailAddress}</Table.Td>
                <Table.Td>{roleText(user)}</Table.Td>
                {requests ? (
                  <>
                    <Table.Td>{user.requestedInstitution ?? user.institutionName ?? none}</Table.Td>
                    <Table.Td>{user.npi ?? none}</Table.Td>
                    <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td>{user.institutionName ?? none}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={user.status} />
                    </Table.Td>
                    <Table.Td>
                      {user.lastLogin === null
                        ? t('userAdmin.table.never')
                        : formatDateTime(user.lastLogin)}
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
