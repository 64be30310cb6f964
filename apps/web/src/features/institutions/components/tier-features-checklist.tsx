import { Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIER_FEATURES, type TierFeature } from '@sagitta/domain';
import { inFeatureOrder } from '../tier-changes';

const isTierFeature = (value: string): value is TierFeature =>
  (TIER_FEATURES as readonly string[]).includes(value);

/** Every tier feature as a checkbox, in the seed's order. */
export function TierFeaturesChecklist({
  value,
  onChange,
}: {
  value: readonly TierFeature[];
  onChange: (features: TierFeature[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('institutionAdmin.tier.features')}
      description={t('institutionAdmin.tier.featuresDescription')}
      value={[...value]}
      onChange={(values) => {
        onChange(inFeatureOrder(values.filter(isTierFeature)));
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
        {TIER_FEATURES.map((feature) => (
          <Checkbox
            key={feature}
            value={feature}
            label={t(`institutionAdmin.features.${feature}`)}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
