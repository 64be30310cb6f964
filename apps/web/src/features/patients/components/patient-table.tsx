import { memo } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientRecord } from '@sagitta/domain';
import { PatientRow } from './patient-row';

interface PatientTableProps {
  records: readonly PatientRecord[];
  onToggleFavorite: (record: PatientRecord) => void;
  /** A new page or order is on its way: the rows shown are the previous ones. */
  busy: boolean;
}

const COLUMNS = [
  'favorite',
  'name',
  'mrn',
  'productId',
  'ageSex',
  'birthDate',
  'lastExam',
  'flags',
] as const;

/** The patient records of one page; drawn again only when its rows or its state change. */
export const PatientTable = memo(function PatientTable({
  records,
  onToggleFavorite,
  busy,
}: PatientTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover aria-label={t('patients.table.label')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`patients.table.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <PatientRow key={record.id} record={record} onToggleFavorite={onToggleFavorite} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
