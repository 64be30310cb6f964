import { useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '@sagitta/domain';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { HttpFailure } from '../../../lib/http';
import { useTakeNextCase } from '../api';
import { useCaseWords } from '../case-words';
import { CaseNotice, type CaseNoticeValue } from '../components/case-notice';
import { CaseTypeFilterControl } from '../components/case-type-filter';
import { useCaseListParams } from '../use-case-list-params';
import { useLiveCases } from '../use-live-cases';
import { CaseListPanel } from './case-list-panel';

const TABS = ['mine', 'queue'] as const;
type TechnicianTab = (typeof TABS)[number];

/**
 * `/case-list/technician` (issue 18): a modeling or planning technician's cases and the queue
 * they take work from, with the type filter, 20 rows a page, and "Take next case". The lists
 * follow the case channel, so a case taken or assigned elsewhere leaves without a reload.
 */
export default function TechnicianCasesPage({
  openLiveSocket,
}: {
  /** The case channel's socket; the browser's WebSocket unless a test gives its own. */
  openLiveSocket?: OpenLiveSocket;
}) {
  const { t } = useTranslation();
  const words = useCaseWords();
  const { tab, filter, page, show } = useCaseListParams(TABS);
  const takeNext = useTakeNextCase();
  const [notice, setNotice] = useState<CaseNoticeValue>(null);
  useLiveCases(openLiveSocket);

  const take = () => {
    setNotice(null);
    takeNext.mutate(undefined, {
      onSuccess: (taken) => {
        if (taken === undefined) {
          setNotice({ kind: 'done', text: t('cases.takeNext.empty') });
          return;
        }
        setNotice({
          kind: 'done',
          text: t('cases.takeNext.taken', { patient: words.patient(taken.patient) }),
        });
        show({ tab: 'mine', filter: 'All' });
      },
      onError: (error) => {
        if (error instanceof HttpFailure && error.status === 409)
          setNotice({ kind: 'refused', text: words.serverMessage(error.message) });
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
      <CaseNotice notice={notice} />
      <CaseTypeFilterControl
        value={filter}
        onChange={(next) => {
          show({ filter: next });
        }}
      />
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
