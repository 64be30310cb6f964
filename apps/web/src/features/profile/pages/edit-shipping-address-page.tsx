import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FIELD_MESSAGES,
  isValidZip,
  rolesFromStrings,
  shippingAddressOutcome,
  type ShippingAddress,
  type ShippingAddressInput,
  type User,
} from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { shippingAddressQuery, useSaveShippingAddress } from '../api';
import { EditForm } from '../components/edit-form';
import { LoadingState } from '../components/loading-state';
import { StateSelect } from '../components/state-select';
import { WithCurrentUser } from '../components/with-current-user';
import { failureMessage } from '../failure-message';
import { useSaved } from '../use-saved';

/** The country a new address starts with: the product ships rods in the United States. */
const DEFAULT_COUNTRY = 'United States';

/** What the server answers to be read as they are: the seed §5 rule, and who may have one. */
const SERVER_MESSAGES = [400, 403];

const EMPTY_ADDRESS: ShippingAddressInput = {
  street: '',
  city: '',
  state: '',
  zip: '',
  country: '',
};

function AddressForm({ user, address }: { user: User; address: ShippingAddress | null }) {
  const { t } = useTranslation();
  const save = useSaveShippingAddress(user.userId);
  const saved = useSaved();
  const form = useForm<ShippingAddressInput>({
    initialValues: {
      street: address?.street ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      country: address?.country ?? DEFAULT_COUNTRY,
    },
    validate: ({ zip }) =>
      zip.trim() === '' || isValidZip(zip) ? {} : { zip: FIELD_MESSAGES.zip },
  });

  const submit = form.onSubmit((values) => {
    const outcome = shippingAddressOutcome(values, {
      salesRepresentative: rolesFromStrings(user.roles).includes('SALES_REPRESENTATIVE'),
    });
    switch (outcome.kind) {
      case 'incomplete':
        // Seed §5: a partly filled address is refused with the missing labels, before any call.
        toast({ type: 'error', message: outcome.message });
        return;
      case 'remove':
        save.mutate(EMPTY_ADDRESS, {
          onSuccess: () => {
            saved(t('profile.shipping.removed'));
          },
        });
        return;
      case 'save':
        save.mutate(outcome.address, {
          onSuccess: () => {
            saved(t('profile.shipping.saved'));
          },
        });
        return;
    }
  });

  return (
    <EditForm
      title={t('routes.profile-edit-shipping-address')}
      onSubmit={submit}
      saving={save.isPending}
      failure={failureMessage(save.error, t('profile.shipping.updateError'), SERVER_MESSAGES)}
    >
      <Text size="sm" c="dimmed">
        {t('profile.shipping.removeHint')}
      </Text>
      <TextInput
        label={t('profile.shipping.street')}
        autoComplete="shipping street-address"
        maxLength={200}
        {...form.getInputProps('street')}
      />
      <TextInput
        label={t('profile.shipping.city')}
        autoComplete="shipping address-level2"
        maxLength={100}
        {...form.getInputProps('city')}
      />
      <StateSelect
        label={t('profile.shipping.state')}
        value={form.values.state}
        onChange={(code) => {
          form.setFieldValue('state', code);
        }}
      />
      <TextInput
        label={t('profile.shipping.zip')}
        autoComplete="shipping postal-code"
        inputMode="numeric"
        maxLength={10}
        {...form.getInputProps('zip')}
      />
      <TextInput
        label={t('profile.shipping.country')}
        autoComplete="shipping country-name"
        maxLength={60}
        {...form.getInputProps('country')}
      />
    </EditForm>
  );
}

function ShippingAddressEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const current = useQuery(shippingAddressQuery(user.userId));
  if (current.data !== undefined) return <AddressForm user={user} address={current.data.address} />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes.profile-edit-shipping-address')}</Title>
      {current.isError ? (
        <Text c="red" role="alert">
          {t('profile.shipping.failed')}
        </Text>
      ) : (
        <LoadingState label={t('profile.shipping.loading')} />
      )}
    </Stack>
  );
}

/** A physician's rod shipping address (seed §3, §5). */
export default function EditShippingAddressPage() {
  return <WithCurrentUser>{(user) => <ShippingAddressEditor user={user} />}</WithCurrentUser>;
}
