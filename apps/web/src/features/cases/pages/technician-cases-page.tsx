import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CASE_TYPE_FILTERS, hrefFor, type CaseTypeFilter } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { useTakeNextCase } from '../api';
import { useCaseWords } from '../case-words';
import { CaseListPanel } from './case-list-panel';

const TABS = ['mine', 'queue'] as const;
type TechnicianTab = (typeof TABS)[number];

/** What the address says: `?tab=queue&filter=PostOp&page=2`; anything unknown is the default. */
function listParams(params: URLSearchParams) {
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'mine';
  const filter = CASE_TYPE_FILTERS.find((value) => value === params.get('filter')) ?? 'All';
  const page = Number(params.get('page') ?? '1');
  return { tab, filter, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

type Notice = { kind: 'info' | 'error'; text: string } | null;

/**
 * `/case-list/technician` (issue 18): a modeling or planning technician's cases and the queue
 * they take work from, with the type filter, 20 rows a page, and "Take next case". The lists are
 * read again every 15 s, so a case taken or assigned elsewhere leaves without a reload.
 */
export default function TechnicianCasesPage() {
  const { t } = useTranslation();
  const words = useCaseWords();
  const filterLabelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, filter, page } = listParams(searchParams);
  const takeNext = useTakeNextCase();
  const [notice, setNotice] = useState<Notice>(null);

  const show = (next: { tab?: TechnicianTab; filter?: CaseTypeFilter; page?: number }) => {
    const merged = { tab, filter, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.tab !== 'mine') query.tab = merged.tab;
    if (merged.filter !== 'All') query.filter = merged.filter;
    if (merged.page !== 1) query.page = String(merged.page);
    setSearchParams(query);
  };

  const take = () => {
    setNotice(null);
    takeNext.mutate(undefined, {
      onSuccess: (taken) => {
        if (taken === undefined) {
          setNotice({ kind: 'info', text: t('cases.takeNext.empty') });
          return;
        }
        setNotice({
          kind: 'info',
          text: t('cases.takeNext.taken', { patient: words.patient(taken.patient) }),
        });
        show({ tab: 'mine', filter: 'All' });
      },
      onError: (error) => {
        if (error instanceof HttpFailure && error.status === 409)
          setNotice({ kind: 'error', text: words.serverMessage(error.message) });
      },
    });
  };

  const panel = (view: TechnicianTab) => (
    <CaseListPanel
      params={{ view, filter, page }}
      onPage={(next) => {
        show({ page: next });
      }}
      caption={t(`cases.list.${view}`)}
      empty={view === 'mine' ? t('cases.list.emptyMine') : t('cases.list.emptyQueue')}
      {...(view === 'mine'
        ? { caseHref: (item) => hrefFor('3d-services-history', { id: item.id }) }
        : {})}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('routes.3d-services-list-technician')}</Title>
          <Text>{t('cases.list.intro')}</Text>
        </Stack>
        <Button loading={takeNext.isPending} onClick={take}>
          {t('cases.takeNext.button')}
        </Button>
      </Group>
      {/* Polite: what the queue answered is read out without moving the focus. */}
      <Box role="status" aria-live="polite">
        {notice?.kind === 'info' && (
          <Alert color="blue" variant="light" role="presentation">
            {notice.text}
          </Alert>
        )}
      </Box>
      {notice?.kind === 'error' && (
        <Alert color="red" variant="light">
          {notice.text}
        </Alert>
      )}
      <Stack gap={4}>
        <Text id={filterLabelId} size="sm" fw={500}>
          {t('cases.list.filter')}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(value) => {
            const next = CASE_TYPE_FILTERS.find((candidate) => candidate === value);
            if (next !== undefined) show({ filter: next });
          }}
          data={CASE_TYPE_FILTERS.map((value) => ({
            value,
            label: t(`cases.filters.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = TABS.find((candidate) => candidate === value);
          if (next !== undefined) show({ tab: next });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`cases.list.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {panel(value)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
