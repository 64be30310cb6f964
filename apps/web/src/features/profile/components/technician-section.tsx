import { DataList, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@sagitta/domain';
import { EditLink } from './edit-link';
import { ExperiencedCheckbox } from './experienced-checkbox';
import { ProfileSection } from './profile-section';

/**
 * 3DS technician properties (seed §2, §4): sub-role, the experienced flag of non-managers (saved
 * at once through `onExperiencedChange`), and the online status, changed from the user menu.
 */
export function TechnicianSection({
  user,
  onExperiencedChange,
}: {
  user: User;
  onExperiencedChange: (experienced: boolean) => void;
}) {
  const { t } = useTranslation();
  const { inexperienced, onlineStatus } = user.userRoleProperties;
  const subRole = user.userRoleProperties.subRole ?? user.subrole;
  const manager = subRole === 'Manager';

  return (
    <ProfileSection
      title={t('profile.technician.title')}
      actions={<EditLink to="/profile/edit/technician" label={t('profile.technician.edit')} />}
    >
      <DataList labelWidth={160}>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.technician.subRole')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {subRole === null ? t('profile.notSet') : t(`profile.technician.subRoles.${subRole}`)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.technician.onlineStatus')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t(`profile.technician.onlineStatuses.${onlineStatus ?? 'Offline'}`)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      {manager ? (
        <Text size="sm" c="dimmed">
          {t('profile.technician.managerNote')}
        </Text>
      ) : (
        <ExperiencedCheckbox experienced={!inexperienced} onChange={onExperiencedChange} />
      )}
    </ProfileSection>
  );
}
