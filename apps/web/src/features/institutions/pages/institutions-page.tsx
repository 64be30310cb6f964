import { useEffect, useState } from 'react';
import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, hrefFor } from '@sagitta/domain';
import { institutionListQuery } from '../api';
import { InstitutionTable } from '../components/institution-table';
import { ListToolbar } from '../components/list-toolbar';
import { Loading } from '../components/page-states';
import {
  listQueryOf,
  listStateParams,
  nextSort,
  readListState,
  type ListState,
} from '../list-state';
import { useInstitutionPermissions } from '../permissions';
import { SEARCH_DEBOUNCE_MS } from '@sagitta/domain';

/**
 * Institutions (seed §2): searchable, filtered by status, sorted and paged 20 at a time. The
 * page state lives in the address, so that coming back from an institution finds the same page.
 */
export default function InstitutionsPage() {
  const { t } = useTranslation();
  const permissions = useInstitutionPermissions();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const update = (change: Partial<ListState>) => {
    setParams(listStateParams({ ...state, ...change }), { replace: true });
  };

  // Only a settled search reaches the address (and the server); it starts from the first page.
  useEffect(() => {
    if (search !== state.search) update({ search, page: 1 });
  }, [search]);

  // The address changed by other means (Back, the navigation bar): the box follows it.
  useEffect(() => {
    if (state.search !== search) setSearchText(state.search);
  }, [state.search]);

  const list = useQuery(institutionListQuery(listQueryOf(state, DEFAULT_PAGE_SIZE)));
  const totalCount = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / DEFAULT_PAGE_SIZE));
  const filtered = state.search !== '' || state.active !== undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('routes.institutions')}</Title>
        {permissions.manage && (
          <Button
            component={Link}
            to={hrefFor('new-institution')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('institutionAdmin.list.newInstitution')}
          </Button>
        )}
      </Group>
      <ListToolbar
        search={searchText}
        onSearch={setSearchText}
        active={state.active}
        onActive={(active) => {
          update({ active, page: 1 });
        }}
      />
      {list.isPending && <Loading label={t('institutionAdmin.list.loading')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {t('institutionAdmin.list.failed')}
        </Alert>
      )}
      {list.data !== undefined && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('institutionAdmin.list.count', { count: totalCount })}
          </Text>
          {list.data.items.length === 0 ? (
            <Text>
              {filtered ? t('institutionAdmin.list.noMatch') : t('institutionAdmin.list.empty')}
            </Text>
          ) : (
            <InstitutionTable
              institutions={list.data.items}
              sort={state.sort}
              onSort={(column) => {
                update({ sort: nextSort(state.sort, column), page: 1 });
              }}
            />
          )}
          {pages > 1 && (
            <nav aria-label={t('institutionAdmin.list.pages')}>
              <Pagination
                total={pages}
                value={Math.min(state.page, pages)}
                onChange={(page) => {
                  update({ page });
                }}
                getItemProps={(page) => ({
                  'aria-label': t('institutionAdmin.list.page', { page }),
                })}
                getControlProps={(control) =>
                  control === 'next'
                    ? { 'aria-label': t('institutionAdmin.list.nextPage') }
                    : { 'aria-label': t('institutionAdmin.list.previousPage') }
                }
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
