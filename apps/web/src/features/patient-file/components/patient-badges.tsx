import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientRecord } from '@sagitta/domain';

/**
 * The patient's flags as words, not colour alone: pediatric (nothing when the dates do not
 * tell), urgent, surgical candidate.
 */
export function PatientBadges({ record }: { record: PatientRecord }) {
  const { t } = useTranslation();
  const badges: Array<{ key: 'pediatric' | 'urgent' | 'surgicalCandidate'; color: string }> = [];
  if (record.pediatric === true) badges.push({ key: 'pediatric', color: 'grape' });
  if (record.urgent) badges.push({ key: 'urgent', color: 'red' });
  if (record.surgicalCandidate) badges.push({ key: 'surgicalCandidate', color: 'blue' });
  if (badges.length === 0) return null;
  return (
    <Group gap={6} aria-label={t('patientFile.banner.flags')} role="list">
      {badges.map(({ key, color }) => (
        <Badge key={key} color={color} variant="light" role="listitem">
          {t(`patientFile.banner.badges.${key}`)}
        </Badge>
      ))}
    </Group>
  );
}
