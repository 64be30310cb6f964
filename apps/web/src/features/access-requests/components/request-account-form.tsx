import { useState } from 'react';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { accessRequest, REQUESTABLE_ROLES, type AccessRequest } from '@sagitta/domain';
import { PhoneInput } from '../../../lib/inputs/phone-input';
import {
  accessRequestDraftOf,
  EMPTY_REQUEST,
  type RequestAccountValues,
} from './request-account-values';

const validateRequest = schemaResolver(accessRequest, { sync: true });

/**
 * The access-request form, checked with the shared `accessRequest` schema; an NPI is asked of,
 * and required from, physicians only.
 */
export function RequestAccountForm({
  onSubmit,
}: {
  /** Sends the request; resolves to why it failed, or null once it is received. */
  onSubmit: (request: AccessRequest) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RequestAccountValues>({
    initialValues: EMPTY_REQUEST,
    validate: (values): FormErrors => {
      const draft = accessRequestDraftOf(values);
      const errors = validateRequest(draft);
      if (draft.role === null) errors.role = t('requestAccount.roleRequired');
      // The schema checks the NPI only once the rest is valid; say it with the other errors.
      if (draft.role === 'PHYSICIAN' && draft.npi === null) {
        errors.npi ??= t('requestAccount.npiRequired');
      }
      return errors;
    },
  });
  const physician = form.getValues().role === 'PHYSICIAN';

  const submit = form.onSubmit(async (values) => {
    const { role, ...draft } = accessRequestDraftOf(values);
    if (role === null) return; // validation has refused it already
    setProblem(null);
    setProblem(await onSubmit({ ...draft, role }));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {problem !== null && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('requestAccount.fields.firstName')}
            required
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('requestAccount.fields.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('requestAccount.fields.email')}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('emailAddress')}
        />
        <PhoneInput
          label={t('requestAccount.fields.phone')}
          autoComplete="tel-national"
          {...form.getInputProps('phone')}
        />
        <Radio.Group
          label={t('requestAccount.fields.role')}
          required
          {...form.getInputProps('role')}
        >
          <Group gap="md" mt={4}>
            {REQUESTABLE_ROLES.map((role) => (
              <Radio key={role} value={role} label={t(`requestAccount.roles.${role}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('requestAccount.fields.institution')}
          required
          autoComplete="organization"
          {...form.getInputProps('institution')}
        />
        {physician && (
          <TextInput
            label={t('requestAccount.fields.npi')}
            description={t('requestAccount.fields.npiHint')}
            required
            inputMode="numeric"
            {...form.getInputProps('npi')}
          />
        )}
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('requestAccount.submit')}
        </Button>
      </Stack>
    </form>
  );
}
