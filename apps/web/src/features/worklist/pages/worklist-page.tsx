import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, rolesFromStrings } from '@sagitta/domain';
import { clientSettingsQuery, currentUserQuery } from '../../../lib/session/current-user';
import { useWorklistExams, WORKLIST_KEY, worklistKey } from '../api';
import { ExamTable } from '../components/exam-table';
import { GoToTop } from '../components/go-to-top';
import { ImportPanel } from '../components/import-panel';
import { RefreshButton } from '../components/refresh-button';
import { SearchBox } from '../components/search-box';
import { NoExams, NoMatch, WorklistError, WorklistLoading } from '../components/worklist-states';
import { examRowView } from '../exam-row-view';
import { useActingPhysicianId } from '../../../lib/session/use-acting-physician-id';
import { useLaunchExam } from '../use-launch-exam';
import { useNewItemAlert } from '../use-new-item-alert';
import { useNow } from '../use-now';
import { useStatusPoll } from '../use-status-poll';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { useWorklistFeed } from '../use-worklist-feed';
import { useWorklistScroll } from '../use-worklist-scroll';
import { useListSearch } from '../../../lib/inputs/use-list-search';

/** Elapsed modeling times move on every minute. */
const CLOCK_TICK_MS = 60_000;

export interface WorklistPageProps {
  /** The live feed's socket; the browser's WebSocket unless a test gives its own. */
  openFeedSocket?: OpenLiveSocket;
}

/**
 * The worklist (seed §2 "Worklist / My exams"), the Patient Exams tab of the Patients page (which
 * gives the title and the tabs around it): the exams of the physician (or of the physician a
 * staff member or rep acts for), searched, loaded page after page as the user scrolls, refreshed
 * when the live feed says there is something new, each successfully modeled exam opening the
 * viewer in a new tab. In developer mode, DICOM files can be imported from here.
 */
export default function WorklistPage({ openFeedSocket }: WorklistPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const physicianId = useActingPhysicianId();
  const search = useListSearch();
  const { query: exams, poll } = useWorklistExams(search.search, physicianId);
  const developerMode = useQuery(clientSettingsQuery).data?.developerMode === true;
  const roles = rolesFromStrings(useQuery(currentUserQuery).data?.roles ?? []);
  // A request starts the exam's modeling: its row changes (the live feed says so too).
  const mayRequest = can(roles, 'cases:request');
  const onModelRequested = useMemo(
    () =>
      mayRequest ? () => queryClient.invalidateQueries({ queryKey: WORKLIST_KEY }) : undefined,
    [mayRequest, queryClient],
  );
  const now = useNow(CLOCK_TICK_MS);
  const launch = useLaunchExam();
  const searchInput = useRef<HTMLInputElement>(null);
  const newItemAlert = useNewItemAlert();

  useWorklistFeed({
    physicianId,
    onNewItem: newItemAlert.announced,
    ...(openFeedSocket === undefined ? {} : { openSocket: openFeedSocket }),
  });

  const scroll = useWorklistScroll(() => {
    if (exams.hasNextPage && !exams.isFetchingNextPage && !exams.isError) {
      void exams.fetchNextPage();
    }
  });

  useStatusPoll(poll);

  const refresh = () => {
    newItemAlert.seen();
    window.scrollTo({ top: 0 });
    // Back to page 1: the pages loaded so far are dropped and the first one is loaded again.
    void queryClient.resetQueries({
      queryKey: worklistKey(search.search, physicianId),
      exact: true,
    });
  };

  const goToTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    searchInput.current?.focus({ preventScroll: true });
  };

  const pages = exams.data?.pages;
  const totalCount = pages?.[0]?.totalCount ?? 0;
  const rows = useMemo(
    () => (pages ?? []).flatMap((page) => page.items).map((exam) => examRowView(exam, now)),
    [pages, now],
  );
  // A page's rows are drawn in the background, a few at a time, so that the browser answers the
  // user meanwhile (React yields between rows); the rows before stay until then.
  const shownRows = useDeferredValue(rows);

  // A page's rows are on the screen: the user may still be at the end, or the list may not fill
  // the screen. Looked at in the next frame, where the browser lays the rows out anyway, rather
  // than forcing that layout in the task that added them.
  const { check } = scroll;
  useEffect(() => {
    if (shownRows.length === 0) return;
    const frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [shownRows.length, check]);
  // Rows of the previous search stay until the new answer: no empty state is shown before it.
  const settled = exams.isSuccess && !exams.isPlaceholderData;

  return (
    <Stack gap="md" pt="md">
      {developerMode && (
        <ImportPanel
          onStored={() => {
            void queryClient.invalidateQueries({ queryKey: WORKLIST_KEY });
          }}
          watch={newItemAlert.uploads}
        />
      )}
      <Group justify="space-between" align="flex-end">
        <SearchBox
          text={search.text}
          onChange={search.change}
          onClear={search.clear}
          inputRef={searchInput}
        />
        <Group gap="md" align="center">
          <Text size="sm" c="dimmed" role="status">
            {exams.isSuccess ? t('worklist.count', { count: totalCount }) : ''}
          </Text>
          <RefreshButton newItems={newItemAlert.newItems} onRefresh={refresh} />
        </Group>
      </Group>
      {(exams.isPending || (rows.length > 0 && shownRows.length === 0)) && <WorklistLoading />}
      {exams.isError && rows.length === 0 && <WorklistError onRetry={() => void exams.refetch()} />}
      {settled && rows.length === 0 && search.search === '' && <NoExams />}
      {settled && rows.length === 0 && search.search !== '' && (
        <NoMatch search={search.search} onClear={search.clear} />
      )}
      {rows.length > 0 && shownRows.length > 0 && (
        <ExamTable
          exams={shownRows}
          onLaunch={launch}
          loadingMore={exams.isFetchingNextPage}
          busy={exams.isFetching}
          onModelRequested={onModelRequested}
        />
      )}
      {scroll.beyondTop && <GoToTop onClick={goToTop} />}
    </Stack>
  );
}
