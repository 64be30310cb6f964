import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Institution } from '@sagitta/domain';
import { aieQuery } from '../aie-api';
import { AccessKeySection } from '../components/access-key-section';
import { AieConfigurationForm } from '../components/aie-configuration-form';
import { InstitutionPage } from '../components/institution-page';
import { Loading } from '../components/page-states';
import { formatDateTime } from '../../../lib/format/date';

/** The institution's AIE: where it is reached, and the key it signs in with (system admins). */
export default function UpdateAiePage() {
  const { t } = useTranslation();
  return (
    <InstitutionPage title={t('routes.update-institution-aie')} permission="accessKeys">
      {(institution) => <AieEditor institution={institution} />}
    </InstitutionPage>
  );
}

function AieEditor({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const aie = useQuery(aieQuery(institution.institutionId));
  // Once loaded, a failed refetch keeps the page (and a key just generated) on screen.
  if (aie.data === undefined) {
    return aie.isError ? (
      <Alert color="red" role="alert">
        {t('institutionAdmin.loadFailed')}
      </Alert>
    ) : (
      <Loading />
    );
  }
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('institutionAdmin.aie.lastActiveAt', {
          when:
            aie.data.lastActive === null
              ? t('institutionAdmin.aie.never')
              : formatDateTime(aie.data.lastActive),
        })}
      </Text>
      <Paper component="section" withBorder p="md" aria-labelledby="aie-configuration">
        <Stack gap="sm">
          <Title order={2} size="h3" id="aie-configuration">
            {t('institutionAdmin.aie.configuration')}
          </Title>
          <AieConfigurationForm configuration={aie.data} />
        </Stack>
      </Paper>
      <Paper component="section" withBorder p="md" aria-labelledby="aie-key">
        <Stack gap="sm">
          <Title order={2} size="h3" id="aie-key">
            {t('institutionAdmin.aie.key')}
          </Title>
          <AccessKeySection
            institutionId={institution.institutionId}
            activeKey={aie.data.activeKey}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
