import { useEffect } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, hrefFor } from '@sagitta/domain';
import { useInstitutionOptions, useRoles, useUserList } from '../api';
import { BulkActionBar } from '../components/bulk-action-bar';
import { BulkConfirmDialog } from '../components/bulk-confirm-dialog';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { ListPagination } from '../../../lib/list-pagination';
import { UserListFilters } from '../components/user-list-filters';
import { UsersTable } from '../components/users-table';
import { useBulkConfirmation } from '../components/use-bulk-confirmation';
import { useSelection } from '../components/use-selection';
import { useUserListParams, type UserTab } from '../components/use-user-list-params';

const TABS: readonly UserTab[] = ['all', 'requests'];

/**
 * The administrators' home (seed §2): every account (All Users) and the access requests waiting
 * for a decision (Requests), searched, filtered, paged and sorted by name; the selected users
 * can be changed in bulk, after a confirmation.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = useUserListParams();
  const users = useUserList(list.params);
  const roles = useRoles();
  const institutions = useInstitutionOptions();
  const selection = useSelection(JSON.stringify([list.tab, list.params]));
  const bulk = useBulkConfirmation(selection.clear);

  const items = users.data?.items ?? [];
  const totalCount = users.data?.totalCount ?? 0;
  const selected = items.filter((user) => selection.ids.has(user.userId));
  const lastPage = Math.max(1, Math.ceil(totalCount / DEFAULT_PAGE_SIZE));
  const { page } = list.params;
  const { setPage } = list;
  const settled = users.isSuccess && !users.isPlaceholderData;

  // A bulk action can empty the last page: show the last page that still has rows.
  useEffect(() => {
    if (settled && page > lastPage) setPage(lastPage);
  }, [settled, page, lastPage, setPage]);

  const filtered =
    list.params.search !== '' || list.params.role !== null || list.params.institutionId !== null;
  const empty =
    list.tab === 'requests' && !filtered
      ? t('userAdmin.list.noRequests')
      : t('userAdmin.list.noMatch');

  const content = (
    <Stack gap="md" pt="md">
      <UserListFilters
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        roles={roles.data ?? []}
        role={list.params.role}
        onRole={list.setRole}
        status={list.params.status}
        onStatus={list.setStatus}
        showStatus={list.tab === 'all'}
        institutions={institutions.data ?? []}
        institutionId={list.params.institutionId}
        onInstitutionId={list.setInstitutionId}
      />
      <Group justify="space-between">
        <BulkActionBar
          tab={list.tab}
          count={selected.length}
          running={bulk.running}
          onAction={(action) => {
            bulk.ask(action, selected);
          }}
        />
        {users.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('userAdmin.list.count', { count: totalCount })}
          </Text>
        )}
      </Group>
      {users.isPending && <ListLoading label={t('userAdmin.list.loading')} />}
      {users.isError && (
        <ListError
          message={t('userAdmin.list.error')}
          retry={t('userAdmin.list.retry')}
          onRetry={() => void users.refetch()}
        />
      )}
      {users.isSuccess && items.length === 0 && <ListEmpty message={empty} />}
      {users.isSuccess && items.length > 0 && (
        <UsersTable
          tab={list.tab}
          users={items}
          selected={selection.ids}
          onSelect={selection.toggle}
          onSelectPage={(on) => {
            selection.setMany(
              items.map((user) => user.userId),
              on,
            );
          }}
          sort={list.params.sort}
          onToggleSort={list.toggleSort}
          busy={users.isFetching}
        />
      )}
      <ListPagination
        page={page}
        totalCount={totalCount}
        onPage={setPage}
        labels={{
          pages: t('userAdmin.list.pages'),
          page: (number) => t('userAdmin.list.page', { page: number }),
          previous: t('userAdmin.list.previousPage'),
          next: t('userAdmin.list.nextPage'),
        }}
      />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('userAdmin.list.title')}</Title>
        <Group gap="sm">
          <Button component={Link} to={hrefFor('outbox')} variant="default">
            {t('userAdmin.list.outbox')}
          </Button>
          <Button component={Link} to={hrefFor('new-user')}>
            {t('userAdmin.list.newUser')}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={list.tab}
        onChange={(value) => {
          list.setTab(value === 'requests' ? 'requests' : 'all');
        }}
      >
        <Tabs.List aria-label={t('userAdmin.list.tabs')}>
          <Tabs.Tab value="all">{t('userAdmin.list.allUsers')}</Tabs.Tab>
          <Tabs.Tab value="requests">{t('userAdmin.list.requests')}</Tabs.Tab>
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {tab === list.tab && content}
          </Tabs.Panel>
        ))}
      </Tabs>
      <BulkConfirmDialog {...bulk.dialog} />
    </Stack>
  );
}
