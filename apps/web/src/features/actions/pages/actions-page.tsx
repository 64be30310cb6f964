import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ACTIONS_TABS, openTab, type ActionsTab } from '../actions-tabs';
import { LaterActions } from '../components/later-actions';
import { ApproveModelPanel } from './approve-model-panel';

/**
 * `/actions` (seed §2): what waits for the physician, one tab per kind of action. Only Approve
 * model has actions yet (issue 18); the open tab lives in the address (`?tab=`), so Back returns
 * to it and a link can name it. Only the open panel is mounted: a tab not looked at fetches nothing.
 */
export default function ActionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = openTab(params.get('tab'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.actions')}</Title>
      <Tabs
        value={active}
        onChange={(value) => {
          if (value !== null) setParams({ tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('actionsPage.tabs.label')}>
          {ACTIONS_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`actionsPage.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACTIONS_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <TabContent tab={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TabContent({ tab }: { tab: ActionsTab }) {
  return tab === 'approve-model' ? <ApproveModelPanel /> : <LaterActions tab={tab} />;
}
