import { useState } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { CaseNotice, type CaseNoticeValue } from '../components/case-notice';
import { CaseTypeFilterControl } from '../components/case-type-filter';
import { useCaseTechnicians } from '../manager-api';
import { useCaseListParams } from '../use-case-list-params';
import { useLiveCases } from '../use-live-cases';
import { ManagerAllCases } from './manager-all-cases';
import { PediatricApprovals } from './pediatric-approvals';
import { TechniciansPanel } from './technicians-panel';

const TABS = ['all', 'approvals', 'technicians'] as const;
type ManagerTab = (typeof TABS)[number];

/**
 * `/case-list/manager` (issue 18): every case, with its assignment and priority; the pediatric
 * requests to approve; the technicians and their status. The lists and the technicians' loads
 * follow the case channel, as the technician's list; their status is polled.
 */
export default function ManagerCasesPage({ openLiveSocket }: { openLiveSocket?: OpenLiveSocket }) {
  const { t } = useTranslation();
  const { tab, filter, page, show } = useCaseListParams(TABS);
  const [notice, setNotice] = useState<CaseNoticeValue>(null);
  const technicians = useCaseTechnicians();
  useLiveCases(openLiveSocket);

  const onPage = (next: number) => {
    show({ page: next });
  };

  const panel = (value: ManagerTab) => {
    switch (value) {
      case 'all':
        return (
          <Stack gap="md">
            <CaseTypeFilterControl
              value={filter}
              onChange={(next) => {
                show({ filter: next });
              }}
            />
            <ManagerAllCases
              filter={filter}
              page={page}
              onPage={onPage}
              technicians={technicians.data}
              onNotice={setNotice}
            />
          </Stack>
        );
      case 'approvals':
        return <PediatricApprovals page={page} onPage={onPage} onNotice={setNotice} />;
      case 'technicians':
        return <TechniciansPanel technicians={technicians} onNotice={setNotice} />;
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
