import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hrefFor, type Institution } from '@sagitta/domain';
import { FormActions } from '../components/form-actions';
import { InformationFields } from '../components/information-fields';
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
  const { t } = useTranslation();
  const base = inputOf(institution);
  const form = useInformationForm(base);
  const { save, pending, failure } = useSaveInstitution(institution.institutionId, (message) => {
    form.setFieldError('name', message);
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        save(withInformation(base, values));
      })}
      noValidate
    >
      <Stack gap="lg" maw={720}>
        <InformationFields form={form} mode="edit" />
        <FormActions
          submitLabel={t('institutionAdmin.form.save')}
          pending={pending}
          cancelTo={hrefFor('detail-institution', { id: institution.institutionId })}
          failure={failure}
        />
      </Stack>
    </form>
  );
}
