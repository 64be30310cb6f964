import { useState } from 'react';
import { SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CASE_TYPE_FILTERS, type CaseTypeFilter } from '@sagitta/domain';
import { CaseNotice, type CaseNoticeValue } from '../components/case-notice';
import { useCaseTechnicians } from '../manager-api';
import { useCaseListPoll } from '../use-case-list-poll';
import { ManagerAllCases } from './manager-all-cases';
import { PediatricApprovals } from './pediatric-approvals';
import { TechniciansPanel } from './technicians-panel';

const TABS = ['all', 'approvals', 'technicians'] as const;
type ManagerTab = (typeof TABS)[number];

/** What the address says: `?tab=approvals&filter=PostOp&page=2`; anything unknown is the default. */
function listParams(params: URLSearchParams) {
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'all';
  const filter = CASE_TYPE_FILTERS.find((value) => value === params.get('filter')) ?? 'All';
  const page = Number(params.get('page') ?? '1');
  return { tab, filter, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * `/case-list/manager` (issue 18): every case, with its assignment and priority; the pediatric
 * requests to approve; the technicians and their status. The lists and the technicians are read
 * again every 15 s in the background, as the technician's list.
 */
export default function ManagerCasesPage() {
  const { t } = useTranslation();
  const filterLabelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, filter, page } = listParams(searchParams);
  const [notice, setNotice] = useState<CaseNoticeValue>(null);
  const technicians = useCaseTechnicians();
  useCaseListPoll(technicians.poll);

  const show = (next: { tab?: ManagerTab; filter?: CaseTypeFilter; page?: number }) => {
    const merged = { tab, filter, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.tab !== 'all') query.tab = merged.tab;
    if (merged.filter !== 'All') query.filter = merged.filter;
    if (merged.page !== 1) query.page = String(merged.page);
    setSearchParams(query);
  };
  const onPage = (next: number) => {
    show({ page: next });
  };

  const panel = (value: ManagerTab) => {
    switch (value) {
      case 'all':
        return (
          <Stack gap="md">
            <Stack gap={4}>
              <Text id={filterLabelId} size="sm" fw={500}>
                {t('cases.list.filter')}
              </Text>
              <SegmentedControl
                aria-labelledby={filterLabelId}
                value={filter}
                onChange={(chosen) => {
                  const next = CASE_TYPE_FILTERS.find((candidate) => candidate === chosen);
                  if (next !== undefined) show({ filter: next });
                }}
                data={CASE_TYPE_FILTERS.map((option) => ({
                  value: option,
                  label: t(`cases.filters.${option}`),
                }))}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            <ManagerAllCases
              filter={filter}
              page={page}
              onPage={onPage}
              technicians={technicians.query.data}
              onNotice={setNotice}
            />
          </Stack>
        );
      case 'approvals':
        return <PediatricApprovals page={page} onPage={onPage} onNotice={setNotice} />;
      case 'technicians':
        return <TechniciansPanel technicians={technicians.query} onNotice={setNotice} />;
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('routes.3d-services-list-manager')}</Title>
        <Text>{t('cases.manager.intro')}</Text>
      </Stack>
      <CaseNotice notice={notice} />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = TABS.find((candidate) => candidate === value);
          if (next === undefined) return;
          setNotice(null);
          // The type filter is the All cases tab's: the others list without it.
          show({ tab: next, filter: 'All' });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('cases.manager.tabs.label')}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`cases.manager.tabs.${value}`)}
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
