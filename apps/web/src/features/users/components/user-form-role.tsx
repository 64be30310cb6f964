import { Checkbox, MultiSelect, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  ROLE_LABELS,
  TECHNICIAN_SUB_ROLES,
  US_STATES,
  type RoleName,
  type TechnicianSubRole,
} from '@sagitta/domain';
import { roleFields, type UserFormValues } from './user-form-values';

const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({
  value: code,
  label: name,
}));

/** The role, and the fields only some roles carry: sub-role, NPI, Salesforce ID, states. */
export function UserFormRole({
  form,
  roles,
}: {
  form: UseFormReturnType<UserFormValues>;
  /** The roles the server offers; null while they load. */
  roles: readonly RoleName[] | null;
}) {
  const { t } = useTranslation();
  const { role } = form.getValues();
  const shown = roleFields(role);

  return (
    <>
      <Select<RoleName>
        label={t('userForms.fields.role')}
        placeholder={t('userForms.fields.rolePlaceholder')}
        required
        disabled={roles === null}
        data={(roles ?? []).map((name) => ({ value: name, label: ROLE_LABELS[name] }))}
        {...form.getInputProps('role')}
      />
      {shown.technician && (
        <>
          <Select<TechnicianSubRole>
            label={t('userForms.fields.subRole')}
            placeholder={t('userForms.fields.subRolePlaceholder')}
            required
            data={TECHNICIAN_SUB_ROLES.map((subRole) => ({
              value: subRole,
              label: t(`userForms.subRoles.${subRole}`),
            }))}
            {...form.getInputProps('subRole')}
          />
          <Checkbox
            label={t('userForms.fields.experienced')}
            // Seed §4: checked means not inexperienced.
            checked={!form.getValues().inexperienced}
            onChange={(event) => {
              form.setFieldValue('inexperienced', !event.currentTarget.checked);
            }}
          />
        </>
      )}
      {shown.physician && (
        <TextInput
          label={t('userForms.fields.npi')}
          description={t('userForms.fields.npiHint')}
          inputMode="numeric"
          {...form.getInputProps('npi')}
        />
      )}
      {shown.salesRepresentative && (
        <TextInput
          label={t('userForms.fields.salesforceId')}
          description={t('userForms.fields.salesforceIdHint')}
          {...form.getInputProps('salesforceId')}
        />
      )}
      {shown.states && (
        <MultiSelect
          label={t('userForms.fields.states')}
          placeholder={t('userForms.fields.statesPlaceholder')}
          searchable
          clearable
          data={STATE_OPTIONS}
          {...form.getInputProps('states')}
        />
      )}
    </>
  );
}
