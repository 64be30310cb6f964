import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TIERS, US_STATES } from '@sagitta/domain';
import type { InformationValues } from '../institution-input';

const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({
  value: code,
  label: name,
}));

interface InformationFieldsProps {
  form: UseFormReturnType<InformationValues>;
  /** Creating sets the tier and status; editing leaves them to their own pages. */
  mode: 'create' | 'edit';
}

/** Name, contact and address of an institution; on creation also its tier and status. */
export function InformationFields({ form, mode }: InformationFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('institutionAdmin.fields.name')}
        required
        maxLength={120}
        autoComplete="organization"
        {...form.getInputProps('name')}
      />
      <TextInput
        type="email"
        label={t('institutionAdmin.fields.email')}
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('institutionAdmin.fields.address')}
        maxLength={200}
        autoComplete="street-address"
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('institutionAdmin.fields.city')}
          maxLength={100}
          autoComplete="address-level2"
          {...form.getInputProps('city')}
        />
        <Select
          label={t('institutionAdmin.fields.state')}
          placeholder={t('institutionAdmin.form.statePlaceholder')}
          data={STATE_OPTIONS}
          searchable
          clearable
          {...form.getInputProps('state')}
        />
        <TextInput
          label={t('institutionAdmin.fields.zip')}
          inputMode="numeric"
          maxLength={10}
          autoComplete="postal-code"
          {...form.getInputProps('zip')}
        />
      </SimpleGrid>
      {mode === 'create' ? (
        <>
          <Radio.Group
            label={t('institutionAdmin.fields.tier')}
            required
            {...form.getInputProps('tier')}
          >
            <Group gap="lg" mt={4}>
              {TIERS.map((tier) => (
                <Radio
                  key={tier}
                  value={String(tier)}
                  label={t('institutionAdmin.tierNumber', { tier })}
                />
              ))}
            </Group>
          </Radio.Group>
          <Checkbox
            label={t('institutionAdmin.fields.active')}
            description={t('institutionAdmin.form.activeDescription')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('institutionAdmin.form.tierAndStatusElsewhere')}
        </Text>
      )}
    </Stack>
  );
}
