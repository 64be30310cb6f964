import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DUPLICATE_INSTITUTION_MESSAGE, hrefFor } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { toast } from '../../../shell/toasts';
import { useCreateInstitution } from '../api';
import { FormActions } from '../components/form-actions';
import { InformationFields } from '../components/information-fields';
import { SystemAdministratorsOnly } from '../components/page-states';
import { NEW_INSTITUTION, withInformation } from '../institution-input';
import { useInstitutionPermissions } from '../permissions';
import { useInformationForm } from '../use-information-form';

/** A new institution (system administrators): its information, tier and status. */
export default function NewInstitutionPage() {
  const { t } = useTranslation();
  const { manage } = useInstitutionPermissions();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('routes.new-institution')}</Title>
      {manage ? <NewInstitutionForm /> : <SystemAdministratorsOnly />}
    </Stack>
  );
}

function NewInstitutionForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useInformationForm(NEW_INSTITUTION);
  const create = useCreateInstitution();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(withInformation(NEW_INSTITUTION, values), {
      onSuccess: (institution) => {
        toast({
          type: 'success',
          message: t('institutionAdmin.form.created', { name: institution.name }),
        });
        void navigate(hrefFor('detail-institution', { id: institution.institutionId }));
      },
      onError: (error) => {
        // A taken name belongs to the name field (seed §3 DuplicateInstitution).
        if (error instanceof HttpFailure && error.status === 409) {
          form.setFieldError('name', DUPLICATE_INSTITUTION_MESSAGE);
        } else {
          setFailure(t('institutionAdmin.errors.notChanged'));
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <InformationFields form={form} mode="create" />
        <FormActions
          submitLabel={t('institutionAdmin.form.create')}
          pending={create.isPending}
          cancelTo={hrefFor('institutions')}
          failure={failure}
        />
      </Stack>
    </form>
  );
}
