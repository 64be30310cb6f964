import { useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type PatientRecord } from '@sagitta/domain';
import { formatCalendarDate } from '../../../lib/format/date';
import type { FileReader } from '../use-file-reader';
import { FavoriteStar } from './favorite-star';
import { FlagSwitches } from './flag-switches';
import { PatientBadges } from './patient-badges';
import { PrimaryPhysicianModal } from './primary-physician-modal';
import { FactList } from '../../../lib/fact-list';

/** Sex as the exam carries it (DICOM M, F, O); anything else is shown as given. */
const KNOWN_SEXES = ['M', 'F', 'O'] as const;
const isKnownSex = (sex: string): sex is (typeof KNOWN_SEXES)[number] =>
  (KNOWN_SEXES as readonly string[]).includes(sex);

/**
 * The patient file's banner: who the patient is (seed §3 name format, age and sex, birth date,
 * MRN, product id, primary physician), their flags, the caller's star and, for the roles that
 * may, the clinical flags and the primary physician change.
 */
export function PatientFileBanner({
  record,
  reader,
}: {
  record: PatientRecord;
  reader: FileReader;
}) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const unknown = t('patientFile.banner.unknown');
  const name = fullName({ firstName: record.firstName ?? '', lastName: record.familyName ?? '' });
  const sex =
    record.sex === null
      ? unknown
      : isKnownSex(record.sex)
        ? t(`patientFile.banner.sexes.${record.sex}`)
        : record.sex;
  const age = record.age === null ? unknown : t('patientFile.banner.age', { count: record.age });
  const facts = [
    ['ageSex', `${age}, ${sex}`],
    [
      'birthDate',
      (record.birthDate === null ? null : formatCalendarDate(record.birthDate)) ?? unknown,
    ],
    ['mrn', record.mrn],
    ['productId', record.productId],
    [
      'primaryPhysician',
      record.primaryPhysician === null
        ? t('patientFile.banner.noPhysician')
        : fullName(record.primaryPhysician),
    ],
  ] as const;

  return (
    <Paper component="section" withBorder p="md" aria-label={t('patientFile.banner.label')}>
      <Stack gap="sm">
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={2} size="h3">
            {name === '' ? t('patientFile.banner.unnamed') : name}
          </Title>
          <FavoriteStar patientId={record.id} isFavorite={record.isFavorite} />
          <PatientBadges record={record} />
        </Group>
        <FactList
          facts={facts.map(([key, value]) => [t(`patientFile.banner.${key}`), value] as const)}
        />
        {reader.canUpdate && (
          <Group gap="lg" wrap="wrap">
            <FlagSwitches record={record} />
            <Button
              variant="light"
              size="xs"
              onClick={() => {
                setChanging(true);
              }}
            >
              {t('patientFile.physician.open')}
            </Button>
          </Group>
        )}
      </Stack>
      {changing && (
        <PrimaryPhysicianModal
          record={record}
          scopePhysicianId={reader.scopePhysicianId}
          actingPhysicianId={reader.actingPhysicianId}
          onClose={() => {
            setChanging(false);
          }}
        />
      )}
    </Paper>
  );
}
