import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnassignedExamView } from '../unassigned-exam-view';

const COLUMNS = [
  'patientName',
  'patientId',
  'examDate',
  'description',
  'institution',
  'referringPhysician',
  'receivedAt',
  'actions',
] as const;

interface UnassignedExamsTableProps {
  exams: readonly UnassignedExamView[];
  /** The list is being reloaded: the rows shown may be out of date. */
  busy: boolean;
  onAssign: (examId: string) => void;
}

/** A header value as received, or a dash for none. */
function Received({ value }: { value: string | null }) {
  const { t } = useTranslation();
  return value === null ? (
    <Text size="sm" c="dimmed">
      {t('unassignedExams.table.none')}
    </Text>
  ) : (
    <Text size="sm" ff="monospace">
      {value}
    </Text>
  );
}

/** The exams waiting for a physician, newest first, each with its Assign action. */
export function UnassignedExamsTable({ exams, busy, onAssign }: UnassignedExamsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table highlightOnHover aria-label={t('unassignedExams.table.label')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`unassignedExams.table.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exams.map((exam) => {
            const patient = exam.patientName ?? t('unassignedExams.table.unnamed');
            return (
              <Table.Tr key={exam.id}>
                <Table.Th scope="row" fw="normal">
                  {patient}
                </Table.Th>
                <Table.Td>{exam.patientID}</Table.Td>
                <Table.Td>{exam.examDate ?? t('unassignedExams.table.none')}</Table.Td>
                <Table.Td>{exam.description ?? t('unassignedExams.table.none')}</Table.Td>
                <Table.Td>
                  <Received value={exam.institutionName} />
                </Table.Td>
                <Table.Td>
                  <Received value={exam.referringPhysicianName} />
                </Table.Td>
                <Table.Td>{exam.receivedAt}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('unassignedExams.assign.openNamed', { patient })}
                    onClick={() => {
                      onAssign(exam.id);
                    }}
                  >
                    {t('unassignedExams.assign.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
