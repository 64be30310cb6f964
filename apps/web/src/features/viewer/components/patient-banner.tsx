import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ageAt, fullName, type ExamDetail } from '@sagitta/domain';
import { formatCalendarDate } from '../../../lib/format/date';
import { FactList } from '../../../lib/fact-list';

const SEXES = ['M', 'F', 'O'] as const;
const isKnownSex = (sex: string): sex is (typeof SEXES)[number] =>
  (SEXES as readonly string[]).includes(sex);

interface PatientBannerProps {
  exam: ExamDetail;
  /** `YYYY-MM-DD` in the user's time zone: the age is the patient's age today. */
  today: string;
}

/** Who and what is on screen: the patient's name, ID, birth date and age, sex, and the exam. */
export function PatientBanner({ exam, today }: PatientBannerProps) {
  const { t } = useTranslation();
  const { study } = exam.series;
  const { patient } = study;
  const unknown = t('viewer.banner.unknown');
  const name = fullName({ firstName: patient.firstName ?? '', lastName: patient.familyName ?? '' });

  const birthDate = patient.birthDate === null ? null : formatCalendarDate(patient.birthDate);
  const age = patient.birthDate === null ? undefined : ageAt(patient.birthDate, today);
  const born =
    birthDate === null
      ? unknown
      : age === undefined
        ? birthDate
        : t('viewer.banner.birthDateWithAge', { date: birthDate, age });
  const sex =
    patient.sex === null
      ? unknown
      : isKnownSex(patient.sex)
        ? t(`viewer.sex.${patient.sex}`)
        : patient.sex;
  const examDate = (study.date === null ? null : formatCalendarDate(study.date)) ?? unknown;

  const facts = [
    ['patientId', patient.patientID],
    ['birthDate', born],
    ['sex', sex],
    ['examDate', examDate],
    ['description', study.description ?? unknown],
  ] as const;

  return (
    <Paper component="section" radius={0} px="md" py="xs" aria-label={t('viewer.banner.label')}>
      <Group gap="xl" wrap="wrap" align="baseline">
        <Title order={1} size="h3">
          {name === '' ? t('viewer.banner.unnamed') : name}
        </Title>
        <FactList
          facts={facts.map(([key, value]) => [t(`viewer.banner.${key}`), value] as const)}
        />
      </Group>
    </Paper>
  );
}
