import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateName } from '@sagitta/domain';
import { EditLink } from './edit-link';
import { ProfileSection } from './profile-section';

/** A sales representative's account states, by full name (seed §3). */
export function StatesSection({ states }: { states: readonly string[] }) {
  const { t } = useTranslation();
  const names = states.map(stateName).sort((a, b) => a.localeCompare(b, 'en-US'));
  return (
    <ProfileSection
      title={t('profile.states.title')}
      actions={<EditLink to="/profile/edit/states" label={t('profile.states.edit')} />}
    >
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.states.none')}
        </Text>
      ) : (
        <Text size="sm">{names.join(', ')}</Text>
      )}
    </ProfileSection>
  );
}
