import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AE_TITLE_MAX_LENGTH, aieConfigurationInput, type AieConfiguration } from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { useSaveAieConfiguration } from '../aie-api';

// The shared schema, so that the messages are the server's (NETWORK_MESSAGES).
const validateAie = schemaResolver(aieConfigurationInput, { sync: true });

interface AieValues {
  aeTitle: string;
  ipAddress: string;
  port: string;
}

/** Where the institution's AIE is reached: its DICOM AE title, IP address and port. */
export function AieConfigurationForm({ configuration }: { configuration: AieConfiguration }) {
  const { t } = useTranslation();
  const save = useSaveAieConfiguration(configuration.institutionId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AieValues>({
    mode: 'controlled',
    initialValues: {
      aeTitle: configuration.aeTitle ?? '',
      ipAddress: configuration.ipAddress ?? '',
      port: configuration.port === null ? '' : String(configuration.port),
    },
    validate: validateAie,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(
      { aeTitle: values.aeTitle, ipAddress: values.ipAddress.trim(), port: Number(values.port) },
      {
        onSuccess: (saved) => {
          form.resetDirty({
            aeTitle: saved.aeTitle ?? '',
            ipAddress: saved.ipAddress ?? '',
            port: saved.port === null ? '' : String(saved.port),
          });
          toast({ type: 'success', message: t('institutionAdmin.aie.saved') });
        },
        onError: () => {
          setFailure(t('institutionAdmin.errors.notChanged'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('institutionAdmin.aie.aeTitle')}
            required
            maxLength={AE_TITLE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('aeTitle')}
          />
          <TextInput
            label={t('institutionAdmin.aie.ipAddress')}
            required
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('ipAddress')}
          />
          <TextInput
            label={t('institutionAdmin.aie.port')}
            required
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            {...form.getInputProps('port')}
          />
        </SimpleGrid>
        {failure !== null && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('institutionAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
