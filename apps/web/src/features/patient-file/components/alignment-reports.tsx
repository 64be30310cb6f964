import { useState } from 'react';
import { Button, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AlignmentReport } from '@sagitta/domain';
import { formatCalendarDate, formatDateTime } from '../../../lib/format/date';
import { formatFileSize } from '../../../lib/format/file-size';
import { alignmentReportsQuery, downloadAlignmentReport } from '../reports-api';

/**
 * Downloads an alignment report's PDF (the report exam's id); says so when it fails. Shared by
 * the reports sub-tab and the exams list, where a report exam opens as its PDF, not the viewer.
 */
export function ReportDownload({ reportId, label }: { reportId: string; label: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const download = useMutation({
    mutationFn: () => downloadAlignmentReport(reportId),
    onMutate: () => {
      setFailed(false);
    },
    onError: () => {
      setFailed(true);
    },
  });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={download.isPending}
        aria-label={label}
        onClick={() => {
          download.mutate();
        }}
      >
        {t('patientFile.reports.download')}
      </Button>
      {failed && (
        <Text size="xs" c="red.8" role="alert">
          {t('patientFile.reports.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}

function ReportRow({ report }: { report: AlignmentReport }) {
  const { t, i18n } = useTranslation();
  const approvedAt = formatDateTime(report.approvedAt);
  const examDate =
    (report.assessedExamDate === null ? null : formatCalendarDate(report.assessedExamDate)) ??
    t('patientFile.exams.noDate');
  return (
    <Table.Tr>
      <Table.Td>{approvedAt}</Table.Td>
      <Table.Td>{t('patientFile.reports.examOf', { date: examDate })}</Table.Td>
      <Table.Td>{report.approvedBy.name}</Table.Td>
      <Table.Td>{formatFileSize(report.size, i18n.language)}</Table.Td>
      <Table.Td>
        <ReportDownload
          reportId={report.id}
          label={t('patientFile.reports.downloadLabel', { date: approvedAt })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The ALIGNMENT_REPORTS sub-tab: the PDF reports of the patient's approved alignment
 * assessments, newest approval first, each downloadable.
 */
export function AlignmentReports({
  patientId,
  physicianId,
}: {
  patientId: string;
  physicianId: string | null;
}) {
  const { t } = useTranslation();
  const reports = useQuery(alignmentReportsQuery(patientId, physicianId));
  if (reports.isPending) return <Loader size="sm" aria-label={t('patientFile.reports.loading')} />;
  if (reports.isError)
    return (
      <Text c="red.8" role="alert">
        {t('patientFile.reports.loadFailed')}
      </Text>
    );
  if (reports.data.items.length === 0) return <Text>{t('patientFile.reports.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('patientFile.reports.label')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('patientFile.reports.columns.approvedAt')}</Table.Th>
            <Table.Th>{t('patientFile.reports.columns.exam')}</Table.Th>
            <Table.Th>{t('patientFile.reports.columns.approvedBy')}</Table.Th>
            <Table.Th>{t('patientFile.reports.columns.size')}</Table.Th>
            <Table.Th>{t('patientFile.reports.columns.download')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.data.items.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
