import { Select, type ComboboxItem } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { INSTITUTION_ROLES, type InstitutionRole } from '@sagitta/domain';
import { ServerFilteredSelect } from '../../../lib/inputs/server-filtered-select';
import type { InstitutionLookup } from '../account-api';
import type { UserFormValues } from './user-form-values';

/**
 * The institution of an institution user, searched on the server as the administrator types,
 * and their role there.
 */
export function UserFormInstitution({
  form,
  lookup,
  current,
}: {
  form: UseFormReturnType<UserFormValues>;
  lookup: InstitutionLookup;
  /** The account's institution when editing, so that it shows before any search. */
  current: ComboboxItem | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ServerFilteredSelect
        label={t('userForms.fields.institution')}
        placeholder={t('userForms.fields.institutionPlaceholder')}
        lookup={lookup}
        options={lookup.institutions.map((institution) => ({
          value: institution.institutionId,
          label: institution.name,
        }))}
        messages={{
          searching: t('userForms.searchingInstitutions'),
          noMatch: t('userForms.noInstitutionMatch'),
        }}
        initialChoice={current}
        value={form.getValues().institutionId}
        error={form.errors.institutionId}
        onChange={(option) => {
          form.setFieldValue('institutionId', option?.value ?? null);
        }}
      />
      <Select<InstitutionRole>
        label={t('userForms.fields.institutionRole')}
        placeholder={t('userForms.fields.institutionRolePlaceholder')}
        clearable
        data={INSTITUTION_ROLES}
        {...form.getInputProps('institutionRole')}
      />
    </>
  );
}
