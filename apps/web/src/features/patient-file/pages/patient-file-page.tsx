import { useDeferredValue } from 'react';
import { Alert, Anchor, Grid, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { hrefFor } from '@sagitta/domain';
import { isPatientMissing, patientRecordQuery } from '../api';
import { ModelCases } from '../components/model-cases';
import { NotesPanel } from '../components/notes-panel';
import { PatientFileBanner } from '../components/patient-file-banner';
import { PatientFileTabs } from '../components/patient-file-tabs';
import { useFileReader } from '../use-file-reader';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { usePatientRecordHub } from '../use-patient-record-hub';

function PatientNotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={t('patientFile.notFound.title')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('patientFile.notFound.body')}</Text>
        <Anchor component={Link} to={hrefFor('patient-list')}>
          {t('patientFile.notFound.back')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * The patient file (`/patient/details/{id}`, issue 16): the banner, the tier's sub-tabs, the 3D
 * models (issue 18) and the notes, kept live by the patient record hub while open.
 */
export default function PatientFilePage({
  openHubSocket,
}: {
  /** The hub's socket factory: tests play the server. */
  openHubSocket?: OpenLiveSocket;
}) {
  const { t } = useTranslation();
  const patientId = useParams().id ?? '';
  const reader = useFileReader();
  const record = useQuery(patientRecordQuery(patientId, reader.actingPhysicianId));
  usePatientRecordHub(patientId, reader.actingPhysicianId, record.isSuccess, openHubSocket);

  // The file is drawn in the background, a few components at a time, so that the browser
  // answers meanwhile; a refusal is shown at once.
  const shown = useDeferredValue(record.data);

  if (record.isError) {
    if (isPatientMissing(record.error)) return <PatientNotFound />;
    return (
      <Alert color="red" role="alert">
        {t('patientFile.loadFailed')}
      </Alert>
    );
  }
  if (shown === undefined) return <Loader aria-label={t('patientFile.loading')} />;
  return (
    <Stack gap="md">
      <PatientFileBanner record={shown} reader={reader} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <PatientFileTabs patientId={patientId} reader={reader} openSocket={openHubSocket} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <ModelCases patientId={patientId} physicianId={reader.actingPhysicianId} />
            <NotesPanel
              patientId={patientId}
              physicianId={reader.actingPhysicianId}
              canWrite={reader.canWriteNotes}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
