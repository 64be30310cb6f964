import { useState } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { INSTITUTION_ROLES, type InstitutionRole } from '@sagitta/domain';
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
  // The chosen option stays listed whatever the later searches answer: Select shows a value's
  // label only while its option is in `data`.
  const [chosen, setChosen] = useState<ComboboxItem | null>(current);
  const found = lookup.institutions.map((institution) => ({
    value: institution.institutionId,
    label: institution.name,
  }));
  const data =
    chosen === null || found.some((option) => option.value === chosen.value)
      ? found
      : [chosen, ...found];

  return (
    <>
      <Select
        label={t('userForms.fields.institution')}
        placeholder={t('userForms.fields.institutionPlaceholder')}
        searchable
        clearable
        data={data}
        // The server has filtered already; a second, local filter would hide its matches.
        filter={({ options }) => options}
        nothingFoundMessage={
          lookup.searching
            ? t('userForms.searchingInstitutions')
            : t('userForms.noInstitutionMatch')
        }
        onDropdownOpen={lookup.start}
        onSearchChange={lookup.search}
        value={form.getValues().institutionId}
        error={form.errors.institutionId}
        onChange={(value, option) => {
          form.setFieldValue('institutionId', value);
          setChosen(value === null ? null : option);
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
