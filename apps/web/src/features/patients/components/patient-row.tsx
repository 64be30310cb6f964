import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fullName, type PatientRecord } from '@sagitta/domain';
import { formatCalendarDate } from '../../../lib/format/date';
import { blankToNull } from '../../../lib/format/text';
import { FavoriteStar } from './favorite-star';
import { PatientBadges } from './patient-badges';

/** A cell's value, or a dash that a screen reader reads as `unknown`. */
function Known({ value, unknown }: { value: string | null; unknown: string }) {
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden component="span">{unknown}</VisuallyHidden>
    </>
  );
}

/** The patient's name as the product shows a person (seed §3): first name, FAMILY NAME. */
export function patientName(record: Pick<PatientRecord, 'firstName' | 'familyName'>): string {
  return fullName({ firstName: record.firstName ?? '', lastName: record.familyName ?? '' });
}

interface PatientRowProps {
  record: PatientRecord;
  onToggleFavorite: (record: PatientRecord) => void;
}

/** One patient of the list; the name opens the patient file. */
export function PatientRow({ record, onToggleFavorite }: PatientRowProps) {
  const { t } = useTranslation();
  const unknown = t('patients.table.unknown');
  const name = blankToNull(patientName(record)) ?? t('patients.table.noName');
  const ageAndSex = [record.age === null ? null : String(record.age), blankToNull(record.sex)]
    .filter((part) => part !== null)
    .join(' ');
  const date = (iso: string | null) => (iso === null ? null : formatCalendarDate(iso));

  return (
    <Table.Tr>
      <Table.Td>
        <FavoriteStar
          name={name}
          isFavorite={record.isFavorite}
          onToggle={() => {
            onToggleFavorite(record);
          }}
        />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/patient/details/${record.id}`} fw={600}>
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td>{record.mrn}</Table.Td>
      <Table.Td>{record.productId}</Table.Td>
      <Table.Td>
        <Known value={ageAndSex === '' ? null : ageAndSex} unknown={unknown} />
      </Table.Td>
      <Table.Td>
        <Known value={date(record.birthDate)} unknown={unknown} />
      </Table.Td>
      <Table.Td>
        <Known value={date(record.lastExamDate)} unknown={unknown} />
      </Table.Td>
      <Table.Td>
        <PatientBadges record={record} />
      </Table.Td>
    </Table.Tr>
  );
}
