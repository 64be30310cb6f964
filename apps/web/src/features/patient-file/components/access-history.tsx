import { useState } from 'react';
import { Loader, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fullName } from '@sagitta/domain';
import { formatDateTime } from '../../../lib/format/date';
import { ListPagination } from '../../../lib/list-pagination';
import { accessHistoryQuery } from '../api';
import { useRoleLabel } from '../role-label';

/**
 * The audit actions the history names in words, as i18n keys (`exam.preview.read` is
 * `exam_preview_read`: i18next reads dots as nesting); any other is shown as recorded.
 */
const ACTION_KEYS = [
  'patient_read',
  'patient_list_read',
  'patient_lookahead_read',
  'patient_latest-exams_read',
  'patient_candidate-exams_read',
  'patient_exams_read',
  'patient_physician-choices_read',
  'modeling_read',
  'patient_access-history_read',
  'patient-record-hub_open',
  'patient_favorite',
  'patient_primary-physician',
  'patient_surgical-candidate',
  'patient_urgent',
  'patient-note_create',
  'patient-note_update',
  'patient-note_delete',
  'patient-note_list',
  'patient-note_view',
  'exam_read',
  'exam_preview_read',
  'exam_image_read',
  'exam_launch',
  'worklist_read',
] as const;
type ActionKey = (typeof ACTION_KEYS)[number];
const isActionKey = (key: string): key is ActionKey =>
  (ACTION_KEYS as readonly string[]).includes(key);

const OUTCOMES = ['success', 'failure', 'denied'] as const;
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (name: string): name is Outcome => (OUTCOMES as readonly string[]).includes(name);

/**
 * "Who saw this patient": the patient's access history from the audit trail, newest first, 20 a
 * page (HIPAA accounting of disclosures), for the physician and the staff acting for them.
 */
export function AccessHistory({
  patientId,
  physicianId,
}: {
  patientId: string;
  physicianId: string | null;
}) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...accessHistoryQuery(patientId, physicianId, page),
    placeholderData: keepPreviousData,
  });
  const action = (name: string) => {
    const key = name.replaceAll('.', '_');
    return isActionKey(key) ? t(`patientFile.access.actions.${key}`) : name;
  };
  const outcome = (name: string) =>
    isOutcome(name) ? t(`patientFile.access.outcomes.${name}`) : name;

  if (history.isPending) return <Loader size="sm" aria-label={t('patientFile.access.loading')} />;
  if (history.isError) return <Text c="red.8">{t('patientFile.access.loadFailed')}</Text>;
  if (history.data.totalCount === 0) return <Text>{t('patientFile.access.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('patientFile.access.intro')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('patientFile.access.label')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('patientFile.access.columns.at')}</Table.Th>
              <Table.Th>{t('patientFile.access.columns.who')}</Table.Th>
              <Table.Th>{t('patientFile.access.columns.role')}</Table.Th>
              <Table.Th>{t('patientFile.access.columns.action')}</Table.Th>
              <Table.Th>{t('patientFile.access.columns.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.items.map((entry, index) => (
              <Table.Tr key={`${entry.at}-${String(index)}`}>
                <Table.Td>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Table.Td>
                <Table.Td>
                  {entry.actor === null
                    ? t('patientFile.access.unknownUser')
                    : fullName(entry.actor)}
                </Table.Td>
                <Table.Td>{entry.roles.map(roleLabel).join(', ')}</Table.Td>
                <Table.Td>{action(entry.action)}</Table.Td>
                <Table.Td>{outcome(entry.outcome)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        page={page}
        totalCount={history.data.totalCount}
        onPage={setPage}
        labels={{
          pages: t('patientFile.access.pages'),
          page: (number) => t('patientFile.pages.page', { page: number }),
          previous: t('patientFile.pages.previous'),
          next: t('patientFile.pages.next'),
        }}
      />
    </Stack>
  );
}
