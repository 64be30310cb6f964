import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor, patientFileHref } from '@sagitta/domain';
import { formatDate } from '../../../lib/format/date';
import type { OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { HttpFailure } from '../../../lib/http';
import { patientFileKey } from '../api';
import type { FileReader } from '../use-file-reader';
import { patientAlignmentsQuery, reviewAssessment } from './alignment-api';
import { alignmentColumns } from './alignment-columns';
import { AssessmentStatus } from './assessment-status';
import { ParameterTable } from './parameter-table';
import { SignatureDialog } from './signature-dialog';
import { TargetSystems } from './target-systems';
import { useAlignmentHub } from './use-alignment-hub';

interface AlignmentTabProps {
  patientId: string;
  reader: FileReader;
  openSocket?: OpenLiveSocket | undefined;
  /** The assessment the link names, shown instead of the newest; null when none. */
  assessmentId?: string | null;
}

/**
 * The ALIGNMENT sub-tab (issue 17): the latest assessment's status, parameter table and target
 * systems, or those of the assessment the link names (`?assessment=`, a released 3D model's
 * review); the exam's physician reviews and signs it here. Live: a change elsewhere refetches.
 */
export function AlignmentTab({
  patientId,
  reader,
  openSocket,
  assessmentId = null,
}: AlignmentTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const assessments = useQuery(patientAlignmentsQuery(patientId, reader.actingPhysicianId));
  const [signing, setSigning] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: patientFileKey(patientId, 'alignment') });
  useAlignmentHub(patientId, reader.actingPhysicianId, () => void refresh(), openSocket);
  const review = useMutation({
    mutationFn: reviewAssessment,
    onSettled: refresh,
  });

  if (assessments.isPending) return <Loader size="sm" aria-label={t('patientAlignment.loading')} />;
  if (assessments.isError)
    return (
      <Alert color="red" role="alert">
        {t('patientAlignment.loadFailed')}
      </Alert>
    );
  const columns = alignmentColumns(assessments.data.items, assessmentId);
  const { shown } = columns;
  if (shown === undefined)
    return (
      <Text c="dimmed" py="md">
        {t('patientAlignment.none')}
      </Text>
    );
  const canAct = reader.canSignAlignment && shown.state === 'ready-to-review';
  const reviewed = shown.userValidatedBy !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {columns.newerExists
              ? t('patientAlignment.named', { date: formatDate(shown.createdAt) })
              : t('patientAlignment.latest')}
          </Title>
          <AssessmentStatus assessment={shown} />
        </Stack>
        <Group gap="xs">
          <Button variant="default" component={Link} to={hrefFor('viewer', { id: shown.examId })}>
            {t('patientAlignment.openInViewer')}
          </Button>
          {canAct && (
            <>
              <Button
                variant={reviewed ? 'default' : 'filled'}
                loading={review.isPending}
                disabled={reviewed}
                onClick={() => {
                  review.mutate(shown.id);
                }}
              >
                {reviewed ? t('patientAlignment.reviewed') : t('patientAlignment.review')}
              </Button>
              <Button
                disabled={!reviewed}
                onClick={() => {
                  setSigning(true);
                }}
              >
                {t('patientAlignment.approve')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {columns.newerExists && (
        <Text size="sm">
          {t('patientAlignment.newerExists')}{' '}
          <Anchor component={Link} to={patientFileHref(patientId, { tab: 'ALIGNMENT' })}>
            {t('patientAlignment.showLatest')}
          </Anchor>
        </Text>
      )}
      {columns.namedMissing && (
        <Alert color="yellow" role="status">
          {t('patientAlignment.namedMissing')}
        </Alert>
      )}
      {review.isError && (
        <Alert color="red" role="alert">
          {review.error instanceof HttpFailure
            ? review.error.message
            : t('patientAlignment.reviewFailed')}
        </Alert>
      )}
      {shown.phase === 'POST_OP' && shown.state !== 'approved' && (
        <Text size="sm" c="dimmed">
          {t('patientAlignment.postOpPending')}
        </Text>
      )}
      <ParameterTable columns={columns} />
      {shown.measurement === null ? (
        <Text size="sm" c="dimmed">
          {t('patientAlignment.targets.notMeasured')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('patientAlignment.targets.title')}
          </Title>
          <TargetSystems targets={shown.measurement.targets} />
        </Stack>
      )}
      <SignatureDialog
        assessmentId={shown.id}
        opened={signing}
        onClose={() => {
          setSigning(false);
        }}
        onSigned={() => void refresh()}
      />
    </Stack>
  );
}
