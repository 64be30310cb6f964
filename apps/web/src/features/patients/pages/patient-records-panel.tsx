import { useCallback, useDeferredValue, useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PatientListSort, PatientListTab, PatientRecord } from '@sagitta/domain';
import { useListSearch } from '../../../lib/inputs/use-list-search';
import { ListPagination } from '../../../lib/list-pagination';
import { currentUserQuery } from '../../../lib/session/current-user';
import { usePreferences, useSavePreferences } from '../../../lib/session/preferences';
import { useActingPhysicianId } from '../../../lib/session/use-acting-physician-id';
import { toast } from '../../../shell/toasts';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { useFavoriteToggle, usePatientRecords } from '../api';
import { PatientTable } from '../components/patient-table';
import { RecordsToolbar } from '../components/records-toolbar';
import {
  RecordsEmpty,
  RecordsError,
  RecordsLoading,
  RecordsNoMatch,
} from '../components/records-states';
import { useLiveRecords } from '../use-live-records';

/** No records yet: the same empty list from render to render. */
const NO_RECORDS: readonly PatientRecord[] = [];

/**
 * The Patient List, Favorites and Surgical Candidates tabs: the caller's (or the acting
 * physician's) patient records of that tab, 20 a page, searched by the comma rule, ordered by
 * name or last exam (the user's saved order; a new choice is saved), each with the caller's star;
 * kept live by the exams imported meanwhile.
 */
export function PatientRecordsPanel({
  tab,
  openFeedSocket,
}: {
  tab: PatientListTab;
  /** The live feed's socket factory: tests play the server. */
  openFeedSocket?: OpenLiveSocket;
}) {
  const { t } = useTranslation();
  const physicianId = useActingPhysicianId();
  useLiveRecords(physicianId, openFeedSocket);
  const search = useListSearch();
  const userId = useQuery(currentUserQuery).data?.userId;
  const preferences = usePreferences(userId);
  const savePreferences = useSavePreferences(userId);
  const [chosen, setChosen] = useState<PatientListSort | null>(null);
  // The saved order decides the first request: wait for it (or its failure) rather than ask twice.
  const sort =
    chosen ??
    preferences.data?.patientListSort ??
    (userId !== undefined && preferences.isPending ? null : 'name');
  const [page, setPage] = useState(1);
  const records = usePatientRecords(
    { tab, page, search: search.search, sort: sort ?? 'name', physicianId },
    sort !== null,
  );
  const favorite = useFavoriteToggle(() => {
    toast({ type: 'error', message: t('patients.favorite.failed') });
  });

  // A new search is a new list: from its first page. Kept in the state the search changed with.
  const [searched, setSearched] = useState(search.search);
  if (searched !== search.search) {
    setSearched(search.search);
    setPage(1);
  }

  const answered = records.data?.items ?? NO_RECORDS;
  // The rows are drawn in the background, a few at a time, so that the page answers meanwhile.
  const items = useDeferredValue(answered);
  const totalCount = records.data?.totalCount ?? 0;
  const { mutate: toggleFavorite } = favorite;
  const onToggleFavorite = useCallback(
    (record: PatientRecord) => {
      toggleFavorite({ patientId: record.id, isFavorite: !record.isFavorite });
    },
    [toggleFavorite],
  );
  // Rows of the previous page or search stay until the new answer: no empty state before it.
  const settled = records.isSuccess && !records.isPlaceholderData;

  return (
    <Stack gap="md" pt="md">
      <RecordsToolbar
        text={search.text}
        onSearch={search.change}
        onClear={search.clear}
        sort={sort ?? 'name'}
        onSort={(next) => {
          setChosen(next);
          setPage(1);
          savePreferences.mutate({ patientListSort: next });
        }}
        count={records.isSuccess ? totalCount : null}
      />
      {(sort === null || records.isPending || (answered.length > 0 && items.length === 0)) && (
        <RecordsLoading />
      )}
      {records.isError && answered.length === 0 && (
        <RecordsError onRetry={() => void records.refetch()} />
      )}
      {settled && answered.length === 0 && search.search === '' && <RecordsEmpty tab={tab} />}
      {settled && answered.length === 0 && search.search !== '' && (
        <RecordsNoMatch search={search.search} onClear={search.clear} />
      )}
      {answered.length > 0 && items.length > 0 && (
        <PatientTable
          records={items}
          busy={records.isFetching}
          onToggleFavorite={onToggleFavorite}
        />
      )}
      <ListPagination
        page={page}
        totalCount={totalCount}
        onPage={setPage}
        labels={{
          pages: t('patients.pagination.pages'),
          page: (number) => t('patients.pagination.page', { page: number }),
          previous: t('patients.pagination.previous'),
          next: t('patients.pagination.next'),
        }}
      />
    </Stack>
  );
}
