import type { ReactNode } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATIENT_PAGE_TABS, type PatientPageTab } from '@sagitta/domain';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { currentUserQuery } from '../../../lib/session/current-user';
import { usePreferences } from '../../../lib/session/preferences';
import { ComingTabState } from '../components/coming-tab';
import { openTab } from '../open-tab';
import { PatientRecordsPanel } from './patient-records-panel';
import { PatientTrendsPanel } from './patient-trends-panel';

export interface PatientsPageProps {
  /** The Patient Exams tab's content (the worklist), given by the app that composes features. */
  examsTab: ReactNode;
  /** The live feed's socket factory for the record lists: tests play the server. */
  openFeedSocket?: OpenLiveSocket;
}

/**
 * The Patients page (seed §2): its tabs in the seed's order. The tab opened comes from `?tab=`,
 * else the user's preference; switching tabs rewrites `?tab=` in place (no history entry per
 * click). Only the active tab's content is mounted, so the page stays light.
 */
export function PatientsPage({ examsTab, openFeedSocket }: PatientsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const userId = useQuery(currentUserQuery).data?.userId;
  const preferences = usePreferences(userId);
  const active = openTab(
    params.get('tab'),
    preferences.isError ? 'failed' : (preferences.data?.patientsTab ?? 'pending'),
  );

  const select = (tab: string | null) => {
    if (tab === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  const content = (tab: PatientPageTab): ReactNode => {
    switch (tab) {
      case 'exams':
        return examsTab;
      case 'patient-list':
        return <PatientRecordsPanel key={tab} tab="all" openFeedSocket={openFeedSocket} />;
      case 'favorites':
      case 'surgical-candidates':
        return <PatientRecordsPanel key={tab} tab={tab} openFeedSocket={openFeedSocket} />;
      case 'patient-trends':
        return <PatientTrendsPanel />;
      case 'surgical-plan':
      case 'surgical-strategy':
        return <ComingTabState tab={tab} />;
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('patients.title')}</Title>
      <Tabs value={active} onChange={select} keepMounted={false}>
        <Tabs.List aria-label={t('patients.tabsLabel')}>
          {PATIENT_PAGE_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`patients.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PATIENT_PAGE_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {active === tab && content(tab)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
