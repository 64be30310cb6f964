import type { ReactNode } from 'react';
import { DataList, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone, fullName, ROLE_LABELS, rolesFromStrings, type User } from '@sagitta/domain';
import { EditLink } from './edit-link';
import { ProfileSection } from './profile-section';

function Item({ label, value, edit }: { label: string; value: ReactNode; edit?: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <Group gap="sm" wrap="wrap">
          <Text span size="sm">
            {value}
          </Text>
          {edit}
        </Group>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Who the account holder is (seed §2 My Account, §3 User), with links to what they may edit. */
export function InformationSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const shown = (value: string | null) =>
    value === null || value === '' ? t('profile.notSet') : value;
  const roles = rolesFromStrings(user.roles).map((role) => ROLE_LABELS[role]);

  return (
    <ProfileSection
      title={t('profile.information.title')}
      actions={
        <EditLink
          to={`/profile/edit/password/${encodeURIComponent(user.userId)}`}
          label={t('profile.information.changePassword')}
        />
      }
    >
      <DataList labelWidth={160}>
        <Item label={t('profile.information.fullName')} value={fullName(user)} />
        <Item
          label={t('profile.information.email')}
          value={user.emailAddress}
          edit={<EditLink to="/profile/edit/email" label={t('profile.information.editEmail')} />}
        />
        <Item
          label={t('profile.information.phone')}
          value={shown(user.phone === null ? null : formatPhone(user.phone))}
          edit={<EditLink to="/profile/edit/phone" label={t('profile.information.editPhone')} />}
        />
        <Item label={t('profile.information.role')} value={shown(roles.join(', '))} />
        <Item label={t('profile.information.institution')} value={shown(user.institutionName)} />
        <Item
          label={t('profile.information.institutionRole')}
          value={shown(user.institutionRole)}
        />
        <Item label={t('profile.information.npi')} value={shown(user.npi)} />
        <Item label={t('profile.information.salesforceId')} value={shown(user.salesforceId)} />
      </DataList>
    </ProfileSection>
  );
}
