import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { addInstitutionMember, type Institution } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { useAddMember } from '../api';
import { InstitutionPage } from '../components/institution-page';

const validateMember = schemaResolver(addInstitutionMember, { sync: true });

/**
 * Adds an existing user to the institution by email (seed §7): the answer's 'Added Successfully'
 * on success, else the server's own message (unknown email, already in another institution).
 */
export default function AddMemberPage() {
  const { t } = useTranslation();
  return (
    <InstitutionPage title={t('routes.detail-institution-add-surgeon')} permission="members">
      {(institution) => <AddMemberForm institution={institution} />}
    </InstitutionPage>
  );
}

type Outcome = { kind: 'added'; message: string } | { kind: 'failed'; message: string };

function AddMemberForm({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const add = useAddMember(institution.institutionId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { userEmailAddress: '' },
    validate: (values) => validateMember({ userEmailAddress: values.userEmailAddress.trim() }),
  });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    add.mutate(values.userEmailAddress.trim(), {
      onSuccess: (answer) => {
        setOutcome({ kind: 'added', message: answer.message });
        // Ready for the next one.
        form.reset();
      },
      onError: (error) => {
        setOutcome({
          kind: 'failed',
          message:
            error instanceof HttpFailure ? error.message : t('institutionAdmin.errors.notChanged'),
        });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Text>{t('institutionAdmin.addMember.title', { name: institution.name })}</Text>
        <Text size="sm" c="dimmed">
          {t('institutionAdmin.addMember.intro')}
        </Text>
        <TextInput
          type="email"
          label={t('institutionAdmin.addMember.email')}
          required
          autoComplete="off"
          {...form.getInputProps('userEmailAddress')}
        />
        {outcome !== null && (
          <Alert
            color={outcome.kind === 'added' ? 'teal' : 'red'}
            role={outcome.kind === 'added' ? 'status' : 'alert'}
          >
            {outcome.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('institutionAdmin.addMember.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
