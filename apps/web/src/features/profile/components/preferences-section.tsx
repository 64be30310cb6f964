import type { ReactNode } from 'react';
import { useId } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@sagitta/domain';
import type { NotificationPreference, ProfileSetting } from '../profile-settings';
import { ProfileSection } from './profile-section';

function SwitchGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const CHANNELS = ['email', 'mobile'] as const satisfies readonly NotificationPreference[];
const SUBJECTS = [
  'pendingCompletion',
  'pendingCaseScheduling',
  'pendingApproval',
] as const satisfies readonly NotificationPreference[];

/**
 * Notification preferences and, for physicians, the always-add-rod preference (seed §2, §3).
 * Each switch saves at once through `onToggle`.
 */
export function PreferencesSection({
  user,
  physician,
  onToggle,
}: {
  user: User;
  physician: boolean;
  onToggle: (setting: ProfileSetting) => void;
}) {
  const { t } = useTranslation();
  const notification = (preference: NotificationPreference) => (
    <Switch
      key={preference}
      label={t(`profile.preferences.${preference}`)}
      checked={user.notificationPreferences[preference]}
      onChange={(event) => {
        onToggle({ kind: 'notification', preference, value: event.currentTarget.checked });
      }}
    />
  );

  return (
    <ProfileSection title={t('profile.preferences.title')}>
      <SwitchGroup title={t('profile.preferences.notifications')}>
        {CHANNELS.map(notification)}
      </SwitchGroup>
      <SwitchGroup title={t('profile.preferences.notifyAbout')}>
        {SUBJECTS.map(notification)}
      </SwitchGroup>
      {physician && (
        <SwitchGroup title={t('profile.preferences.planning')}>
          <Switch
            label={t('profile.preferences.alwaysAddRodToPlan')}
            description={t('profile.preferences.alwaysAddRodToPlanHint')}
            checked={user.alwaysAddRodToPlan}
            onChange={(event) => {
              onToggle({ kind: 'always-add-rod', value: event.currentTarget.checked });
            }}
          />
        </SwitchGroup>
      )}
    </ProfileSection>
  );
}
