import { memo } from 'react';
import { Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamRowView } from '../exam-row-view';
import { ExamRow } from './exam-row';

interface ExamTableProps {
  exams: readonly ExamRowView[];
  onLaunch: (examId: string) => void;
  /** The next page is on its way: a loading row closes the table. */
  loadingMore: boolean;
  /** The list is being reloaded: the rows shown may be out of date. */
  busy: boolean;
  /** Set for those who request 3D models: rows without a model offer the request. */
  onModelRequested?: (() => Promise<unknown>) | undefined;
}

const COLUMNS = [
  'familyName',
  'firstName',
  'ageSex',
  'patientId',
  'examDate',
  'description',
  'status',
] as const;

/**
 * The worklist's exams (seed §2): one row each, newest first, as the server orders them. Drawn
 * again only when its rows or its state change, not with every change of the page around it.
 */
export const ExamTable = memo(function ExamTable({
  exams,
  onLaunch,
  loadingMore,
  busy,
  onModelRequested,
}: ExamTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover aria-label={t('worklist.table.label')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`worklist.table.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exams.map((exam) => (
            <ExamRow
              key={exam.id}
              exam={exam}
              onLaunch={onLaunch}
              onModelRequested={onModelRequested}
            />
          ))}
          {loadingMore && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Group gap="xs" justify="center" role="status">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {t('worklist.loadingMore')}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
