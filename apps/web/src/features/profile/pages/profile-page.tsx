import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isInstitutionUser,
  ROLES_WITH_STATES,
  rolesFromStrings,
  userPreferences,
  type User,
} from '@sagitta/domain';
import { ReferringPhysicianTagsSection } from '../../../lib/referring-physician-tags/referring-physician-tags-section';
import { connectionsQuery } from '../../../lib/session/default-physician';
import { usePreferences, useSavePreferences } from '../../../lib/session/preferences';
import { toast } from '../../../shell/toasts';
import { shippingAddressQuery, useInstantSetting } from '../api';
import { ConnectionsSection } from '../components/connections-section';
import { DisplaySection } from '../components/display-section';
import { InformationSection } from '../components/information-section';
import { PreferencesSection } from '../components/preferences-section';
import { ShippingAddressSection } from '../components/shipping-address-section';
import { StatesSection } from '../components/states-section';
import { TechnicianSection } from '../components/technician-section';
import { WithCurrentUser } from '../components/with-current-user';
import type { ProfileSetting } from '../profile-settings';

const DEFAULT_PREFERENCES = userPreferences.parse({});

function AccountSections({ user }: { user: User }) {
  const { t } = useTranslation();
  const roles = rolesFromStrings(user.roles);
  const physician = roles.includes('PHYSICIAN');
  const hasConnections = isInstitutionUser(roles);
  const connections = useQuery({ ...connectionsQuery(user.userId), enabled: hasConnections });
  const shipping = useQuery({ ...shippingAddressQuery(user.userId), enabled: physician });
  const setting = useInstantSetting(user);
  // Display preferences are about the Patients page: for the roles that open it.
  const preferences = usePreferences(hasConnections ? user.userId : null);
  const savePreferences = useSavePreferences(user.userId, () => {
    toast({ type: 'error', message: t('profile.changeFailed') });
  });

  const toggle = (change: ProfileSetting) => {
    setting.mutate(change, {
      onSuccess: () => {
        const message =
          change.kind === 'experienced'
            ? t('profile.technician.saved')
            : t('profile.preferences.saved');
        toast({ type: 'success', message });
      },
      onError: () => {
        toast({ type: 'error', message: t('profile.changeFailed') });
      },
    });
  };

  return (
    <>
      <InformationSection user={user} />
      <PreferencesSection user={user} physician={physician} onToggle={toggle} />
      {hasConnections && (
        <DisplaySection
          // Unreadable preferences show their defaults: a choice saved still counts.
          preferences={preferences.isError ? DEFAULT_PREFERENCES : preferences.data}
          onChange={(patch) => {
            savePreferences.mutate(patch, {
              onSuccess: () => {
                toast({ type: 'success', message: t('profile.preferences.saved') });
              },
            });
          }}
        />
      )}
      {hasConnections && (
        <ConnectionsSection connections={connections.data} failed={connections.isError} />
      )}
      {roles.some((role) => ROLES_WITH_STATES.includes(role)) && (
        <StatesSection states={user.states} />
      )}
      {physician && (
        <ShippingAddressSection address={shipping.data?.address} failed={shipping.isError} />
      )}
      {physician && <ReferringPhysicianTagsSection userId={user.userId} />}
      {roles.includes('3DS_TECHNICIAN') && (
        <TechnicianSection
          user={user}
          onExperiencedChange={(experienced) => {
            toggle({ kind: 'experienced', value: experienced });
          }}
        />
      )}
    </>
  );
}

/**
 * My Account (seed §2): information, preferences, display preferences (for the roles with a
 * Patients page), and the sections of the account's role:
 * connections, account states, rod shipping address, referring-physician tags, 3DS technician
 * properties.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('profile.title')}</Title>
      <WithCurrentUser>{(user) => <AccountSections user={user} />}</WithCurrentUser>
    </Stack>
  );
}
