import { useState } from 'react';
import { Loader, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATIENT_FILE_ASSESSMENT_PARAM, PATIENT_FILE_TAB_PARAM } from '@sagitta/domain';
import { usePreferences } from '../../../lib/session/preferences';
import { UpgradePrompt } from '../../../shell/upgrade-prompt';
import { fileTabs, firstTab, type FileTab } from '../file-tabs';
import type { FileReader } from '../use-file-reader';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { AlignmentTab } from '../alignment/alignment-tab';
import { AccessHistory } from './access-history';
import { AlignmentReports } from './alignment-reports';
import { EosExams } from './eos-exams';
import { LaterTab } from './later-tab';
import { TrendsTab } from './trends-tab';

function TabContent({
  tab,
  patientId,
  reader,
  openSocket,
  assessmentId,
}: {
  tab: FileTab;
  patientId: string;
  reader: FileReader;
  openSocket: OpenLiveSocket | undefined;
  assessmentId: string | null;
}) {
  if (tab === 'ACCESS_HISTORY')
    return <AccessHistory patientId={patientId} physicianId={reader.actingPhysicianId} />;
  if (!reader.tierFeatures.includes(tab)) return <UpgradePrompt feature={tab} />;
  if (tab === 'EOS')
    return (
      <EosExams
        patientId={patientId}
        physicianId={reader.actingPhysicianId}
        canRequestModel={reader.canRequestModel}
      />
    );
  if (tab === 'ALIGNMENT')
    return (
      <AlignmentTab
        patientId={patientId}
        reader={reader}
        openSocket={openSocket}
        assessmentId={assessmentId}
      />
    );
  if (tab === 'ALIGNMENT_REPORTS')
    return <AlignmentReports patientId={patientId} physicianId={reader.actingPhysicianId} />;
  if (tab === 'TRENDS')
    return <TrendsTab patientId={patientId} physicianId={reader.actingPhysicianId} />;
  return <LaterTab tab={tab} />;
}

/**
 * The patient file's sub-tabs (seed §3 tier features), opening on the one the link names
 * (`?tab=TRENDS` from the Patient Trends tab), else the user's preferred one, when the tier has
 * it; `?assessment=` names the alignment assessment the ALIGNMENT tab shows. Only the open panel
 * is mounted: a tab not looked at fetches nothing.
 */
export function PatientFileTabs({
  patientId,
  reader,
  openSocket,
}: {
  patientId: string;
  reader: FileReader;
  /** The live sockets' factory (a fake one in tests). */
  openSocket?: OpenLiveSocket | undefined;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences(reader.userId);
  const [chosen, setChosen] = useState<FileTab | null>(null);
  const [search] = useSearchParams();
  const linked = search.get(PATIENT_FILE_TAB_PARAM);
  // The preference decides the first tab: wait for it (or its failure) rather than jump later.
  if (reader.userId !== null && preferences.isPending)
    return <Loader size="sm" aria-label={t('patientFile.tabs.loading')} />;
  const active = chosen ?? firstTab(preferences.data?.patientFileTab, reader.tierFeatures, linked);
  const tabs = fileTabs(reader.seesAccessHistory);

  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value !== null) setChosen(value as FileTab);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('patientFile.tabs.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`patientFile.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          <TabContent
            tab={tab}
            patientId={patientId}
            reader={reader}
            openSocket={openSocket}
            assessmentId={search.get(PATIENT_FILE_ASSESSMENT_PARAM)}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
