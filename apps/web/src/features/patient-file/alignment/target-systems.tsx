import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IDEAL_LL_FORMULAS, type AlignmentMeasureResponse } from '@sagitta/domain';
import { useParameterWords } from '../../../lib/i18n/use-parameter-words';

type Targets = AlignmentMeasureResponse['targets'];

function TargetCard({
  title,
  source,
  children,
}: {
  title: string;
  source: string;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap={4}>
        <Title order={4} size="h6">
          {title}
        </Title>
        {children}
        <Text size="xs" c="dimmed">
          {source}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The target systems of the measurement side by side, each with its source: SRS-Schwab, GAP,
 * Roussouly, the ideal-LL formulas (which disagree, so each is named) and the over-correction
 * checks (a value past its target on the far side).
 */
export function TargetSystems({ targets }: { targets: Targets }) {
  const { t } = useTranslation();
  const words = useParameterWords();
  const na = t('patientAlignment.targets.unknown');
  const grade = (value: string | null) => value ?? na;
  const { srsSchwab, gap, roussouly, idealLL, overCorrection } = targets;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <TargetCard title={t('patientAlignment.targets.srsSchwab')} source={srsSchwab.source}>
        <Text size="sm">
          {t('patientAlignment.targets.schwabGrades', {
            pill: grade(srsSchwab.PILL),
            sva: grade(srsSchwab.SVA),
            pt: grade(srsSchwab.PT),
          })}
        </Text>
      </TargetCard>
      <TargetCard title={t('patientAlignment.targets.gap')} source={gap.source}>
        <Text size="sm">
          {gap.total === null
            ? t('patientAlignment.targets.gapPartial', { points: gap.partial })
            : t('patientAlignment.targets.gapTotal', { points: gap.total })}
        </Text>
        <Text size="sm">
          {gap.category === null ? na : t(`patientAlignment.targets.gapCategory.${gap.category}`)}
        </Text>
      </TargetCard>
      <TargetCard title={t('patientAlignment.targets.roussouly')} source={roussouly.source}>
        <Text size="sm">
          {roussouly.type === null
            ? words.reason(roussouly.reason)
            : t('patientAlignment.targets.roussoulyType', { type: roussouly.type })}
        </Text>
      </TargetCard>
      <TargetCard
        title={t('patientAlignment.targets.idealLL')}
        source={t('patientAlignment.targets.idealLLSources')}
      >
        {IDEAL_LL_FORMULAS.map((formula) => {
          const ideal = idealLL[formula.id];
          return (
            <Text size="sm" key={formula.id}>
              {formula.formula}:{' '}
              {ideal.value === null
                ? words.reason(ideal.reason)
                : words.number(ideal.value, ideal.unit)}{' '}
              <Text span size="xs" c="dimmed">
                ({ideal.source})
              </Text>
            </Text>
          );
        })}
      </TargetCard>
      <TargetCard
        title={t('patientAlignment.targets.overCorrection')}
        source={t('patientAlignment.targets.overCorrectionSources')}
      >
        {Object.entries(overCorrection).map(([key, check]) => (
          <Text size="sm" key={key}>
            {check.rule}:{' '}
            <Text span size="sm" fw={check.raised === true ? 700 : undefined}>
              {check.raised === null
                ? na
                : t(`patientAlignment.targets.${check.raised ? 'raised' : 'notRaised'}`)}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              ({check.source})
            </Text>
          </Text>
        ))}
      </TargetCard>
    </SimpleGrid>
  );
}
