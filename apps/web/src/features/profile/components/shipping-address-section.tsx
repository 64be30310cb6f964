import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateName, type ShippingAddress } from '@sagitta/domain';
import { EditLink } from './edit-link';
import { LoadingState } from './loading-state';
import { ProfileSection } from './profile-section';

/** A physician's rod shipping address (seed §3), or that there is none. */
export function ShippingAddressSection({
  address,
  failed,
}: {
  /** undefined while loading, null when there is none */
  address: ShippingAddress | null | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation();

  let content;
  if (failed) {
    content = (
      <Text size="sm" c="red" role="alert">
        {t('profile.shipping.failed')}
      </Text>
    );
  } else if (address === undefined) {
    content = <LoadingState label={t('profile.shipping.loading')} />;
  } else if (address === null) {
    content = (
      <Text size="sm" c="dimmed">
        {t('profile.shipping.none')}
      </Text>
    );
  } else {
    content = (
      <Stack gap={0} component="address" fs="normal">
        <Text size="sm">{address.street}</Text>
        <Text size="sm">{`${address.city}, ${stateName(address.state)} ${address.zip}`}</Text>
        <Text size="sm">{address.country}</Text>
      </Stack>
    );
  }

  return (
    <ProfileSection
      title={t('profile.shipping.title')}
      actions={<EditLink to="/profile/edit/shipping-address" label={t('profile.shipping.edit')} />}
    >
      {content}
    </ProfileSection>
  );
}
