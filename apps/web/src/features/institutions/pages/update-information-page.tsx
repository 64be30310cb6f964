import { useTranslation } from 'react-i18next';
import type { Institution } from '@sagitta/domain';
import { InformationFields } from '../components/information-fields';
import { InstitutionEditor } from '../components/institution-editor';
import { InstitutionPage } from '../components/institution-page';
import { inputOf, withInformation } from '../institution-input';
import { useInformationForm } from '../use-information-form';
import { useSaveInstitution } from '../use-save-institution';

/** Edit an institution's name, contact and address (system administrators). */
export default function UpdateInformationPage() {
  const { t } = useTranslation();
  return (
    <InstitutionPage title={t('routes.update-institution-info')} permission="manage">
      {(institution) => <InformationEditor institution={institution} />}
    </InstitutionPage>
  );
}

function InformationEditor({ institution }: { institution: Institution }) {
  const base = inputOf(institution);
  const form = useInformationForm(base);
  const { save, pending, failure } = useSaveInstitution(institution.institutionId, (message) => {
    form.setFieldError('name', message);
  });

  return (
    <InstitutionEditor
      institutionId={institution.institutionId}
      onSubmit={form.onSubmit((values) => {
        save(withInformation(base, values));
      })}
      pending={pending}
      failure={failure}
    >
      <InformationFields form={form} mode="edit" />
    </InstitutionEditor>
  );
}
