import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  type ComboboxItem,
} from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIERS, userCreate, type RoleName, type UserCreate } from '@sagitta/domain';
import { PhoneInput } from '../../../lib/inputs/phone-input';
import type { InstitutionLookup } from '../account-api';
import { UserFormInstitution } from './user-form-institution';
import { UserFormRole } from './user-form-role';
import {
  roleFields,
  userDraftOf,
  type UserFormProblem,
  type UserFormValues,
} from './user-form-values';

const validatePayload = schemaResolver(userCreate, { sync: true });

export interface UserFormProps {
  initialValues: UserFormValues;
  /** The roles the server offers; null while they load. */
  roles: readonly RoleName[] | null;
  institutionLookup: InstitutionLookup;
  /** The account's institution when editing. */
  currentInstitution: ComboboxItem | null;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Sends the account; resolves to what the server refused, or null when it was saved. */
  onSubmit: (payload: UserCreate) => Promise<UserFormProblem | null>;
}

/**
 * The account form of the new and edit pages. It checks the payload it would send with the
 * shared `userCreate` schema, so the messages are those of seed §5, the server's own.
 */
export function UserForm({
  initialValues,
  roles,
  institutionLookup,
  currentInstitution,
  submitLabel,
  cancelTo,
  onSubmit,
}: UserFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UserFormValues>({
    initialValues,
    validate: (values): FormErrors => {
      const errors = validatePayload(userDraftOf(values));
      if (values.role === null) errors.role = t('userForms.errors.roleRequired');
      if (roleFields(values.role).technician && values.subRole === null) {
        errors.subRole = t('userForms.errors.subRoleRequired');
      }
      return errors;
    },
  });
  const shown = roleFields(form.getValues().role);

  const submit = form.onSubmit(async (values) => {
    const { role, ...draft } = userDraftOf(values);
    if (role === null) return; // validation has refused it already
    setFormError(null);
    const problem = await onSubmit({ ...draft, role });
    if (problem === null) return;
    if (problem.field === undefined) setFormError(problem.message);
    else form.setFieldError(problem.field, problem.message);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={720}>
        {formError !== null && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Fieldset legend={t('userForms.sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('userForms.fields.firstName')}
              required
              autoComplete="off"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('userForms.fields.lastName')}
              required
              autoComplete="off"
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label={t('userForms.fields.suffix')}
              description={t('userForms.fields.suffixHint')}
              {...form.getInputProps('suffix')}
            />
            <TextInput
              label={t('userForms.fields.email')}
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps('emailAddress')}
            />
            <PhoneInput
              label={t('userForms.fields.phone')}
              description={t('userForms.fields.phoneHint')}
              autoComplete="off"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('userForms.sections.role')}>
          <Stack gap="sm">
            <UserFormRole form={form} roles={roles} />
          </Stack>
        </Fieldset>
        {shown.institution && (
          <Fieldset legend={t('userForms.sections.institution')}>
            <Stack gap="sm">
              <UserFormInstitution
                form={form}
                lookup={institutionLookup}
                current={currentInstitution}
              />
            </Stack>
          </Fieldset>
        )}
        <Fieldset legend={t('userForms.sections.access')}>
          <Stack gap="sm">
            <Select
              label={t('userForms.fields.pricingTier')}
              placeholder={t('userForms.fields.pricingTierNone')}
              clearable
              data={TIERS.map((tier) => ({
                value: String(tier),
                label: t('userForms.fields.tier', { tier }),
              }))}
              {...form.getInputProps('pricingTier')}
            />
            <Checkbox
              label={t('userForms.fields.isBetaUser')}
              {...form.getInputProps('isBetaUser', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('userForms.fields.onlyViewSurgicalCandidates')}
              {...form.getInputProps('onlyViewSurgicalCandidates', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button component={Link} to={cancelTo} variant="default">
            {t('userForms.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
