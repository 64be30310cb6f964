import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientRecord } from '@sagitta/domain';

/**
 * The patient's flags as badges with their word (never colour alone). A pediatric flag the
 * dates cannot tell (null) shows nothing.
 */
export function PatientBadges({
  record,
}: {
  record: Pick<PatientRecord, 'pediatric' | 'urgent' | 'surgicalCandidate'>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {record.pediatric === true && (
        <Badge size="sm" variant="light" color="grape">
          {t('patients.badges.pediatric')}
        </Badge>
      )}
      {record.urgent && (
        // red.9: axe finds white small text on the default filled red below AA contrast.
        <Badge size="sm" variant="filled" color="red.9">
          {t('patients.badges.urgent')}
        </Badge>
      )}
      {record.surgicalCandidate && (
        <Badge size="sm" variant="light" color="blue">
          {t('patients.badges.surgicalCandidate')}
        </Badge>
      )}
    </Group>
  );
}
