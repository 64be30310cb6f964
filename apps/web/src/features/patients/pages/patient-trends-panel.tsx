import { useState } from 'react';
import { Anchor, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { patientFileHref, TRENDS_PAGE_SIZE, type TrendPatient } from '@sagitta/domain';
import { formatCalendarDate } from '../../../lib/format/date';
import { blankToNull } from '../../../lib/format/text';
import { ListPagination } from '../../../lib/list-pagination';
import { useActingPhysicianId } from '../../../lib/session/use-acting-physician-id';
import { useTrendPatients } from '../api';
import { patientName } from '../components/patient-row';
import { RecordsError, RecordsLoading } from '../components/records-states';

function NoTrends() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl">
      <IconChartLine size={32} aria-hidden />
      <Title order={2} size="h3">
        {t('trends.patients.empty.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={520}>
        {t('trends.patients.empty.body')}
      </Text>
    </Stack>
  );
}

function TrendPatientRow({ patient }: { patient: TrendPatient }) {
  const { t } = useTranslation();
  const name = blankToNull(patientName(patient)) ?? t('trends.patients.noName');
  const last = patient.lastDate === null ? null : formatCalendarDate(patient.lastDate);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <Anchor component={Link} to={patientFileHref(patient.id, { tab: 'TRENDS' })} fw={600}>
          {name}
        </Anchor>
      </Table.Th>
      <Table.Td>{patient.productId}</Table.Td>
      <Table.Td>{patient.assessmentCount}</Table.Td>
      <Table.Td>
        {last ?? (
          <>
            <span aria-hidden>—</span>
            <VisuallyHidden component="span">{t('trends.patients.unknown')}</VisuallyHidden>
          </>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The Patient Trends tab (issue 17): the acting physician's patients with at least two approved
 * alignment assessments, the latest first, 50 a page (seed §9); a name opens the file on TRENDS.
 */
export function PatientTrendsPanel() {
  const { t } = useTranslation();
  const physicianId = useActingPhysicianId();
  const [page, setPage] = useState(1);
  const trends = useTrendPatients(page, physicianId);

  if (trends.isPending) return <RecordsLoading />;
  if (trends.isError) {
    return (
      <RecordsError
        onRetry={() => {
          void trends.refetch();
        }}
      />
    );
  }
  const data = trends.data;
  if (data === null) return <NoTrends />;
  return (
    <Stack gap="md" pt="md">
      <Table striped highlightOnHover>
        <Table.Caption>{t('trends.patients.label')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('trends.patients.name')}</Table.Th>
            <Table.Th scope="col">{t('trends.patients.productId')}</Table.Th>
            <Table.Th scope="col">{t('trends.patients.assessments')}</Table.Th>
            <Table.Th scope="col">{t('trends.patients.lastDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((patient) => (
            <TrendPatientRow key={patient.id} patient={patient} />
          ))}
        </Table.Tbody>
      </Table>
      <ListPagination
        page={page}
        totalCount={data.totalCount}
        onPage={setPage}
        pageSize={TRENDS_PAGE_SIZE}
        labels={{
          pages: t('trends.patients.pages'),
          page: (number) => t('trends.patients.page', { page: number }),
          previous: t('trends.patients.previous'),
          next: t('trends.patients.next'),
        }}
      />
    </Stack>
  );
}
