import { Checkbox, Fieldset, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Institution } from '@sagitta/domain';
import { EosSerialNumbers } from '../components/eos-serial-numbers';
import { InstitutionEditor } from '../components/institution-editor';
import { InstitutionPage } from '../components/institution-page';
import {
  inputOf,
  SYSTEM_FLAGS,
  systemValuesOf,
  validateInstitution,
  withSystem,
  type SystemValues,
} from '../institution-input';
import { useSaveInstitution } from '../use-save-institution';

/** Edit an institution's contract and data-handling terms and its EOS devices. */
export default function UpdateSystemPage() {
  const { t } = useTranslation();
  return (
    <InstitutionPage title={t('routes.update-institution-system')} permission="manage">
      {(institution) => <SystemEditor institution={institution} />}
    </InstitutionPage>
  );
}

function SystemEditor({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const base = inputOf(institution);
  const form = useForm<SystemValues>({
    mode: 'controlled',
    initialValues: systemValuesOf(base),
    validate: (values) => validateInstitution(withSystem(base, values)),
  });
  const { save, pending, failure } = useSaveInstitution(institution.institutionId);

  return (
    <InstitutionEditor
      institutionId={institution.institutionId}
      onSubmit={form.onSubmit((values) => {
        save(withSystem(base, values));
      })}
      pending={pending}
      failure={failure}
    >
      <Fieldset legend={t('institutionAdmin.system.terms')}>
        <Stack gap="xs">
          {SYSTEM_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`institutionAdmin.fields.${flag}`)}
              {...form.getInputProps(flag, { type: 'checkbox' })}
            />
          ))}
        </Stack>
      </Fieldset>
      <Textarea
        label={t('institutionAdmin.fields.specialConsiderations')}
        rows={4}
        resize="vertical"
        maxLength={2000}
        {...form.getInputProps('specialConsiderations')}
      />
      <EosSerialNumbers form={form} />
    </InstitutionEditor>
  );
}
